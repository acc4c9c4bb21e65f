import { describe, expect, it } from 'vitest';
import { pursuit } from '../testing/storageFaults';
import {
  applyOps,
  compact,
  inverse,
  opsBetween,
  same,
  withValue,
  withValues,
  type Content,
  type Op,
} from './eventOps';

const x = pursuit('x');
const y = pursuit('y');
const z = pursuit('z');
const renamed = { ...x, title: { zh: '追', en: 'Renamed' } };
const ids = (content: Content) => (content.events ?? content.bundle?.events ?? []).map((e) => e.id);

describe('same(a, b)', () => {
  it.each([
    [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [{ a: 1 }, { a: 2 }, false],
    [[1, 2], [2, 1], false],
    [undefined, 'x', false],
  ])('same(%j, %j) is %s', (a, b, expected) => expect(same(a, b)).toBe(expected));
});

describe('withValue(content, unit, value, after)', () => {
  const content: Content = { events: [x, y] };
  it.each([
    ['puts a new event last by default', 'event:z', z, undefined, ['x', 'y', 'z']],
    ['puts a new event after the one named', 'event:z', z, 'x', ['x', 'z', 'y']],
    ['puts a new event first for null', 'event:z', z, null, ['z', 'x', 'y']],
    ['puts a new event last when the one named is gone', 'event:z', z, 'gone', ['x', 'y', 'z']],
    ['replaces an event in place', 'event:x', renamed, undefined, ['x', 'y']],
    ['removes an event for undefined', 'event:x', undefined, undefined, ['y']],
  ] as const)('%s', (_title, unit, value, after, expected) => {
    expect(ids(withValue(content, unit, value, after))).toEqual(expected);
  });

  it('sets and removes a note, never keeping an empty map', () => {
    const noted = withValue({}, 'note:end', 'closing');
    expect(noted).toEqual({ notes: { end: 'closing' } });
    expect(withValue(noted, 'note:end', undefined)).toEqual({});
  });

  it('sets the events and map inside a user chapter’s file', () => {
    const bundle = { events: [x], city: { rings: [] } } as unknown as Content['bundle'];
    const next = withValue({ bundle }, 'event:y', y);
    expect(ids(next)).toEqual(['x', 'y']);
    expect(next.events).toBeUndefined();
  });
});

describe('opsBetween(before, after, versions)', () => {
  it('gives one operation per changed event and note, each on its own version, and nothing for the rest', () => {
    const ops = opsBetween(
      { events: [x, y], notes: { x: 'old' } },
      { events: [renamed, z], notes: { x: 'new' } },
      { 'event:x': 3, 'event:y': 2, 'note:x': 1 },
    );
    expect(ops).toEqual([
      { unit: 'event:x', before: x, base: 3, value: renamed },
      { unit: 'event:y', before: y, base: 2, value: undefined, after: 'x' },
      { unit: 'note:x', before: 'old', base: 1, value: 'new' },
      { unit: 'event:z', before: undefined, base: 0, value: z, after: 'x' },
    ]);
  });

  it('gives nothing for the same content with keys in another order', () => {
    const reordered = Object.fromEntries(Object.entries(x).reverse()) as typeof x;
    expect(opsBetween({ events: [x] }, { events: [reordered] }, {})).toEqual([]);
  });
});

describe('applyOps(content, versions, ops, revision)', () => {
  const stored: Content = { events: [x, y] };
  const versions = { 'event:x': 4, 'event:y': 2 };
  const put = (value: typeof x, before: typeof x | undefined, base: number): Op => ({
    unit: `event:${value.id}`,
    before,
    base,
    value,
  });

  it.each([
    ['applies an operation at its base version', put(renamed, x, 4), 'applied'],
    [
      'applies one whose unit still holds what the tab saw, at another version',
      put(renamed, x, 1),
      'applied',
    ],
    ['skips one whose value is already there', put(x, renamed, 1), 'nothing'],
    [
      'refuses one whose unit another tab changed since',
      put(renamed, { ...x, storyOrder: 9 }, 1),
      'conflict',
    ],
    ['refuses a new event whose id another tab took', put({ ...y, storyOrder: 7 }, undefined, 0), 'conflict'],
  ] as const)('%s', (_title, op, outcome) => {
    const result = applyOps(stored, versions, [op], 5);
    expect(result.applied.length ? 'applied' : result.conflicts.length ? 'conflict' : 'nothing').toBe(
      outcome,
    );
    if (outcome === 'applied') expect(result.versions[op.unit]).toBe(5);
    else expect(result.versions[op.unit]).toBe(versions[op.unit as keyof typeof versions]);
  });

  it('refuses the conflicting unit only, and applies the rest of the same save', () => {
    const stale = { ...x, storyOrder: 9 };
    const result = applyOps(
      stored,
      versions,
      [put(renamed, stale, 1), put({ ...y, storyOrder: 8 }, y, 2)],
      5,
    );
    expect(result.applied.map((op) => op.unit)).toEqual(['event:y']);
    expect(result.conflicts).toEqual([
      { unit: 'event:x', mine: renamed, theirs: x, version: 4, after: undefined },
    ]);
    expect(result.content.events!.find((e) => e.id === 'y')!.storyOrder).toBe(8);
  });

  it('keeps a deleted event’s version, so a tab that saw it before the delete is refused', () => {
    const deleted = applyOps(
      stored,
      versions,
      [{ unit: 'event:x', before: x, base: 4, value: undefined }],
      5,
    );
    const late = applyOps(deleted.content, deleted.versions, [put(renamed, x, 4)], 6);
    expect(late.conflicts).toEqual([
      { unit: 'event:x', mine: renamed, theirs: undefined, version: 5, after: undefined },
    ]);
  });

  it('reads a record without versions (saved before they were kept) as all at version 0', () => {
    expect(applyOps(stored, {}, [put(z, undefined, 0)], 1).applied).toHaveLength(1);
  });
});

describe('inverse(ops, revision)', () => {
  it('takes a change back event by event, an undone delete returning to its place', () => {
    const before: Content = { events: [x, y, z] };
    const after: Content = { events: [renamed, z] };
    const ops = opsBetween(before, after, {});
    const back = applyOps(after, {}, inverse(ops, 1), 2);
    expect(back.conflicts).toEqual([]);
    expect(back.content).toEqual(before);
  });
});

describe('compact(ops)', () => {
  it('joins two operations on one unit into one from the first’s base, and drops one that comes to nothing', () => {
    const added: Op = { unit: 'event:x', before: undefined, base: 0, value: x };
    const edited: Op = { unit: 'event:x', before: x, base: 0, value: renamed };
    const removed: Op = { unit: 'event:x', before: renamed, base: 0, value: undefined };
    expect(compact([added, edited])).toEqual([{ ...added, value: renamed }]);
    expect(compact([added, edited, removed])).toEqual([]);
  });

  it('keeps operations on other units in their order', () => {
    const ops = opsBetween({}, { events: [x, y] }, {});
    expect(compact(ops)).toEqual(ops);
    expect(ids(withValues({}, ops))).toEqual(['x', 'y']);
  });
});
