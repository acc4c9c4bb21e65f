// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { indexAlignment } from '../compare/alignmentIndex';
import type { Alignment } from '../model/alignmentSchema';
import { FakeUrlHost } from '../testing/fakeUrlHost';
import { CompareSelection } from './compareSelection.svelte';

const note = { zh: '注', en: 'note' };
const storyOrder = { left: ['a', 'b', 'c'], right: ['x', 'y', 'z'] };
const alignment: Alignment = {
  id: 'p',
  left: 'l',
  right: 'r',
  title: note,
  pairs: [
    { left: ['a'], right: ['x'], note },
    { left: ['b'], right: ['y', 'z'], note },
  ],
  onlyLeft: [{ event: 'c', note }],
  onlyRight: [],
};

function open(hash: string) {
  const host = new FakeUrlHost(hash);
  const s = new CompareSelection(host);
  const index = indexAlignment(alignment, storyOrder);
  s.attach({ index: () => index, storyOrder: () => storyOrder });
  return { host, s };
}

describe('new CompareSelection(host)', () => {
  it('reads the chapters and the selected event from the hash, and selects counterparts on the other side', () => {
    const { s } = open('#/compare/l/r?right=z');
    expect(s.selectedOn('right')).toEqual(['z']);
    expect(s.selectedOn('left')).toEqual(['b']);
  });

  it('selecting on one side writes the URL; Back returns to the previous selection', () => {
    const { host, s } = open('#/compare/l/r');
    s.select('left', 'b');
    expect(host.location.hash).toBe('#/compare/l/r?left=b');
    expect(s.selectedOn('right')).toEqual(['y', 'z']);
    host.back();
    expect(s.route?.selected).toBeNull();
  });

  it('steps through the pairs in the left story’s order', () => {
    const { host, s } = open('#/compare/l/r?left=a');
    s.step(1);
    expect(host.location.hash).toBe('#/compare/l/r?left=b');
    s.step(1);
    expect(s.route?.selected).toEqual({ side: 'left', event: 'b' });
    s.step(-1);
    expect(s.selectedOn('right')).toEqual(['x']);
  });

  it('gives each side a selection view: its first selected event, and its select asks for its own side', () => {
    const { s } = open('#/compare/l/r?left=b');
    const right = s.side('right');
    expect(right.eventId).toBe('y');
    right.select('x');
    expect(s.route?.selected).toEqual({ side: 'right', event: 'x' });
    expect(s.side('left').eventId).toBe('a');
  });

  it('setMode(mode) writes the deck or the handout into the URL, keeping the selection', () => {
    const { host, s } = open('#/compare/l/r?left=b');
    s.setMode('handout');
    expect(host.location.hash).toBe('#/compare/l/r?left=b&mode=handout');
    s.setMode('explore');
    expect(host.location.hash).toBe('#/compare/l/r?left=b');
  });

  it('has no selection on a side for an event with no counterpart', () => {
    const { s } = open('#/compare/l/r?left=c');
    expect(s.selectedOn('right')).toEqual([]);
    expect(s.side('right').eventId).toBeNull();
  });
});
