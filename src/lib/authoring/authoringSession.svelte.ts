/**
 * The explorer's authoring session: what the side column shows (the event, the event form or the map editor), the
 * form's draft kept as it is typed and brought back after a reload, the map being edited and its gates dragged
 * onto the nearest wall, the place picker the form lends the diagram, and the author's undo and redo. The
 * explorer creates one per chapter and renders what it says.
 */
import type { Point } from '../diagram/layout';
import { message, type Locale } from '../i18n/messages';
import type { KeyAction, KeyHandler } from '../interaction/keys';
import {
  eventRecord,
  type Chapter,
  type ChapterEvent,
  type ChapterMeta,
  type CityMap,
  type EventRecord,
  type Problem,
} from '../model/types';
import type { PassageSuggestions } from './eventDraft';
import type { Unit, Value } from './eventOps';
import type { MapTool } from './placeEdits';
import type { DraftStore } from './formDrafts';
import type { Placement } from './storySteps';
import { lazy } from '../lazy';
import { painted } from '../interaction/afterPaint';

/** The side column: the event's detail, the event form, or the map editor. */
export type Side =
  | { kind: 'detail' }
  | {
      kind: 'form';
      initial: EventRecord;
      replacing: string | null;
      /** An edit's: the event as the form opened on it; a save changes only what the form changed. */
      base?: EventRecord;
      /** A new event's: what its passage suggested (already ticked in `initial`), for the form to mark. */
      suggested?: PassageSuggestions;
    }
  | { kind: 'map' };

/** What the map editor changes of a user chapter's details besides the map. */
export type MapDetails = Pick<ChapterMeta, 'title' | 'city' | 'factions' | 'people'>;

/** What the session asks of the library. */
export interface AuthoringLibrary {
  saveEvent(
    chapter: Chapter,
    event: EventRecord,
    replacing?: string,
    placement?: Placement,
  ): Promise<Problem[]>;
  deleteEvent(chapter: Chapter, id: string): Promise<Problem[]>;
  setCity(chapter: Chapter, city: CityMap, details?: MapDetails): Promise<Problem[]>;
  /** Keeps an edit of a unit another tab changed or deleted since the user saw it as a conflict. */
  offer(chapterId: string, unit: Unit, mine: Value): Promise<unknown>;
  undo(chapterId: string): Promise<unknown>;
  redo(chapterId: string): Promise<unknown>;
}

export interface AuthoringHost {
  chapter: () => Chapter;
  locale: () => Locale;
  library: AuthoringLibrary;
  select: (eventId: string | null) => void;
  /** Where drafts are kept; the browser's session storage unless a test passes its own. */
  store?: () => DraftStore | null;
  /** Now, as ISO 8601 (a test fixes it). */
  now?: () => string;
}

const copyOf = <T>(value: T): T => structuredClone($state.snapshot(value)) as T;
const detailsOf = ({ title, city, factions, people }: ChapterMeta): MapDetails =>
  copyOf({ title, city, factions, people });

export class AuthoringSession {
  side: Side = $state({ kind: 'detail' });
  /** When the open form's draft was kept, if the form came back from one. */
  restoredAt: string | null = $state(null);
  /** What the reader must do first, or what went wrong (said under the text). */
  hint: string | null = $state(null);
  /** The form's place picker: a click on the diagram gives it a place. */
  pick: ((placeId: string) => void) | null = $state(null);
  /** The map editor's tool the diagram answers to: where a click places, where a drag moves (placeEdits.ts). */
  mapTool: MapTool | null = $state(null);
  /** A name selected in the text to place on the map ("Add as place"), with when it was asked for. */
  placeName: { name: string; words: string; at: number } | null = $state(null);
  #mapDraft: CityMap | null = $state(null);
  /** The map being edited, shown while the editor is open: copied as it opens (not in every first render). */
  get mapDraft(): CityMap {
    return this.#mapDraft ?? this.#chapter.city;
  }
  set mapDraft(city: CityMap) {
    this.#mapDraft = city;
  }
  /** The map and details as the editor opened on them: what its save is measured against (seenEdit.ts). */
  #mapBase: { city: CityMap; details: MapDetails } | null = null;
  readonly #host: AuthoringHost;
  /** The drafts' module loads a task after the session's first paint, not in the task that draws it. */
  readonly #drafts: Promise<typeof import('./formDrafts') & { store: DraftStore | null }>;
  /** Settles once a draft a reload left has been looked for (and reopened). */
  readonly restored: Promise<void>;

  constructor(host: AuthoringHost) {
    this.#host = host;
    this.#drafts = painted()
      .then(lazy.formDrafts)
      .then((module) => ({ ...module, store: (host.store ?? module.browserDraftStore)() }));
    this.restored = this.#drafts.then(({ store, readDraft, reopenDraft }) => {
      const chapter = host.chapter();
      const kept = store ? readDraft(store, chapter.meta.id) : null;
      // A form the reader opened meanwhile stands.
      if (!kept || this.side.kind !== 'detail') return;
      this.restoredAt = kept.savedAt;
      const { record, replacing } = reopenDraft(kept, new Set(chapter.events.map((e) => e.id)));
      // A new event's marks come back with it; an edit, the event it started from.
      const suggested = replacing === null ? kept.suggested : undefined;
      const base = replacing === null ? undefined : kept.base;
      this.side = {
        kind: 'form',
        initial: record,
        replacing,
        ...(suggested ? { suggested } : {}),
        ...(base ? { base } : {}),
      };
    });
  }

  get #chapter(): Chapter {
    return this.#host.chapter();
  }

  /** The chapter as the diagram shows it: with the edited map while the editor is open. */
  readonly shownChapter: Chapter = $derived(
    this.side.kind === 'map' ? { ...this.#chapter, city: this.mapDraft } : this.#chapter,
  );

  /** Keeps the open form's record as typed, so a reload brings it back. */
  keepForm(record: EventRecord) {
    if (this.side.kind !== 'form') return;
    const { replacing, suggested, base } = this.side;
    const draft = {
      replacing,
      record,
      savedAt: this.#host.now?.() ?? new Date().toISOString(),
      ...(suggested ? { suggested } : {}),
      ...(base ? { base } : {}),
    };
    const id = this.#chapter.meta.id;
    void this.#drafts.then(({ store, keepDraft }) => {
      if (store) keepDraft(store, id, draft);
    });
  }

  closeForm() {
    const id = this.#chapter.meta.id;
    void this.#drafts.then(({ store, dropDraft }) => {
      if (store) dropDraft(store, id);
    });
    this.restoredAt = null;
    this.side = { kind: 'detail' };
  }

  /** Opens the map editor; with a name from the text, waiting for a click on the map to place it. */
  editMap(place?: { name: string; words: string }) {
    // An editor already open keeps what it holds.
    if (this.side.kind !== 'map') {
      const { city, meta } = this.#chapter;
      this.mapDraft = copyOf(city);
      this.#mapBase = { city: copyOf(city), details: detailsOf(meta) };
    }
    this.placeName = place ? { ...place, at: Date.now() } : null;
    this.side = { kind: 'map' };
  }

  closeMap() {
    this.side = { kind: 'detail' };
  }

  /** Saves the map editor's map (and a user chapter's details) against what it opened on (editSaves.ts). */
  async saveMap(city: CityMap, details?: MapDetails): Promise<Problem[]> {
    const now = this.#chapter;
    const nowDetails = detailsOf(now.meta);
    const base = this.#mapBase ?? { city: now.city, details: nowDetails };
    return (await lazy.editSaves()).saveMap(this.#host.library, now, base, { city, details }, nowDetails);
  }

  /** A gate dragged on the diagram lands on the nearest wall of its ring (geometry: the diagram's own chunk). */
  async dragGate(id: string, point: Point) {
    const { nearestWallPosition, ringRect } = await lazy.cityLayout();
    const gate = this.mapDraft.places.find((p) => p.id === id);
    const ring = this.mapDraft.rings.find((r) => r.id === gate?.ring) ?? this.mapDraft.rings[0];
    if (!gate || !ring) return;
    const { side, along } = nearestWallPosition(ringRect(ring), point);
    gate.side = side;
    gate.along = along;
  }

  /** Opens the form on a passage selected in the text; without one, says how. */
  async newEvent(range: { start: number; end: number } | null) {
    if (!range) {
      this.hint = message('newEventHint', this.#host.locale());
      return;
    }
    this.hint = null;
    // The quote finder loads with the form it fills, on first use: most sessions never author.
    const { draftFromPassage } = await lazy.eventDraft();
    this.restoredAt = null;
    const { record, suggested } = draftFromPassage(this.#chapter, range.start, range.end);
    this.side = { kind: 'form', initial: record, replacing: null, suggested };
  }

  editEvent(event: ChapterEvent) {
    this.restoredAt = null;
    const initial = eventRecord(event);
    this.side = { kind: 'form', initial, replacing: event.id, base: copyOf(initial) };
  }

  /**
   * Saves the form's event against what it opened on (editSaves.ts); on success closes the form and selects the
   * event, else returns the problems. `placement`: a new event's step, its own or with the events there.
   */
  async saveEvent(
    event: EventRecord,
    replacing: string | null,
    placement: Placement = 'new-step',
  ): Promise<Problem[]> {
    const base = this.side.kind === 'form' ? this.side.base : undefined;
    const { saveEvent } = await lazy.editSaves();
    const edit = await saveEvent(this.#host.library, this.#chapter, base, event, replacing, placement);
    if (edit.problems.length === 0) {
      this.closeForm();
      this.#host.select(edit.saved.id);
    }
    return edit.problems;
  }

  async deleteEvent(event: ChapterEvent) {
    const problems = await this.#host.library.deleteEvent(this.#chapter, event.id);
    if (problems.length) this.hint = problems.map((p) => p.message).join('; ');
    else this.#host.select(null);
  }

  /** The author's undo and redo in the key map (keys.ts); a field's own stay the field's. */
  keyHandlers(): Partial<Record<KeyAction, KeyHandler>> {
    return {
      undo: () => void this.#host.library.undo(this.#chapter.meta.id),
      redo: () => void this.#host.library.redo(this.#chapter.meta.id),
    };
  }
}
