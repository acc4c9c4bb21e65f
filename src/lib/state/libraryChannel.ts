/**
 * What tabs tell each other about the library: only that a chapter was saved, as `{ id }`; the work itself never
 * goes on the channel, each tab reads it from storage. Any page of the origin (from disk, any local HTML file) can
 * post on the channel, so a message of another shape is dropped, and a chapter told again while it is being read
 * is read once more after, not once per message: a flood costs a check per message.
 */

/** A chapter id (schemaFields.ts's pattern), of a length no chapter has beyond. */
const CHAPTER_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ID_LENGTH = 200;

/** The chapter a message says was saved, or null for anything that is not exactly `{ id }`. */
export function savedChapterOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  let fields = 0;
  for (const key in data) if (!Object.hasOwn(data, key) || ++fields > 1) return null;
  const { id } = data as { id?: unknown };
  return typeof id === 'string' && id.length <= MAX_ID_LENGTH && CHAPTER_ID.test(id) ? id : null;
}

/** Reads each chapter told at most once at a time, and once more if told again meanwhile. */
export class HeardChapters {
  /** Chapters being read; true when told again since the read began. */
  readonly #reading = new Map<string, boolean>();
  readonly #read: (id: string) => Promise<void>;

  constructor(read: (id: string) => Promise<void>) {
    this.#read = read;
  }

  /** A message came: read its chapter, unless it is not a library message. */
  heard(data: unknown) {
    const id = savedChapterOf(data);
    if (id === null) return;
    if (this.#reading.has(id)) this.#reading.set(id, true);
    else void this.#run(id);
  }

  async #run(id: string) {
    this.#reading.set(id, false);
    try {
      await this.#read(id);
    } finally {
      const again = this.#reading.get(id);
      this.#reading.delete(id);
      if (again) void this.#run(id);
    }
  }
}

/** The library's channel, heard through `HeardChapters`; null where the browser has no BroadcastChannel. */
export function openLibraryChannel(
  name: string,
  read: (id: string) => Promise<void>,
): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  const heard = new HeardChapters(read);
  channel.onmessage = (event: MessageEvent<unknown>) => heard.heard(event.data);
  return channel;
}
