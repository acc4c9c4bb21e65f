/**
 * The user's own chapters and additions, on top of the shipped ones: every change is validated like data/,
 * saved to IndexedDB as it is made, undoable, and announced to other tabs. A change is saved event by event
 * (authoring/eventOps.ts), so two tabs' changes, undos and redos merge; a change to an event, note or map
 * another tab changed since is refused for that one alone and kept, with theirs, until the user picks one. A
 * change storage cannot keep (the disk is full, storage is refused or missing) is kept in this tab, shown and
 * exported like any other, and reported as not saved to the browser.
 */
import { bundleOf, type ChapterBundle } from '../model/bundle';
import type { BundleResult } from '../data/readBundle';
import type { StoredChapter } from '../authoring/storage';
import type { Content, Op } from '../authoring/eventOps';
import type { ChapterConflict } from './conflicts';
import type { KeptStore } from './keptConflicts';
import type { TextEncodingName } from '../formats/textEncoding';
import { appProblem } from '../model/problem';
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

type Checks = typeof import('./libraryChecks');
type Storage = typeof import('../authoring/storage');
/**
 * What merges a change with other tabs' work: operations (eventOps.ts), the conflicts they leave (conflicts.ts),
 * and how this tab keeps those and its unsaved operations across a reload (keptConflicts.ts).
 */
type Merging = typeof import('../authoring/eventOps') &
  typeof import('./conflicts') &
  typeof import('./keptConflicts');

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
  /** Changes refused because another tab changed the same unit since; this tab shows its own version meanwhile. */
  conflicts: ChapterConflict[] = $state.raw([]);
  /** Each entry: the operations that take one change back (or forward again), event by event. */
  #undo = new Map<string, Op[][]>();
  #redo = new Map<string, Op[][]>();
  #channel: BroadcastChannel | null = null;
  /** Each record as last read from or written to storage (`records` shows it with this tab's unsaved work). */
  #stored = new Map<string, StoredChapter>();
  /** Operations storage could not keep: they live in this tab only, and go with the next save that succeeds. */
  #pending = new Map<string, Op[]>();
  /** Loaded on first need (see libraryChecks.ts); reactive, so `own` resolves once it is here. */
  #checks: Checks | null = $state.raw(null);
  #storage: Promise<Storage> | null = null;
  /** Notes are saved as the teacher pauses; each save waits for the one before, so none starts from a stale revision. */
  #noteSaves: Promise<unknown> = Promise.resolve();
  readonly #channelName: string | null;
  /** Where this tab keeps its conflicts and unsaved operations across a reload; 'browser': its session storage. */
  #session: KeptStore | 'browser' | null;
  /**
   * Each record's validation, by the record object (a change replaces the record, even one kept only in this
   * tab): a change re-validates its own chapter, never every stored one. For a shipped chapter, with the chapter
   * as shipped it was read against.
   */
  #validated = new WeakMap<StoredChapter, { shipped: Chapter | null; read: BundleResult }>();

  /**
   * `channelName`: where tabs announce their saves to each other; null for a library that hears no other tab.
   * `session`: where it keeps what a reload must not lose (see keptConflicts.ts); null keeps nothing.
   */
  constructor(channelName: string | null = 'battle-chronicle', session: KeptStore | 'browser' | null = null) {
    this.#channelName = channelName;
    this.#session = session;
  }

  async #loadChecks(): Promise<Checks> {
    this.#checks ??= await import('./libraryChecks');
    return this.#checks;
  }

  #merging: Merging | null = null;
  /** The merge code loads with the first change, like storage: most visits never edit. */
  async #merge(): Promise<Merging> {
    if (!this.#merging) {
      const [ops, conflicts, kept] = await Promise.all([
        import('../authoring/eventOps'),
        import('./conflicts'),
        import('./keptConflicts'),
      ]);
      this.#merging = { ...ops, ...conflicts, ...kept };
    }
    return this.#merging;
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
      const refused = await this.#commit(id, content);
      return refused[0] ? (await this.#merge()).conflictText(refused[0]) : null;
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
    // Loaded beside storage, not after it: what a reload must bring back is read before the page is ready.
    const keeping = this.#session ? import('./keptConflicts') : null;
    try {
      const records = await (await this.#store()).loadStored();
      // Stored work must be checked before it is shown, so the checks load now, and only then.
      if (records.length) await this.#loadChecks();
      this.#stored = new Map(records.map((r) => [r.id, r]));
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
    if (this.#channelName && typeof BroadcastChannel !== 'undefined') {
      this.#channel = new BroadcastChannel(this.#channelName);
      this.#channel.onmessage = (event: MessageEvent<{ id: string }>) => void this.#refresh(event.data.id);
    }
    await this.#restore(keeping);
    this.ready = true;
  }

  /**
   * Brings back what this tab kept before a reload: each conflict re-checked against the record as stored now
   * (one the other tab's later save settled is dropped) and shown with this tab's version, and the work storage
   * could not keep sent again (its notice says if it still cannot).
   */
  async #restore(keeping: Promise<typeof import('./keptConflicts')> | null) {
    // A chunk that fails to load leaves the tab as it was before anything was kept.
    const keptModule = await keeping?.catch(() => null);
    if (!keptModule) return;
    const { browserKeptStore, keptChapters, readKept } = keptModule;
    if (this.#session === 'browser') this.#session = browserKeptStore();
    const session = this.#session;
    if (!session) return;
    const kept = keptChapters(session).map((id) => ({ id, ...readKept(session, id) }));
    if (!kept.some((k) => k.conflicts.length || k.pending.length)) return;
    const { followStored } = await this.#merge();
    await this.#loadChecks();
    for (const { id, conflicts, pending, own } of kept) {
      const stored = this.#stored.get(id);
      // A chapter file storage never took cannot be rebuilt from operations; a shipped chapter's additions can.
      if (!stored && own) continue;
      // No record read (storage refused, or never took it): theirs cannot be re-checked, so it stays as last seen.
      const open = stored ? followStored(conflicts, id, stored, stored.versions ?? {}) : conflicts;
      this.conflicts = [...this.conflicts, ...open];
      if (!stored) this.#stored.set(id, { id, revision: 0, updatedAt: new Date().toISOString() });
      if (pending.length) {
        this.#pending.set(id, pending);
        await this.#send(id, []);
      } else this.#show(id);
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
    const saved = await this.#create(
      bundle.chapter.id,
      withNotes({ bundle: chapter }, notes ?? NO_NOTES),
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
    const refused = await this.#commit(id, content, { shipped, read });
    const { conflictPath, conflictText } = await this.#merge();
    return refused.map((c) => appProblem(id, conflictPath(c), conflictText(c)));
  }

  #shippedBundle(shipped: Chapter, content: Content): ChapterBundle {
    return bundleOf(shipped, {
      events: [...recordOf(shipped), ...(content.events ?? [])],
      ...(content.city ? { city: content.city } : {}),
    });
  }

  /** A chapter added whole; refused only if another tab added one with its id meanwhile. */
  async #create(
    id: string,
    content: Content,
    validated?: { shipped: Chapter | null; read: BundleResult },
  ): Promise<boolean> {
    let revision = 0;
    try {
      const storage = await this.#store();
      try {
        revision = await storage.saveStored({ id, ...content }, 0);
        this.#channel?.postMessage({ id });
        this.notice = null;
      } catch (error) {
        if (!(error instanceof storage.ConflictError)) throw error;
        this.notice = { kind: 'error', text: failureText(id, error) };
        return false;
      }
    } catch (error) {
      // Kept in this tab at revision 0: the next change that storage takes brings the whole chapter with it.
      this.notice = { kind: 'error', text: failureText(id, error) };
    }
    const record = { id, ...content, revision, updatedAt: new Date().toISOString() };
    this.#stored.set(id, record);
    if (validated) this.#validated.set(record, validated);
    this.#put(record);
    return true;
  }

  /**
   * Saves a change as operations on the events, notes and map it touches, and records it for undo. Returns the
   * parts refused because another tab changed them since (kept, with theirs, in `conflicts`); if storage fails,
   * the change is kept in this tab and the notice says it was not saved to the browser.
   */
  async #commit(
    id: string,
    content: Content,
    validated?: { shipped: Chapter | null; read: BundleResult },
  ): Promise<ChapterConflict[]> {
    const { opsBetween, inverse } = await this.#merge();
    const shown = this.records.get(id);
    const ops = opsBetween(shown ? pick(shown) : {}, content, shown?.versions ?? {});
    if (!ops.length) return [];
    const clean = !this.#pending.has(id) && !this.conflicts.some((c) => c.chapter === id);
    const result = await this.#send(id, ops);
    this.#remember(this.#undo, id, inverse(result.applied, result.revision));
    if (result.applied.length) this.#redo.set(id, []);
    // The change was just validated, as the view will read it, unless another tab's work came in with it.
    const now = this.records.get(id);
    if (validated && now && clean && !result.conflicts.length && result.alone)
      this.#validated.set(now, validated);
    return result.conflicts;
  }

  #remember(stacks: Map<string, Op[][]>, id: string, ops: Op[]) {
    if (ops.length) stacks.set(id, [...(stacks.get(id) ?? []), ops]);
  }

  /**
   * Sends `ops` (with any this tab still holds) to storage and shows the outcome. `applied` are those of `ops`
   * that went through (or are kept in the tab), at `revision`; `alone` when no other tab's work came in with them.
   */
  async #send(
    id: string,
    ops: Op[],
  ): Promise<{ applied: Op[]; conflicts: ChapterConflict[]; revision: number; alone: boolean }> {
    const { compact, withConflicts, followStored } = await this.#merge();
    const stored = this.#stored.get(id);
    const all = compact([...(this.#pending.get(id) ?? []), ...ops]);
    try {
      const storage = await this.#store();
      const saved = await storage.saveOps(id, all, stored ? pick(stored) : {});
      this.#pending.delete(id);
      if (saved.applied.length) this.#channel?.postMessage({ id });
      this.notice = null;
      const alone = saved.record.revision === (stored?.revision ?? 0) + 1;
      if (saved.record.revision >= (this.#stored.get(id)?.revision ?? 0)) this.#stored.set(id, saved.record);
      const conflicts = saved.conflicts.map((c) => ({ ...c, chapter: id }));
      this.conflicts = withConflicts(
        followStored(this.conflicts, id, saved.record, saved.record.versions ?? {}),
        conflicts,
      );
      this.#show(id);
      const went = new Set(saved.applied.map((op) => op.unit));
      return {
        applied: ops.filter((op) => went.has(op.unit)),
        conflicts,
        revision: saved.record.revision,
        alone,
      };
    } catch (error) {
      this.#pending.set(id, all);
      this.notice = { kind: 'error', text: failureText(id, error) };
      this.#stored.set(id, stored ?? { id, revision: 0, updatedAt: new Date().toISOString() });
      this.#show(id);
      return { applied: ops, conflicts: [], revision: stored?.revision ?? 0, alone: true };
    }
  }

  /**
   * Shows a record as stored, with this tab's work over it: what storage has not kept yet, and its version of
   * every unit in conflict (whose version is unknown, so that a new change to it is checked against theirs again).
   */
  #show(id: string) {
    this.#keep(id);
    const stored = this.#stored.get(id);
    if (!stored) return;
    const pending = this.#pending.get(id) ?? [];
    const mine = this.conflicts.filter((c) => c.chapter === id).map((c) => ({ ...c, value: c.mine }));
    if (!pending.length && !mine.length) return this.#put(stored);
    const versions: Record<string, number> = { ...stored.versions };
    for (const c of mine) versions[c.unit] = -1;
    const { id: _id, revision, updatedAt, versions: _v, ...content } = stored;
    // Only a change or another tab's save leaves work to show over the stored record, and each loaded the merge code.
    const { withValues } = this.#merging!;
    const shown = withValues(withValues(content, pending), mine);
    this.#put({ id, ...shown, revision, versions, updatedAt });
  }

  /** Called by #show, which every change to a chapter's conflicts or unsaved operations goes through. */
  #keep(id: string) {
    if (!this.#session || this.#session === 'browser') return;
    const conflicts = this.conflicts.filter((c) => c.chapter === id);
    const pending = this.#pending.get(id) ?? [];
    const own = Boolean(this.#stored.get(id)?.bundle);
    this.#merging!.keepKept(this.#session, id, { conflicts, pending, own });
  }

  /** Keeps one version of a conflict: mine is saved over theirs (undoable); theirs drops mine. */
  async resolve(conflict: ChapterConflict, keep: 'mine' | 'theirs') {
    const { inverse } = await this.#merge();
    const id = conflict.chapter;
    this.conflicts = this.conflicts.filter((c) => c !== conflict);
    if (keep === 'theirs') return this.#show(id);
    const { unit, theirs, version, mine, after } = conflict;
    const op: Op = {
      unit,
      before: theirs,
      base: version,
      value: mine,
      ...(after !== undefined ? { after } : {}),
    };
    const result = await this.#send(id, [op]);
    this.#remember(this.#undo, id, inverse(result.applied, result.revision));
    if (result.applied.length) this.#redo.set(id, []);
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

  /** Takes one change back (or forward), event by event; what another tab changed since is a conflict. */
  async #travel(id: string, from: Map<string, Op[][]>, to: Map<string, Op[][]>) {
    const stack = from.get(id) ?? [];
    const ops = stack[stack.length - 1];
    if (!ops) return;
    const { inverse } = await this.#merge();
    from.set(id, stack.slice(0, -1));
    const result = await this.#send(id, ops);
    this.#remember(to, id, inverse(result.applied, result.revision));
    this.version++;
  }

  #put(record: StoredChapter) {
    const next = new Map(this.records);
    next.set(record.id, record);
    this.records = next;
    this.version++;
  }

  async #refresh(id: string) {
    const record = await (await this.#store()).loadOne(id).catch(() => undefined);
    if (!record || record.revision <= (this.#stored.get(id)?.revision ?? 0)) return;
    // Another tab's work is shown only once it can be checked, like work stored before this tab opened.
    await this.#loadChecks();
    const { followStored } = await this.#merge();
    this.#stored.set(id, record);
    this.conflicts = followStored(this.conflicts, id, record, record.versions ?? {});
    // Undo and redo hold operations, not snapshots: they still apply to the events the other tab left alone.
    this.#show(id);
    // A notice that this tab's work is not saved stays up until it is.
    if (!this.#pending.has(id)) this.notice = { kind: 'info', text: text('updatedElsewhere', { id }) };
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

export const library = new Library('battle-chronicle', 'browser');
