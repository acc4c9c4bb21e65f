import { describe, expect, it } from 'vitest';
import { dropDraft, keepDraft, readDraft, reopenDraft, type DraftStore } from './formDrafts';
import type { EventRecord } from '../model/types';
import { memorySession } from '../testing/memorySession';

// A tab's session storage on a Map (shared with the Library's kept-conflicts tests).
const memoryStore = memorySession;

const record = {
  id: 'event',
  type: 'movement',
  title: { zh: '出城', en: 'Out of the city' },
  summary: { en: 'x', zh: 'x' },
  actors: [],
  factions: ['song'],
  places: ['gate-north'],
  movements: [],
  effects: [],
  numbers: [],
  causes: [],
  storyOrder: 3,
  anchor: { exact: '出城' },
} as unknown as EventRecord;

describe('form drafts', () => {
  it('keeps a draft per chapter and gives it back as it was', () => {
    const store = memoryStore();
    const draft = { replacing: null, record, savedAt: '2026-12-02T01:00:00.000Z' };
    expect(keepDraft(store, 'miyun', draft)).toBe(true);
    expect(readDraft(store, 'miyun')).toEqual(draft);
    expect(readDraft(store, 'yanjing')).toBeNull();
    dropDraft(store, 'miyun');
    expect(readDraft(store, 'miyun')).toBeNull();
  });

  it('gives back the draft of an event titled in one language only', () => {
    const store = memoryStore();
    const draft = {
      replacing: 'event',
      record: { ...record, title: { zh: '出城' } } as EventRecord,
      savedAt: '2026-12-02T01:00:00.000Z',
    };
    keepDraft(store, 'miyun', draft);
    expect(readDraft(store, 'miyun')).toEqual(draft);
  });

  it('drops a draft that cannot be read back instead of reopening a broken form', () => {
    const store = memoryStore();
    store.setItem('bc-form-draft:miyun', '{"replacing":null,"record":{"id":3}');
    expect(readDraft(store, 'miyun')).toBeNull();
    expect(store.map.size).toBe(0);
    store.setItem('bc-form-draft:miyun', JSON.stringify({ replacing: 7, record, savedAt: 'now' }));
    expect(readDraft(store, 'miyun')).toBeNull();
  });

  it('says false, and throws nothing, when the browser refuses to keep it', () => {
    const refusing: DraftStore = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(keepDraft(refusing, 'miyun', { replacing: null, record, savedAt: 'now' })).toBe(false);
    expect(readDraft(refusing, 'miyun')).toBeNull();
    expect(() => dropDraft(refusing, 'miyun')).not.toThrow();
  });
});

describe('a new event’s draft and what its passage suggested', () => {
  const suggested = {
    type: { type: 'gate-opened', cue: '打开', from: 'passage' },
    actors: [{ id: 'yelu', from: 'passage' }],
    places: [{ id: 'gate-north', from: 'passage' }],
    forces: [],
    factions: [{ id: 'song', from: 'passage', via: ['yelu'] }],
  } as const;
  const savedAt = '2026-12-03T10:00:00.000Z';

  it('keeps the suggestions with the draft, so the form brought back marks them', () => {
    const store = memoryStore();
    const draft = { replacing: null, record, savedAt, suggested: structuredClone(suggested) };
    keepDraft(store, 'yanjing', draft as never);
    expect(readDraft(store, 'yanjing')).toEqual(draft);
  });

  it('reads a draft kept before suggestions were, and one whose suggestions are mangled, without them', () => {
    const store = memoryStore();
    store.setItem('bc-form-draft:old', JSON.stringify({ replacing: null, record, savedAt }));
    expect(readDraft(store, 'old')).toEqual({ replacing: null, record, savedAt });
    const mangled = { ...suggested, actors: [{ id: 3 }] };
    store.setItem(
      'bc-form-draft:bad',
      JSON.stringify({ replacing: null, record, savedAt, suggested: mangled }),
    );
    expect(readDraft(store, 'bad')).toEqual({ replacing: null, record, savedAt });
  });
});

describe('an edit’s draft and the event it started from', () => {
  it('keeps the event as the form opened on it, and drops one that is not a record', () => {
    const store = memoryStore();
    const base = { ...record, title: { zh: '出城', en: 'Out' } };
    const draft = { replacing: 'event', record, savedAt: 'now', base };
    keepDraft(store, 'miyun', draft);
    expect(readDraft(store, 'miyun')).toEqual(draft);
    store.setItem('bc-form-draft:bad', JSON.stringify({ ...draft, base: { id: 'event' } }));
    expect(readDraft(store, 'bad')).toEqual({ replacing: 'event', record, savedAt: 'now' });
  });
});

describe('reopenDraft', () => {
  const draft = (replacing: string | null) => ({ replacing, record, savedAt: 'now' });
  it('reopens an edit as an edit while its event is there, and as a new event once it is gone', () => {
    expect(reopenDraft(draft('event'), new Set(['event']))).toEqual({ record, replacing: 'event' });
    expect(reopenDraft(draft('gone'), new Set(['other']))).toEqual({ record, replacing: null });
  });
  it('gives a new event the next free id when another tab took its id meanwhile', () => {
    const taken = { ...record, id: 'event-2' };
    const reopened = reopenDraft(
      { replacing: null, record: taken, savedAt: 'now' },
      new Set(['event-1', 'event-2']),
    );
    expect(reopened.record.id).toBe('event-3');
    expect(reopenDraft(draft(null), new Set()).record).toBe(record);
  });
});
