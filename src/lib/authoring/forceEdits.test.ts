import { describe, expect, it } from 'vitest';
import { forceSchema } from '../model/forceSchema';
import type { ChapterMeta, EventRecord } from '../model/types';
import { eventRecord } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import {
  blankForce,
  blankStrength,
  forceDraft,
  forceOf,
  withForce,
  withoutForce,
  type ForceDraft,
} from './forceEdits';

const chapter = miniChapter();
const { meta } = chapter;
const draft = (over: Partial<ForceDraft>): ForceDraft => ({
  ...blankForce(meta, 'camp-outside'),
  name: '高六骑军',
  evidence: { basis: 'text', note: '六千多人的大队人马' },
  ...over,
});

describe('forceOf(draft, meta) makes a force the schema takes', () => {
  it('takes its id from the English name, its English name from the Chinese where none is given', () => {
    const force = forceOf(draft({ en: 'Gao Liu cavalry' }), meta);
    expect(force.id).toBe('gao-liu-cavalry');
    expect(forceOf(draft({}), meta)).toMatchObject({ id: 'force-1', en: '高六骑军' });
    expect(forceSchema.safeParse(force).success).toBe(true);
  });

  it('states a strength as the text gives it: a number, a range for several, nothing for countless', () => {
    const more = { ...blankStrength(), qualifier: 'more-than' as const, value: 6000, text: '六千多人' };
    const several = {
      ...blankStrength(),
      qualifier: 'several' as const,
      least: 2000,
      most: 9000,
      value: 5,
      text: '数千',
    };
    const countless = { ...blankStrength(), qualifier: 'countless' as const, value: 5, text: '无数' };
    expect(forceOf(draft({ strength: more }), meta).strength).toEqual({
      kind: 'troops',
      qualifier: 'more-than',
      value: 6000,
      faction: 'liao',
      text: '六千多人',
    });
    expect(forceOf(draft({ strength: several }), meta).strength).toMatchObject({ range: [2000, 9000] });
    expect(forceOf(draft({ strength: several }), meta).strength).not.toHaveProperty('value');
    expect(forceOf(draft({ strength: countless }), meta).strength).not.toHaveProperty('value');
    for (const strength of [more, several, countless]) {
      expect(forceSchema.safeParse(forceOf(draft({ strength }), meta)).success).toBe(true);
    }
  });

  it('marks the start inferred with its reason, and leaves out a leader not chosen', () => {
    const force = forceOf(draft({ startInferred: { basis: 'context', note: ' not told ' } }), meta);
    expect(force.inferred).toEqual([{ path: 'start', basis: 'context', note: 'not told' }]);
    expect(force).not.toHaveProperty('leader');
    expect(forceOf(draft({ leader: 'gao-liu' }), meta).leader).toBe('gao-liu');
    expect(forceSchema.safeParse(force).success).toBe(true);
  });

  it('leaves a blank name blank, for the schema to refuse', () => {
    expect(forceSchema.safeParse(forceOf(blankForce(meta, 'camp-outside'), meta)).success).toBe(false);
  });

  it('reads back what it made (forceDraft), so an edit keeps the id', () => {
    const strength = { ...blankStrength(), value: 300, text: '三百人' };
    const made = forceOf(
      draft({ en: 'Riders', leader: 'gao-liu', strength, startInferred: { basis: 'map', note: 'why' } }),
      meta,
    );
    expect(forceOf(forceDraft(made), { ...meta, forces: [made] })).toEqual(made);
  });
});

describe('withForce(meta, force) and withoutForce(meta, events, id)', () => {
  const made = forceOf(draft({ en: 'Riders' }), meta);
  const withOne: ChapterMeta = { ...meta, forces: withForce(meta, made) };

  it('adds a new force and replaces one with the same id', () => {
    expect(withOne.forces).toEqual([made]);
    expect(withForce(withOne, { ...made, name: '骑军' })).toEqual([{ ...made, name: '骑军' }]);
  });

  it('refuses to delete a force an event moves or changes, naming the events', () => {
    const events: EventRecord[] = chapter.events.map(eventRecord);
    expect(withoutForce(withOne, events, 'riders')).toEqual({ forces: [] });
    const moved = events.map((e, i) =>
      i === 1 ? { ...e, movements: [{ from: 'camp-outside', to: 'wall-south', who: ['riders'] }] } : e,
    );
    expect(withoutForce(withOne, moved, 'riders')).toEqual({ usedBy: ['liao-take-wall'] });
    const changed = events.map((e, i) =>
      i === 2 ? { ...e, forceChanges: [{ force: 'riders', condition: 'routed' as const }] } : e,
    );
    expect(withoutForce(withOne, changed, 'riders')).toEqual({ usedBy: ['song-rout'] });
  });
});
