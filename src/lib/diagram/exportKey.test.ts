import { describe, expect, it } from 'vitest';
import { textWidth } from '../labels/text';
import type { Place } from '../model/types';
import type { PlaceState } from '../model/vocabulary';
import { miniChapter } from '../testing/miniChapter';
import { shownMarks, wrapLines } from './exportKey';

describe('wrapLines(text, maxWidth, size)', () => {
  const caption = 'The city at step 2: walls and gates as they stand after it, with this step’s moves.';

  it('keeps a caption that fits on one line', () => {
    expect(wrapLines(caption, 1000, 10)).toEqual([caption]);
  });

  it('breaks English between words, every line within the width, nothing lost', () => {
    const lines = wrapLines(caption, 200, 10);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe(caption);
  });

  it('breaks Chinese between characters', () => {
    const zh = '第2步时的城池：此步之后城墙与城门的状态，以及本步的行军。';
    const lines = wrapLines(zh, 100, 10);
    expect(lines.every((line) => textWidth(line, 10) <= 100)).toBe(true);
    expect(lines.join('')).toBe(zh);
  });

  it('puts a word wider than the line on a line of its own rather than dropping it', () => {
    expect(wrapLines('a Pneumonoultramicroscopic b', 40, 10)).toEqual(['a', 'Pneumonoultramicroscopic', 'b']);
  });
});

describe('shownMarks(places, drawn, states)', () => {
  const [gate, wall, camp] = miniChapter().city.places as [Place, Place, Place];
  const street: Place = { ...camp, id: 'street', kind: 'street', side: 'center', path: [[0, 0], [9, 0]] }; // prettier-ignore
  const far: Place = { ...camp, id: 'far', side: 'far', direction: 'N' };
  const places = [gate, wall, camp, street, far];
  const states = new Map<string, { state: PlaceState }>([
    [wall.id, { state: 'taken' }],
    [street.id, { state: 'blocked' }],
    [gate.id, { state: 'blocked' }],
  ]);

  it('names the drawn walls’ states, a blocked street drawn with its line, and a drawn far place', () => {
    expect(shownMarks(places, [gate.id, wall.id, street.id, far.id], states)).toEqual({
      walls: ['taken'],
      street: true,
      far: true,
    });
  });

  it('names nothing a place not drawn would show, nor a blocked gate as a street, nor a held wall', () => {
    expect(shownMarks(places, [gate.id, camp.id], states)).toEqual({ walls: [], street: false, far: false });
    const held = new Map([[wall.id, { state: 'held' as const }]]);
    expect(shownMarks(places, [wall.id], held).walls).toEqual([]);
  });
});
