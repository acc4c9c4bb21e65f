import { describe, expect, it } from 'vitest';
import type { Op } from '../authoring/eventOps';
import type { EventRecord } from '../model/types';
import type { ChapterConflict } from './conflicts';
import { memorySession as memoryStore, refusingSession } from '../testing/memorySession';
import {
  keepKept,
  keptChapters,
  keptKey,
  parseKept,
  readKept,
  serializeKept,
  type Kept,
  type KeptStore,
} from './keptConflicts';

const event = (en: string) => ({ id: 'x', title: { zh: '追', en } }) as unknown as EventRecord;
const noteConflict: ChapterConflict = {
  chapter: 'mini',
  unit: 'note:end',
  mine: 'B’s closing',
  theirs: 'A’s closing',
  version: 2,
};
/** An undo of an added event: mine removes it (undefined, which JSON leaves out). */
const undoConflict: ChapterConflict = {
  chapter: 'mini',
  unit: 'event:x',
  mine: undefined,
  theirs: event('From A'),
  version: 3,
  after: null,
};
const cityConflict: ChapterConflict = {
  chapter: 'mini',
  unit: 'city',
  mine: { places: [] } as never,
  theirs: undefined,
  version: 1,
};
const pendingOp: Op = { unit: 'event:x', before: undefined, base: 0, value: event('Mine'), after: 'y' };

const json = (value: unknown) => JSON.stringify(value);
const kept = (conflicts: unknown[], pending: unknown[] = [], format: unknown = 1, own: unknown = false) =>
  json({ format, conflicts, pending, own });

describe('serializeKept / parseKept', () => {
  it.each<[string, Kept]>([
    ['a note conflict', { conflicts: [noteConflict], pending: [], own: false }],
    ['an undo conflict, mine removed', { conflicts: [undoConflict], pending: [], own: false }],
    ['a map conflict and a pending op', { conflicts: [cityConflict], pending: [pendingOp], own: false }],
    [
      'pending ops alone',
      {
        conflicts: [],
        pending: [
          pendingOp,
          { ...pendingOp, unit: 'note:a', before: 'a', value: undefined, after: undefined },
        ],
        own: true,
      },
    ],
  ])('reads back %s as it was', (_, value) => {
    const back = parseKept(serializeKept(value)!, 'mini');
    expect(back).toEqual(value);
    // A removed unit comes back as undefined, as the Library holds it.
    if (value.conflicts[0]?.unit === 'event:x') expect(back!.conflicts[0]).toHaveProperty('mine', undefined);
  });

  it('keeps the file of a chapter storage never took, alone or with its operations, and reads it back', () => {
    const base = { bundle: { chapter: { id: 'pasted' }, text: '守将' } } as unknown as Kept['base'];
    const alone: Kept = { conflicts: [], pending: [], own: true, base };
    expect(parseKept(serializeKept(alone)!, 'pasted')).toEqual(alone);
    const broken = JSON.stringify({
      format: 1,
      conflicts: [],
      pending: [],
      own: true,
      base: { bundle: 'x' },
    });
    expect(parseKept(broken, 'pasted')).toBeNull();
  });

  it('keeps nothing when there is nothing', () => {
    expect(serializeKept({ conflicts: [], pending: [], own: false })).toBeNull();
  });

  it.each<[string, string]>([
    ['not JSON', '{"format":1,"conflicts":['],
    ['JSON but not an object', '[]'],
    ['null', 'null'],
    ['another format (an older build)', kept([noteConflict], [], 0)],
    ['no `own`', json({ format: 1, conflicts: [noteConflict], pending: [] })],
    ['an `own` that is not true or false', kept([noteConflict], [], 1, 'yes')],
    ['no format', json({ conflicts: [noteConflict], pending: [], own: false })],
    ['conflicts not a list', json({ format: 1, conflicts: {}, pending: [], own: false })],
    ['no pending list', json({ format: 1, conflicts: [] })],
    ['another chapter’s conflict', kept([{ ...noteConflict, chapter: 'other' }])],
    ['an unknown unit', kept([{ ...noteConflict, unit: 'place:x' }])],
    ['an empty event id', kept([{ ...noteConflict, unit: 'event:' }])],
    ['a note that is not text', kept([{ ...noteConflict, mine: 3 }])],
    ['an event whose id is not its unit’s', kept([{ ...undoConflict, theirs: { id: 'y' } }])],
    ['a map without places', kept([{ ...cityConflict, mine: { gates: [] } }])],
    ['a meta without an id', kept([{ ...noteConflict, unit: 'meta', mine: {}, theirs: undefined }])],
    ['a negative version', kept([{ ...noteConflict, version: -1 }])],
    ['a version that is not a number', kept([{ ...noteConflict, version: '2' }])],
    ['an `after` that is not an id', kept([{ ...undoConflict, after: 4 }])],
    ['two conflicts on one unit', kept([noteConflict, { ...noteConflict, mine: 'again' }])],
    ['a pending op without a base', kept([], [{ ...pendingOp, base: undefined }])],
    ['a pending op on an unknown unit', kept([], [{ ...pendingOp, unit: 'x' }])],
    ['a pending op that is not an object', kept([], ['op'])],
  ])('drops an entry with %s, whole', (_, raw) => {
    expect(parseKept(raw, 'mini')).toBeNull();
  });
});

describe('keepKept / readKept', () => {
  it('keeps per chapter, and removes the entry once nothing is open', () => {
    const store = memoryStore();
    expect(keepKept(store, 'mini', { conflicts: [noteConflict], pending: [pendingOp], own: false })).toBe(
      true,
    );
    expect(readKept(store, 'mini')).toEqual({ conflicts: [noteConflict], pending: [pendingOp], own: false });
    expect(readKept(store, 'other')).toEqual({ conflicts: [], pending: [], own: false });
    store.setItem('bc-form-draft:mini', '{}');
    keepKept(store, 'other', { conflicts: [], pending: [pendingOp], own: true });
    expect(keptChapters(store)).toEqual(['mini', 'other']);
    expect(keepKept(store, 'mini', { conflicts: [], pending: [], own: false })).toBe(true);
    expect(keptChapters(store)).toEqual(['other']);
  });

  it('removes an entry that cannot be read back', () => {
    const store = memoryStore();
    store.setItem(keptKey('mini'), 'not json');
    expect(readKept(store, 'mini')).toEqual({ conflicts: [], pending: [], own: false });
    expect(store.map.size).toBe(0);
  });

  it('says false, throws nothing, and leaves no older entry when the browser refuses to keep it', () => {
    const store = memoryStore();
    keepKept(store, 'mini', { conflicts: [noteConflict], pending: [], own: false });
    const full: KeptStore = {
      ...store,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(keepKept(full, 'mini', { conflicts: [noteConflict, undoConflict], pending: [], own: false })).toBe(
      false,
    );
    expect(store.map.size).toBe(0);
  });

  it('reads nothing, and throws nothing, from storage that is off', () => {
    const off = refusingSession();
    expect(keptChapters(off)).toEqual([]);
    expect(keepKept(off, 'mini', { conflicts: [noteConflict], pending: [], own: false })).toBe(false);
    expect(readKept(off, 'mini')).toEqual({ conflicts: [], pending: [], own: false });
  });
});
