/**
 * The library's sync engine: this tab's work in IndexedDB (authoring/storage.ts), announced to other tabs on a
 * BroadcastChannel, merged with theirs event by event (authoring/eventOps.ts). A change another tab made to the
 * same event, note or map since is refused for that unit alone and kept, with theirs, until the user picks one
 * (conflicts.ts); a change storage cannot keep stays in this tab and goes with the next save that succeeds. Both
 * survive a reload through the tab's session storage (keptConflicts.ts). A plain class: the Library
 * (library.svelte.ts) loads it with the first need of storage and shows what it reports through its `SyncHost`.
 */
import { compact, inverse, opsBetween } from '../authoring/eventOps';
import type { Content, Op, Unit, Value } from '../authoring/eventOps';
import * as storage from '../authoring/storage';
import type { StoredChapter } from '../authoring/storage';
import { appProblem } from '../model/problem';
import { text, type Text } from '../i18n/messages';
import type { Problem } from '../model/types';
import { conflictPath, conflictText, followStored, mineOver, offered, shownWith } from './conflicts';
import { withConflicts, type ChapterConflict } from './conflicts';
import { browserKeptStore, keepKept, keptChapters, readKept, type KeptStore } from './keptConflicts';
import { openLibraryChannel } from './libraryChannel';
import { contentOf } from './libraryContent';
import { saveFailed, storageRefused, type Notice } from './libraryNotice';

/** What the engine reports, as it happens. */
export interface SyncHost {
  /** The records as stored when the tab opened, once they can be checked. */
  loaded(records: StoredChapter[]): void;
  /** A record as this tab shows it now: as stored, with this tab's unsaved work and its side of each conflict. */
  show(record: StoredChapter): void;
  conflicts(list: ChapterConflict[]): void;
  notice(notice: Notice | null): void;
  /** Resolves once stored work can be checked: another tab's save, or work kept over a reload, waits for it. */
  checks(): Promise<unknown>;
}

/** A change saved: the operations that take it back (null if none went through), and what was refused. */
export interface Change {
  undo: Op[] | null;
  /** One problem line per unit another tab changed since, worded for the user. */
  refused: Problem[];
  /** No other tab's work, and none of this tab's unsaved work, came in with it: the record is the change checked. */
  clean: boolean;
}

type Sent = { applied: Op[]; conflicts: ChapterConflict[]; revision: number; alone: boolean };

const fresh = (id: string): StoredChapter => ({ id, revision: 0, updatedAt: new Date().toISOString() });

export class LibrarySync {
  /** Each record as last read from or written to storage (the host shows it with this tab's unsaved work). */
  #stored = new Map<string, StoredChapter>();
  /** Operations storage could not keep: they live in this tab only, and go with the next save that succeeds. */
  #pending = new Map<string, Op[]>();
  #conflicts: ChapterConflict[] = [];
  #channel: BroadcastChannel | null = null;
  readonly #host: SyncHost;
  /** Null once closed: a tab closed while it loaded never starts to listen. */
  #channelName: string | null;
  /** Where this tab keeps its conflicts and unsaved operations across a reload; null keeps nothing. */
  readonly #session: KeptStore | null;

  /** `channelName`: where tabs announce their saves (null: no other tab is heard). `session`: where what a
   * reload must not lose is kept ('browser': the tab's session storage). */
  constructor(host: SyncHost, channelName: string | null, session: KeptStore | 'browser' | null) {
    this.#host = host;
    this.#channelName = channelName;
    this.#session = session === 'browser' ? browserKeptStore() : session;
  }

  /** Reads what is stored, starts to hear other tabs, and brings back what this tab kept over a reload. */
  async open() {
    // None, with a notice saying why, when storage is refused or missing.
    const records = await storage.loadStored().catch((error: unknown): StoredChapter[] => {
      this.#host.notice(storageRefused(error));
      return [];
    });
    this.#stored = new Map(records.map((r) => [r.id, r]));
    // Stored work must be checked before it is shown, so the checks load now, and only then.
    if (records.length) await this.#host.checks();
    this.#host.loaded(records);
    if (this.#channelName) this.#channel = openLibraryChannel(this.#channelName, (id) => this.#heard(id));
    await this.#restore();
  }

  close() {
    this.#channelName = null;
    this.#channel?.close();
    this.#channel = null;
  }

  /**
   * Brings back what this tab kept before a reload: each conflict re-checked against the record as stored now
   * and shown with this tab's version, the work storage could not keep sent again (its notice says if it still
   * cannot), and a chapter storage never took rebuilt from the file kept with it.
   */
  async #restore() {
    const session = this.#session;
    if (!session) return;
    const kept = keptChapters(session).map((id) => ({ id, ...readKept(session, id) }));
    if (!kept.some((k) => k.conflicts.length || k.pending.length || k.base)) return;
    await this.#host.checks();
    for (const { id, conflicts, pending, own, base } of kept) {
      if (!this.#stored.has(id) && base) this.#stored.set(id, { ...fresh(id), ...base });
      const stored = this.#stored.get(id);
      if (!stored && own) continue;
      // No record read (storage refused, or never took it): theirs cannot be re-checked, so it stays as last seen.
      const open = stored ? followStored(conflicts, id, stored, stored.versions ?? {}) : conflicts;
      this.#setConflicts([...this.#conflicts, ...open]);
      if (!stored) this.#stored.set(id, fresh(id));
      if (pending.length) {
        this.#pending.set(id, pending);
        await this.#send(id, []);
      } else this.#show(id);
    }
  }

  /** A chapter added whole, as stored (at revision 0 when storage failed: kept in this tab, and saved whole with
   * the next change storage takes); null when another tab added one with its id meanwhile. */
  async create(id: string, content: Content): Promise<StoredChapter | null> {
    const record: StoredChapter = { ...fresh(id), ...content };
    try {
      record.revision = await storage.saveStored({ id, ...content }, 0);
      this.#channel?.postMessage({ id });
      this.#host.notice(null);
      this.#stored.set(id, record);
    } catch (error) {
      if (error instanceof storage.ConflictError) return (this.#host.notice(saveFailed(id, error)), null);
      this.#stored.set(id, record);
      this.#failed(id, error);
    }
    return record;
  }

  /** Saves `content` over `shown` (the record as this tab shows it) as operations on the units it touches; null
   * when it changes nothing. If storage fails, the change is kept in this tab and a notice says so. */
  async change(id: string, shown: StoredChapter | undefined, content: Content): Promise<Change | null> {
    const ops = opsBetween(shown ? contentOf(shown) : {}, content, shown?.versions ?? {});
    if (!ops.length) return null;
    const clean = !this.#pending.has(id) && !this.#conflicts.some((c) => c.chapter === id);
    const sent = await this.#send(id, ops);
    return {
      undo: this.#reverse(sent),
      refused: sent.conflicts.map((c) => appProblem(id, conflictPath(c), conflictText(c))),
      clean: clean && !sent.conflicts.length && sent.alone,
    };
  }

  /** Applies operations kept for undo or redo; returns those that reverse what went through (null: nothing did). */
  async apply(id: string, ops: Op[]): Promise<Op[] | null> {
    return this.#reverse(await this.#send(id, ops));
  }

  /** Keeps one version of a conflict: mine is saved over theirs (returning its undo); theirs drops mine. */
  async resolve(conflict: ChapterConflict, keep: 'mine' | 'theirs'): Promise<Op[] | null> {
    // Mine stays offered, and kept for a reload, until it is stored: a reload during the write lost both.
    const sent = keep === 'mine' ? await this.#send(conflict.chapter, [mineOver(conflict)]) : null;
    this.#setConflicts(this.#conflicts.filter((c) => c !== conflict));
    if (!sent) this.#show(conflict.chapter);
    return sent && this.#reverse(sent);
  }

  /**
   * An edit made on what the user saw, of a unit another tab changed or deleted since (authoring/seenEdit.ts):
   * kept as a conflict with theirs, never saved over it; its words, or null when theirs is already the same.
   */
  offer(id: string, unit: Unit, mine: Value): Text | null {
    const stored = this.#stored.get(id) ?? fresh(id);
    const conflict = offered(id, contentOf(stored), stored.versions ?? {}, unit, mine);
    if (!conflict) return null;
    this.#setConflicts(withConflicts(this.#conflicts, [conflict]));
    this.#show(id);
    return conflictText(conflict);
  }

  #reverse = (sent: Sent): Op[] | null => (sent.applied.length ? inverse(sent.applied, sent.revision) : null);

  #setConflicts(list: ChapterConflict[]) {
    this.#conflicts = list;
    this.#host.conflicts(list);
  }

  /**
   * Sends `ops` (with any this tab still holds) to storage and shows the outcome. `applied` are those of `ops`
   * that went through (or are kept in the tab), at `revision`; `alone` when no other tab's work came in with them.
   */
  async #send(id: string, ops: Op[]): Promise<Sent> {
    const stored = this.#stored.get(id);
    const all = compact([...(this.#pending.get(id) ?? []), ...ops]);
    try {
      const saved = await storage.saveOps(id, all, stored ? contentOf(stored) : {});
      this.#pending.delete(id);
      if (saved.applied.length) this.#channel?.postMessage({ id });
      this.#host.notice(null);
      const alone = saved.record.revision === (stored?.revision ?? 0) + 1;
      if (saved.record.revision >= (this.#stored.get(id)?.revision ?? 0)) this.#stored.set(id, saved.record);
      const conflicts = saved.conflicts.map((c) => ({ ...c, chapter: id }));
      const versions = saved.record.versions ?? {};
      this.#setConflicts(withConflicts(followStored(this.#conflicts, id, saved.record, versions), conflicts));
      this.#show(id);
      const went = new Set(saved.applied.map((op) => op.unit));
      const applied = ops.filter((op) => went.has(op.unit));
      return { applied, conflicts, revision: saved.record.revision, alone };
    } catch (error) {
      this.#pending.set(id, all);
      this.#stored.set(id, stored ?? fresh(id));
      this.#failed(id, error);
      return { applied: ops, conflicts: [], revision: stored?.revision ?? 0, alone: true };
    }
  }

  /** Storage refused the chapter's work: the tab keeps it, and says if a reload would lose it (offering its file). */
  #failed(id: string, error: unknown) {
    const lost: Notice = { kind: 'error', text: text('lostOnReload', { id }), exportChapter: id };
    this.#host.notice(this.#show(id) ? saveFailed(id, error) : lost);
  }

  /**
   * Shows a record as stored, with this tab's work over it (conflicts.ts: shownWith). Every change to a chapter's
   * conflicts or unsaved work comes here, so it is kept for a reload here too; false when the tab could not.
   */
  #show(id: string): boolean {
    const pending = this.#pending.get(id) ?? [];
    const conflicts = this.#conflicts.filter((c) => c.chapter === id);
    const stored = this.#stored.get(id);
    // The user's own chapter that storage never took: its file is kept too, or nothing could rebuild it.
    const base = stored?.bundle && stored.revision === 0 ? contentOf(stored) : undefined;
    const kept =
      !this.#session ||
      keepKept(this.#session, id, { conflicts, pending, own: Boolean(stored?.bundle), base });
    if (!stored) return kept;
    this.#host.show(!pending.length && !conflicts.length ? stored : shownWith(stored, pending, conflicts));
    return kept;
  }

  async #heard(id: string) {
    const record = await storage.loadOne(id).catch(() => undefined);
    if (!record || record.revision <= (this.#stored.get(id)?.revision ?? 0)) return;
    // Another tab's work is shown only once it can be checked, like work stored before this tab opened.
    await this.#host.checks();
    this.#stored.set(id, record);
    this.#setConflicts(followStored(this.#conflicts, id, record, record.versions ?? {}));
    // Undo and redo hold operations, not snapshots: they still apply to the events the other tab left alone.
    this.#show(id);
    // A notice that this tab's work is not saved stays up until it is.
    if (!this.#pending.has(id)) this.#host.notice({ kind: 'info', text: text('updatedElsewhere', { id }) });
  }
}
