/**
 * The user's own chapters and additions, on top of the shipped ones: every change is validated like data/, saved
 * to IndexedDB as it is made, undoable, announced to other tabs. The reactive face the views read; the work is in
 * parts: libraryContent.ts (what a change stores), libraryReadings.ts, librarySync.ts (saves, merges with other
 * tabs, conflicts.ts and keptConflicts.ts), undoHistory.ts; the checks and the engine load on first need
 * (libraryParts.svelte.ts). A change storage cannot keep is kept in this tab, shown, and reported as not saved.
 */
import type { Content, Op, Unit, Value } from '../authoring/eventOps';
import type { StoredChapter } from '../authoring/storage';
import type { Placement } from '../authoring/storySteps';
import type { BundleResult } from '../data/readBundle';
import type { TextEncodingName } from '../formats/textEncoding';
import { appProblem } from '../model/problem';
import { text, type Text } from '../i18n/messages';
import type { ChapterBundle } from '../model/bundle';
import { noteOf, noteProblem, noteTargets, type Notes } from '../model/notes';
import type { Chapter, CityMap, EventRecord, Problem } from '../model/types';
import type { ChapterConflict } from './conflicts';
import type { KeptStore } from './keptConflicts';
import * as content from './libraryContent';
import { LibraryReadings, type Reading } from './libraryReadings';
import { LibraryParts } from './libraryParts.svelte';
import type { SyncHost } from './librarySync';
import { storageRefused, type Notice } from './libraryNotice';
import { SerialQueue } from './serialQueue';
import { UndoHistory, type UndoState } from './undoHistory';

export type { Notice } from './libraryNotice';
export type { ShippedChapters } from './libraryContent';

/** A chapter added, or why not. */
type Added = { id: string } | { problems: Problem[] };

export class Library {
  #shipped: content.ShippedChapters = { ids: () => [], loaded: () => null };
  /** Each record as this tab shows it: as stored, with this tab's unsaved work and its side of each conflict. */
  records: Map<string, StoredChapter> = $state.raw(new Map());
  notice: Notice | null = $state(null);
  ready = $state(false);
  /** The name of the file being read and checked, while it is. */
  reading: string | null = $state(null);
  /** Changes refused because another tab changed the same unit since; this tab shows its own version meanwhile. */
  conflicts: ChapterConflict[] = $state.raw([]);
  /** Undo's snapshot, replaced on each change (so canUndo is reactive); an entry: the operations of one change. */
  #undoable: UndoState<string> = $state.raw(new Map());
  #history = new UndoHistory<Op[]>((state) => (this.#undoable = state));
  #readings = new LibraryReadings();
  #noteSaves = new SerialQueue();
  readonly #parts: LibraryParts;

  /** `channelName`: where tabs announce saves (null: hears none); `session`: see keptConflicts.ts (null: none). */
  constructor(channelName: string | null = 'battle-chronicle', session: KeptStore | 'browser' | null = null) {
    this.#parts = new LibraryParts(this.#host, channelName, session);
  }

  #host: SyncHost = {
    // An empty store read into an empty library changes nothing (a new map would wake every view reading it).
    loaded: (records) => {
      if (records.length || this.records.size) this.records = new Map(records.map((r) => [r.id, r]));
    },
    show: (record) => this.#put(record),
    conflicts: (list) => (this.conflicts = list),
    notice: (notice) => (this.notice = notice),
    checks: () => this.#parts.loadChecks(),
  };

  /** The user's own chapters, checked like data/; a chapter that fails is listed with its problems. */
  own = $derived.by(() =>
    this.#readings.own(this.records.values(), new Set(this.#shipped.ids()), this.#parts.checks),
  );

  /** A shipped chapter with the user's additions; if they no longer validate, the chapter as shipped and why. */
  extend(shipped: Chapter): { chapter: Chapter; problems: Problem[] } {
    return this.#readings.extended(shipped, this.records.get(shipped.meta.id), this.#parts.checks);
  }

  /** The teacher's notes on a chapter (shipped or the user's own), by event id or deck slide. */
  notesFor(id: string): Notes {
    return this.records.get(id)?.notes ?? content.NO_NOTES;
  }

  /**
   * Sets (blank: removes) one note, checked as a chapter file's (model/notes.ts), undoable, saved at once; one
   * another tab saved since the teacher began typing (`seen`) is offered as a conflict. Returns why not, or null.
   */
  setNote(chapter: Chapter, key: string, value: string, seen?: string): Promise<Text | null> {
    return this.#noteSaves.run(async (): Promise<Text | null> => {
      const id = chapter.meta.id;
      const now = noteOf(this.records.get(id)?.notes, key) ?? '';
      const problem = noteProblem(key, value, noteTargets(chapter));
      if (problem) return problem;
      if (seen !== undefined && now !== seen && now !== value) return this.offer(id, `note:${key}`, value);
      const noted = content.withChapterNote(this.records.get(id), key, value);
      return noted ? ((await this.#commit(id, noted))[0]?.text ?? null) : null;
    });
  }

  /** Keeps an edit of a unit another tab changed or deleted since the user saw it as a conflict (librarySync). */
  async offer(id: string, unit: Unit, mine: Value): Promise<Text | null> {
    return (await this.#parts.engine()).offer(id, unit, mine);
  }

  /** Events the user added to a shipped chapter, for the chapter list's counts. */
  addedCount(id: string): number {
    return this.records.get(id)?.events?.length ?? 0;
  }

  async init(shipped: content.ShippedChapters) {
    this.#shipped = shipped;
    // If the engine's own chunk does not load, the tab works as one with no storage.
    await this.#parts.engine().then(
      (sync) => sync.open(),
      (error: unknown) => void (this.notice = storageRefused(error)),
    );
    this.ready = true;
  }

  /** Stops hearing other tabs. */
  close() {
    this.#parts.close();
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
  async addFile(file: File, encoding?: TextEncodingName): Promise<Added> {
    this.reading = file.name;
    try {
      const { chapterFromFile } = await this.#parts.loadChecks();
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
    const { newChapter } = await this.#parts.loadChecks();
    return this.#addBundle(newChapter(text, title, this.#takenIds(), source));
  }
  #takenIds = () => new Set([...this.#shipped.ids(), ...this.records.keys()]);

  /** `read`: the file's reading (done in a worker for a big one), which the view then uses as it is. */
  async #addBundle(bundle: ChapterBundle, read?: BundleResult): Promise<Added> {
    const id = bundle.chapter.id;
    const record = await (await this.#parts.engine()).create(id, content.addedContent(bundle));
    if (!record) return { problems: [appProblem(id, '$', this.notice?.text ?? text('notSaved'))] };
    if (read?.chapter) this.#readings.keep(record, { shipped: null, read });
    this.#put(record);
    return { id };
  }

  /** Saves an event (new, or replacing `replacing`); returns what keeps it from saving. `placement`: eventsWith. */
  async saveEvent(
    chapter: Chapter,
    event: EventRecord,
    replacing?: string,
    placement?: Placement,
  ): Promise<Problem[]> {
    const placed = this.isUserChapter(chapter.meta.id) ? placement : undefined;
    return this.#edit(chapter, { events: content.eventsWith(chapter, event, replacing, placed) });
  }

  /** Deletes an event; in the user's own chapter, a step it leaves empty closes. */
  async deleteEvent(chapter: Chapter, id: string): Promise<Problem[]> {
    const cause = content.causeProblem(chapter, id);
    if (cause) return [cause];
    const closeGaps = this.isUserChapter(chapter.meta.id);
    return this.#edit(chapter, { events: content.eventsWithout(chapter, id, closeGaps) });
  }

  /** The events of a CSV, and the notes its rows carry (replacing the notes on every event, not the slides'). */
  async replaceEvents(chapter: Chapter, events: EventRecord[], eventNotes?: Notes): Promise<Problem[]> {
    return this.#edit(chapter, { events, eventNotes });
  }

  /** A new city map, and for the user's own chapters new titles, city name, sides and people. */
  async setCity(chapter: Chapter, city: CityMap, details?: content.Details) {
    return this.#edit(chapter, { city, details });
  }

  /** A user chapter's forces or phases, with its events where a phase's steps changed (forceEdits, phaseEdits). */
  async setCast(chapter: Chapter, details: content.Details, events?: EventRecord[]) {
    return this.#edit(chapter, { details, ...(events ? { events } : {}) });
  }

  /** Checks the chapter as the edit leaves it, like data/, and saves the edit only if it passes. */
  async #edit(chapter: Chapter, edit: content.Edit): Promise<Problem[]> {
    const id = chapter.meta.id;
    const shipped = this.isUserChapter(id) ? null : this.#shipped.loaded(id)!;
    const changed = content.edited(this.records.get(id), shipped, chapter.meta, edit);
    const checks = await this.#parts.loadChecks();
    const bundle = changed.bundle ?? content.shippedBundle(shipped!, changed);
    const read = checks.readBundle(checks.bundleJson(bundle), chapter.meta.title.en);
    if (!read.bundle) return read.problems;
    return this.#commit(id, changed, { shipped, read });
  }

  /** Saves a change and records it for undo; returns the parts refused because another tab changed them since. */
  async #commit(id: string, changed: Content, validated?: Reading): Promise<Problem[]> {
    const change = await (await this.#parts.engine()).change(id, this.records.get(id), changed);
    if (!change) return [];
    if (change.undo) this.#history.change(id, change.undo);
    // The change was just validated, as the view will read it, unless other work came in with it.
    const now = this.records.get(id);
    if (validated && now && change.clean) this.#readings.keep(now, validated);
    return change.refused;
  }

  /** Keeps one version of a conflict: mine is saved over theirs (undoable); theirs drops mine. */
  async resolve(conflict: ChapterConflict, keep: 'mine' | 'theirs') {
    const undo = await (await this.#parts.engine()).resolve(conflict, keep);
    if (undo) this.#history.change(conflict.chapter, undo);
  }
  canUndo(id: string): boolean {
    return this.#undoable.get(id)?.canUndo ?? false;
  }
  canRedo(id: string): boolean {
    return this.#undoable.get(id)?.canRedo ?? false;
  }
  /** Takes one change back (or forward), event by event; what another tab changed since is a conflict. */
  async undo(id: string) {
    await this.#history.undo(id, async (ops) => (await this.#parts.engine()).apply(id, ops));
  }
  async redo(id: string) {
    await this.#history.redo(id, async (ops) => (await this.#parts.engine()).apply(id, ops));
  }
  #put(record: StoredChapter) {
    this.records = new Map(this.records).set(record.id, record);
  }
}

export const library = new Library('battle-chronicle', 'browser');
