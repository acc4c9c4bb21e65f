/**
 * The user's own chapters and additions, on top of the shipped ones: every change is validated like data/,
 * saved to IndexedDB as it is made, undoable, and announced to other tabs. A change another tab's save would
 * overwrite is refused and reported. A change storage cannot keep (the disk is full, storage is refused or missing)
 * is kept in this tab, shown and exported like any other, and reported as not saved to the browser.
 */
import { bundleOf, type ChapterBundle } from '../model/bundle';
import type { BundleResult } from '../data/readBundle';
import type { StoredChapter } from '../authoring/storage';
import type { TextEncodingName } from '../formats/textEncoding';
import { appProblem } from '../i18n/appProblem';
import { keptNotes, noteProblem, noteTargets, withNote, type Notes } from '../model/notes';
import { text, type Text } from '../i18n/messages';
import {
  eventRecord,
  type Chapter,
  type ChapterMeta,
  type CityMap,
  type EventRecord,
  type Problem,
} from '../model/types';

export interface Notice {
  kind: 'error' | 'info';
  text: Text;
  /** Problems the notice is about, one line each under its text. */
  problems?: Problem[];
}

/** A storage failure carries its own message (see storage.ts's StorageError); anything else is worded here. */
function failureText(id: string, error: unknown): Text {
  if (error && typeof error === 'object' && 'text' in error) return (error as { text: Text }).text;
  return text('saveFailed', { id, reason: error instanceof Error ? error.message : String(error) });
}

type Content = Pick<StoredChapter, 'bundle' | 'events' | 'city' | 'notes'>;
type Checks = typeof import('./libraryChecks');
type Storage = typeof import('../authoring/storage');

/** The shipped chapters, as the library sees them: every id, and those loaded so far. */
export interface ShippedChapters {
  ids(): string[];
  loaded(id: string): Chapter | null;
}

function recordOf(chapter: Chapter): EventRecord[] {
  return chapter.events.map(eventRecord);
}

const NO_NOTES: Notes = Object.freeze({});

/** Content with its notes, or without the key when there are none (so a record never stores an empty map). */
function withNotes(content: Content, notes: Notes): Content {
  const { notes: _old, ...rest } = content;
  return Object.keys(notes).length ? { ...rest, notes } : rest;
}

export class Library {
  #shipped: ShippedChapters = { ids: () => [], loaded: () => null };
  records: Map<string, StoredChapter> = $state.raw(new Map());
  notice: Notice | null = $state(null);
  ready = $state(false);
  /** The name of the file being read and checked, while it is. */
  reading: string | null = $state(null);
  #undo = new Map<string, Content[]>();
  #redo = new Map<string, Content[]>();
  #channel: BroadcastChannel | null = null;
  /** Chapters whose latest change storage could not keep: they live in this tab only, until a save succeeds. */
  #inTabOnly = new Set<string>();
  /** Loaded on first need (see libraryChecks.ts); reactive, so `own` resolves once it is here. */
  #checks: Checks | null = $state.raw(null);
  #storage: Promise<Storage> | null = null;
  /** Notes are saved as the teacher pauses; each save waits for the one before, so none starts from a stale revision. */
  #noteSaves: Promise<unknown> = Promise.resolve();
  readonly #channelName: string | null;
  /**
   * Each record's validation, by the record object (a change replaces the record, even one kept only in this
   * tab): a change re-validates its own chapter, never every stored one. For a shipped chapter, with the chapter
   * as shipped it was read against.
   */
  #validated = new WeakMap<StoredChapter, { shipped: Chapter | null; read: BundleResult }>();

  /** `channelName`: where tabs announce their saves to each other; null for a library that hears no other tab. */
  constructor(channelName: string | null = 'battle-chronicle') {
    this.#channelName = channelName;
  }

  async #loadChecks(): Promise<Checks> {
    this.#checks ??= await import('./libraryChecks');
    return this.#checks;
  }

  /** IndexedDB (and the idb wrapper) are opened only by init and saves, never by the first render. */
  #store(): Promise<Storage> {
    this.#storage ??= import('../authoring/storage');
    return this.#storage;
  }

  /** The user's own chapters, checked like data/; a chapter that fails is listed with its problems. */
  own = $derived.by(() => {
    const chapters: Chapter[] = [];
    const failed: { id: string; problems: Problem[] }[] = [];
    const checks = this.#checks;
    const shipped = new Set(this.#shipped.ids());
    for (const record of this.records.values()) {
      if (!record.bundle || shipped.has(record.id) || !checks) continue;
      const read = this.#read(record, null, () =>
        checks.readBundle(checks.bundleJson(record.bundle!), record.id),
      );
      if (read.chapter) chapters.push(read.chapter);
      else failed.push({ id: record.id, problems: read.problems });
    }
    return { chapters, failed };
  });

  /** A shipped chapter with the user's additions; if they no longer validate, the chapter as shipped and why. */
  extend(shipped: Chapter): { chapter: Chapter; problems: Problem[] } {
    const record = this.records.get(shipped.meta.id);
    const checks = this.#checks;
    if ((!record?.events?.length && !record?.city) || !checks) return { chapter: shipped, problems: [] };
    const result = this.#read(record, shipped, () =>
      checks.readBundle(
        checks.bundleJson(this.#shippedBundle(shipped, record)),
        `${shipped.meta.id} (your additions)`,
      ),
    );
    return result.chapter
      ? { chapter: result.chapter, problems: [] }
      : { chapter: shipped, problems: result.problems };
  }

  /** The teacher's notes on a chapter (shipped or the user's own), by event id or deck slide. */
  notesFor(id: string): Notes {
    return this.records.get(id)?.notes ?? NO_NOTES;
  }

  /**
   * Sets (or, when blank, removes) one note: undoable, saved at once. Returns why it was not kept, or null.
   * The chapter file's notes are checked by the same rules (model/notes.ts).
   */
  setNote(chapter: Chapter, key: string, value: string): Promise<Text | null> {
    const save = this.#noteSaves.then(async (): Promise<Text | null> => {
      const problem = noteProblem(key, value, noteTargets(chapter));
      if (problem) return problem;
      const id = chapter.meta.id;
      const record = this.records.get(id);
      const notes = withNote(record?.notes ?? NO_NOTES, key, value);
      if ((record?.notes?.[key] ?? '') === (notes[key] ?? '')) return null;
      const content = withNotes(record ? pick(record) : {}, notes);
      return (await this.#commit(id, content, true)) ? null : (this.notice?.text ?? text('notSaved'));
    });
    this.#noteSaves = save.catch(() => {});
    return save;
  }

  #read(record: StoredChapter, shipped: Chapter | null, read: () => BundleResult): BundleResult {
    const known = this.#validated.get(record);
    if (known && known.shipped === shipped) return known.read;
    const result = read();
    this.#validated.set(record, { shipped, read: result });
    return result;
  }

  /** Events the user added to a shipped chapter, for the chapter list's counts. */
  addedCount(id: string): number {
    return this.records.get(id)?.events?.length ?? 0;
  }

  async init(shipped: ShippedChapters) {
    this.#shipped = shipped;
    try {
      const records = await (await this.#store()).loadStored();
      // Stored work must be checked before it is shown, so the checks load now, and only then.
      if (records.length) await this.#loadChecks();
      this.records = new Map(records.map((r) => [r.id, r]));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.notice = {
        kind: 'error',
        text:
          error && typeof error === 'object' && 'text' in error
            ? failureText('', error)
            : text('storageRefused', { reason }),
      };
    }
    this.ready = true;
    if (this.#channelName && typeof BroadcastChannel !== 'undefined') {
      this.#channel = new BroadcastChannel(this.#channelName);
      this.#channel.onmessage = (event: MessageEvent<{ id: string }>) => void this.#refresh(event.data.id);
    }
  }

  /** Stops hearing other tabs. */
  close() {
    this.#channel?.close();
    this.#channel = null;
  }

  /** Shows why a file was not added: a translated heading over the problems, one line each. */
  showProblems(problems: Problem[]) {
    this.notice = { kind: 'error', text: text('fileNotAdded'), problems };
  }

  isUserChapter(id: string): boolean {
    return Boolean(this.records.get(id)?.bundle) && !this.#shipped.ids().includes(id);
  }

  /** The user may edit their own chapters' events and the events they added to shipped chapters. */
  editable(chapterId: string, eventId: string): boolean {
    if (this.isUserChapter(chapterId)) return true;
    return Boolean(this.records.get(chapterId)?.events?.some((e) => e.id === eventId));
  }

  /** Adds a chapter from a file: a .txt in any supported encoding, or an exported chapter file. */
  async addFile(file: File, encoding?: TextEncodingName): Promise<{ id: string } | { problems: Problem[] }> {
    this.reading = file.name;
    try {
      const { chapterFromFile } = await this.#loadChecks();
      const read = await chapterFromFile(file, this.#takenIds(), encoding);
      if (!('bundle' in read)) return read;
      const added = await this.#addBundle(read.bundle, read.read);
      // Added, but it may be the wrong encoding: say so, unless saving it has more urgent news.
      if ('id' in added && read.warning && !this.notice) this.notice = { kind: 'info', text: read.warning };
      return added;
    } finally {
      this.reading = null;
    }
  }

  async addText(text: string, title: { zh: string; en: string }, source: string) {
    const { newChapter } = await this.#loadChecks();
    return this.#addBundle(newChapter(text, title, this.#takenIds(), source));
  }

  #takenIds(): Set<string> {
    return new Set([...this.#shipped.ids(), ...this.records.keys()]);
  }

  /** `read`: the file's reading (done in a worker for a big one), which the view then uses as it is. */
  async #addBundle(
    bundle: ChapterBundle,
    read?: BundleResult,
  ): Promise<{ id: string } | { problems: Problem[] }> {
    // A file's notes are kept where the user's notes on any chapter are, beside the chapter.
    const { notes, ...chapter } = bundle;
    const saved = await this.#commit(
      bundle.chapter.id,
      withNotes({ bundle: chapter }, notes ?? NO_NOTES),
      false,
      read?.chapter ? { shipped: null, read } : undefined,
    );
    if (saved) return { id: bundle.chapter.id };
    return { problems: [appProblem(bundle.chapter.id, '$', this.notice?.text ?? text('notSaved'))] };
  }

  /** Saves an event (new, or replacing `replacing`); returns the problems that keep it from being saved. */
  async saveEvent(chapter: Chapter, event: EventRecord, replacing?: string): Promise<Problem[]> {
    const current = recordOf(chapter);
    const events = replacing ? current.map((e) => (e.id === replacing ? event : e)) : [...current, event];
    return this.#setEvents(chapter, events);
  }

  async deleteEvent(chapter: Chapter, id: string): Promise<Problem[]> {
    const users = chapter.events.filter((e) => e.causes.includes(id)).map((e) => e.id);
    if (users.length) {
      return [appProblem(chapter.meta.id, id, text('causeOfOthers', { ids: users.join(', ') }))];
    }
    return this.#setEvents(
      chapter,
      recordOf(chapter).filter((e) => e.id !== id),
    );
  }

  /** The events of a CSV, and the notes its rows carry (replacing the notes on every event, not the slides'). */
  async replaceEvents(chapter: Chapter, events: EventRecord[], eventNotes?: Notes): Promise<Problem[]> {
    return this.#setEvents(chapter, events, eventNotes);
  }

  /** A new city map, and for the user's own chapters new titles and city name. */
  async setCity(
    chapter: Chapter,
    city: CityMap,
    details?: Pick<ChapterMeta, 'title' | 'city'>,
  ): Promise<Problem[]> {
    const content = this.#contentWith(chapter, { city });
    if (details && content.bundle)
      content.bundle = { ...content.bundle, chapter: { ...content.bundle.chapter, ...details } };
    return this.#check(chapter, content);
  }

  async #setEvents(chapter: Chapter, events: EventRecord[], eventNotes?: Notes): Promise<Problem[]> {
    const content = this.#contentWith(chapter, { events });
    const targets = noteTargets({ events, meta: chapter.meta });
    let notes = keptNotes(content.notes ?? NO_NOTES, targets);
    if (eventNotes) {
      notes = Object.fromEntries(Object.entries(notes).filter(([key]) => !targets.eventIds.has(key)));
      for (const [key, value] of Object.entries(eventNotes)) notes = withNote(notes, key, value);
    }
    return this.#check(chapter, withNotes(content, notes));
  }

  #contentWith(chapter: Chapter, change: { events?: EventRecord[]; city?: CityMap }): Content {
    const id = chapter.meta.id;
    const record = this.records.get(id);
    const notes = record?.notes ?? NO_NOTES;
    if (this.isUserChapter(id)) {
      const bundle = {
        ...record!.bundle!,
        ...(change.events ? { events: change.events } : {}),
        ...(change.city ? { city: change.city } : {}),
      };
      return withNotes({ bundle }, notes);
    }
    const shipped = this.#shipped.loaded(id)!;
    const shippedIds = new Set(shipped.events.map((e) => e.id));
    const events = change.events
      ? change.events.filter((e) => !shippedIds.has(e.id))
      : (record?.events ?? []);
    const city = change.city ?? record?.city;
    return withNotes({ events, ...(city ? { city } : {}) }, notes);
  }

  async #check(chapter: Chapter, content: Content): Promise<Problem[]> {
    const id = chapter.meta.id;
    const checks = await this.#loadChecks();
    const shipped = content.bundle ? null : this.#shipped.loaded(id)!;
    const bundle = content.bundle ?? this.#shippedBundle(shipped!, content);
    const read = checks.readBundle(checks.bundleJson(bundle), chapter.meta.title.en);
    if (!read.bundle) return read.problems;
    return (await this.#commit(id, content, true, { shipped, read }))
      ? []
      : [appProblem(id, '$', this.notice?.text ?? text('notSaved'))];
  }

  #shippedBundle(shipped: Chapter, content: Content): ChapterBundle {
    return bundleOf(shipped, {
      events: [...recordOf(shipped), ...(content.events ?? [])],
      ...(content.city ? { city: content.city } : {}),
    });
  }

  /**
   * Saves, then shows the change and records it for undo. Only a conflict with another tab's save refuses it; if
   * storage fails otherwise, the change is kept in this tab (at the last stored revision, so that a later save
   * can still go through) and the notice says it was not saved to the browser.
   */
  async #commit(
    id: string,
    content: Content,
    undoable: boolean,
    validated?: { shipped: Chapter | null; read: BundleResult },
  ): Promise<boolean> {
    const before = this.records.get(id);
    const kept = await this.#save(id, content, before?.revision ?? 0);
    if (kept === 'refused') return false;
    if (undoable && before) {
      this.#undo.set(id, [...(this.#undo.get(id) ?? []), pick(before)]);
      this.#redo.set(id, []);
    }
    const record = { id, ...content, revision: kept.revision, updatedAt: new Date().toISOString() };
    // The change was just validated, as the view will read it: no second reading.
    if (validated) this.#validated.set(record, validated);
    this.#put(record);
    return true;
  }

  /** Writes to storage; 'refused' for a conflict (reported), else the revision the change now stands at. */
  async #save(id: string, content: Content, base: number): Promise<'refused' | { revision: number }> {
    let storage: Storage;
    try {
      storage = await this.#store();
    } catch (error) {
      return this.#keepInTab(id, base, error);
    }
    try {
      const revision = await storage.saveStored({ id, ...content }, base);
      this.#inTabOnly.delete(id);
      this.#channel?.postMessage({ id });
      this.notice = null;
      return { revision };
    } catch (error) {
      if (error instanceof storage.ConflictError) {
        this.notice = { kind: 'error', text: failureText(id, error) };
        return 'refused';
      }
      return this.#keepInTab(id, base, error);
    }
  }

  #keepInTab(id: string, base: number, error: unknown): { revision: number } {
    this.#inTabOnly.add(id);
    this.notice = { kind: 'error', text: failureText(id, error) };
    return { revision: base };
  }

  // Reading `version` first makes these reactive: the stacks themselves are plain arrays.
  canUndo(id: string) {
    return this.version >= 0 && (this.#undo.get(id)?.length ?? 0) > 0;
  }
  canRedo(id: string) {
    return this.version >= 0 && (this.#redo.get(id)?.length ?? 0) > 0;
  }
  /** Bumped on every change, so undo/redo availability is read reactively. */
  version = $state(0);

  async undo(id: string) {
    await this.#travel(id, this.#undo, this.#redo);
  }
  async redo(id: string) {
    await this.#travel(id, this.#redo, this.#undo);
  }

  async #travel(id: string, from: Map<string, Content[]>, to: Map<string, Content[]>) {
    const stack = from.get(id) ?? [];
    const target = stack[stack.length - 1];
    const current = this.records.get(id);
    if (!target || !current) return;
    const saved = await this.#save(id, target, current.revision);
    if (saved === 'refused') return;
    from.set(id, stack.slice(0, -1));
    to.set(id, [...(to.get(id) ?? []), pick(current)]);
    this.#put({ id, ...target, revision: saved.revision, updatedAt: new Date().toISOString() });
  }

  #put(record: StoredChapter) {
    const next = new Map(this.records);
    next.set(record.id, record);
    this.records = next;
    this.version++;
  }

  async #refresh(id: string) {
    // This tab holds work storage could not keep; the other tab's version would replace it unseen.
    if (this.#inTabOnly.has(id)) return;
    const record = await (await this.#store()).loadOne(id).catch(() => undefined);
    if (record && record.revision > (this.records.get(id)?.revision ?? 0)) {
      // Another tab's work is shown only once it can be checked, like work stored before this tab opened.
      await this.#loadChecks();
      this.#put(record);
      this.notice = { kind: 'info', text: text('updatedElsewhere', { id }) };
    }
  }
}

function pick(record: StoredChapter): Content {
  return {
    ...(record.bundle ? { bundle: record.bundle } : {}),
    ...(record.events ? { events: record.events } : {}),
    ...(record.city ? { city: record.city } : {}),
    ...(record.notes ? { notes: record.notes } : {}),
  };
}

export const library = new Library();
