/**
 * The user's own chapters and additions, on top of the shipped ones: every change is validated like data/,
 * saved to IndexedDB as it is made, undoable, and announced to other tabs. A change that cannot be saved (another
 * tab changed the chapter, the disk is full) is reported and never replaces the work on screen.
 */
import {
  bundleJson,
  BUNDLE_FORMAT,
  MAX_FILE_BYTES,
  readBundle,
  type ChapterBundle,
} from '../authoring/chapterBundle';
import { newChapter } from '../authoring/newChapter';
import { loadStored, loadOne, saveStored, StorageError, type StoredChapter } from '../authoring/storage';
import { decodeTextFile, type TextEncodingName } from '../authoring/textEncoding';
import { say, text, type Text } from '../i18n/messages';
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

/** A problem the app finds itself: in English for logs and tests, and in every language for the page. */
function appProblem(file: string, path: string, what: Text): Problem {
  return { file, path, message: say(what, 'en'), text: what };
}

function failureText(id: string, error: unknown): Text {
  if (error instanceof StorageError) return error.text;
  return text('saveFailed', { id, reason: error instanceof Error ? error.message : String(error) });
}

type Content = Pick<StoredChapter, 'bundle' | 'events' | 'city'>;

function recordOf(chapter: Chapter): EventRecord[] {
  return chapter.events.map(eventRecord);
}

export class Library {
  /** Shipped chapters, as loaded from data/. */
  shipped: Chapter[] = $state.raw([]);
  records: Map<string, StoredChapter> = $state.raw(new Map());
  notice: Notice | null = $state(null);
  ready = $state(false);
  #undo = new Map<string, Content[]>();
  #redo = new Map<string, Content[]>();
  #channel: BroadcastChannel | null = null;
  readonly #channelName: string | null;

  /** `channelName`: where tabs announce their saves to each other; null for a library that hears no other tab. */
  constructor(channelName: string | null = 'battle-chronicle') {
    this.#channelName = channelName;
  }

  /** Every chapter: shipped ones with the user's additions, then the user's own. */
  get chapters(): Chapter[] {
    return this.resolved.chapters;
  }

  resolved = $derived.by(() => {
    const chapters: Chapter[] = [];
    const failed: { id: string; problems: Problem[] }[] = [];
    for (const shipped of this.shipped) {
      const record = this.records.get(shipped.meta.id);
      if (!record?.events?.length && !record?.city) {
        chapters.push(shipped);
        continue;
      }
      const result = readBundle(
        bundleJson(this.#shippedBundle(shipped, record)),
        `${shipped.meta.id} (your additions)`,
      );
      if (result.chapter) chapters.push(result.chapter);
      else {
        chapters.push(shipped);
        failed.push({ id: shipped.meta.id, problems: result.problems });
      }
    }
    for (const record of this.records.values()) {
      if (!record.bundle || this.shipped.some((s) => s.meta.id === record.id)) continue;
      const chapter = resolve(record.bundle);
      if (chapter) chapters.push(chapter);
      else
        failed.push({ id: record.id, problems: readBundle(bundleJson(record.bundle), record.id).problems });
    }
    return { chapters, failed };
  });

  async init(shipped: Chapter[]) {
    this.shipped = shipped;
    try {
      this.records = new Map((await loadStored()).map((r) => [r.id, r]));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.notice = {
        kind: 'error',
        text: error instanceof StorageError ? error.text : text('storageRefused', { reason }),
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
    return Boolean(this.records.get(id)?.bundle) && !this.shipped.some((s) => s.meta.id === id);
  }

  /** The user may edit their own chapters' events and the events they added to shipped chapters. */
  editable(chapterId: string, eventId: string): boolean {
    if (this.isUserChapter(chapterId)) return true;
    return Boolean(this.records.get(chapterId)?.events?.some((e) => e.id === eventId));
  }

  /** Adds a chapter from a file: a .txt in any supported encoding, or an exported chapter file. */
  async addFile(file: File, encoding?: TextEncodingName): Promise<{ id: string } | { problems: Problem[] }> {
    const problem = (path: string, what: Text) => ({ problems: [appProblem(file.name, path, what)] });
    if (file.size > MAX_FILE_BYTES) {
      const size = (file.size / 1048576).toFixed(1);
      return problem('$', text('fileTooLarge', { size, limit: MAX_FILE_BYTES / 1048576 }));
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (/\.json$/i.test(file.name)) {
      const read = readBundle(new TextDecoder().decode(bytes), file.name);
      if (!read.bundle) return { problems: read.problems };
      const taken = new Set(this.chapters.map((c) => c.meta.id));
      if (taken.has(read.bundle.chapter.id)) {
        return problem('$.chapter.id', text('chapterExists', { id: read.bundle.chapter.id }));
      }
      return this.#addBundle(read.bundle);
    }
    const decoded = decodeTextFile(bytes, encoding);
    if (decoded.replacements > 0 || hasControlCharacters(decoded.text)) {
      const encoding = decoded.encoding.toUpperCase();
      return problem('encoding', text('wrongEncoding', { encoding, count: decoded.replacements }));
    }
    if (!decoded.text.trim()) return problem('$', text('emptyFile'));
    const title = file.name.replace(/\.[^.]+$/, '');
    return this.addText(decoded.text, { zh: title, en: title }, file.name);
  }

  async addText(text: string, title: { zh: string; en: string }, source: string) {
    const bundle = newChapter(text, title, new Set(this.chapters.map((c) => c.meta.id)), source);
    return this.#addBundle(bundle);
  }

  async #addBundle(bundle: ChapterBundle): Promise<{ id: string } | { problems: Problem[] }> {
    const saved = await this.#commit(bundle.chapter.id, { bundle }, false);
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

  async replaceEvents(chapter: Chapter, events: EventRecord[]): Promise<Problem[]> {
    return this.#setEvents(chapter, events);
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

  async #setEvents(chapter: Chapter, events: EventRecord[]): Promise<Problem[]> {
    return this.#check(chapter, this.#contentWith(chapter, { events }));
  }

  #contentWith(chapter: Chapter, change: { events?: EventRecord[]; city?: CityMap }): Content {
    const id = chapter.meta.id;
    const record = this.records.get(id);
    if (this.isUserChapter(id)) {
      return {
        bundle: {
          ...record!.bundle!,
          ...(change.events ? { events: change.events } : {}),
          ...(change.city ? { city: change.city } : {}),
        },
      };
    }
    const shipped = this.shipped.find((s) => s.meta.id === id)!;
    const shippedIds = new Set(shipped.events.map((e) => e.id));
    const events = change.events
      ? change.events.filter((e) => !shippedIds.has(e.id))
      : (record?.events ?? []);
    const city = change.city ?? record?.city;
    return { events, ...(city ? { city } : {}) };
  }

  async #check(chapter: Chapter, content: Content): Promise<Problem[]> {
    const id = chapter.meta.id;
    const bundle =
      content.bundle ??
      this.#shippedBundle(
        this.shipped.find((s) => s.meta.id === id)!,
        content,
      );
    const read = readBundle(bundleJson(bundle), chapter.meta.title.en);
    if (!read.bundle) return read.problems;
    return (await this.#commit(id, content, true))
      ? []
      : [appProblem(id, '$', this.notice?.text ?? text('notSaved'))];
  }

  #shippedBundle(shipped: Chapter, content: Content): ChapterBundle {
    return {
      format: BUNDLE_FORMAT,
      version: 1,
      chapter: shipped.meta,
      city: content.city ?? shipped.city,
      events: [...recordOf(shipped), ...(content.events ?? [])],
      text: shipped.text,
    };
  }

  /** Saves, then (only if saved) shows it and records it for undo. */
  async #commit(id: string, content: Content, undoable: boolean): Promise<boolean> {
    const before = this.records.get(id);
    try {
      const revision = await saveStored({ id, ...content }, before?.revision ?? 0);
      if (undoable && before) {
        this.#undo.set(id, [...(this.#undo.get(id) ?? []), pick(before)]);
        this.#redo.set(id, []);
      }
      this.#put({ id, ...content, revision, updatedAt: new Date().toISOString() });
      this.#channel?.postMessage({ id });
      this.notice = null;
      return true;
    } catch (error) {
      this.notice = { kind: 'error', text: failureText(id, error) };
      return false;
    }
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
    try {
      const revision = await saveStored({ id, ...target }, current.revision);
      from.set(id, stack.slice(0, -1));
      to.set(id, [...(to.get(id) ?? []), pick(current)]);
      this.#put({ id, ...target, revision, updatedAt: new Date().toISOString() });
      this.#channel?.postMessage({ id });
    } catch (error) {
      this.notice = { kind: 'error', text: failureText(id, error) };
    }
  }

  #put(record: StoredChapter) {
    const next = new Map(this.records);
    next.set(record.id, record);
    this.records = next;
    this.version++;
  }

  async #refresh(id: string) {
    const record = await loadOne(id).catch(() => undefined);
    if (record && record.revision > (this.records.get(id)?.revision ?? 0)) {
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
  };
}

/** Bytes read in the wrong encoding (or not text at all) show control characters no prose contains. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

function resolve(bundle: ChapterBundle): Chapter | null {
  return readBundle(bundleJson(bundle), bundle.chapter.id).chapter;
}

export const library = new Library();
