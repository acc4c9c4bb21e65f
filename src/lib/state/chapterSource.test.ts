import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { flushSync } from 'svelte';
import { ChapterSource, SHARED_FILE } from './chapterSource.svelte';
import { INDEX_FILE, INDEX_FORMAT, summaryOf } from '../data/chapterFiles';
import { miniChapter } from '../testing/miniChapter';

// No published files in these tests unless a test puts them in the page (`inPage`, as the page's preload would):
// otherwise the index cannot be read, as from a page without its chapters/ folder.
const inPage = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../data/publishedFiles', () => ({
  CHAPTERS_DIR: 'chapters',
  readPublished: async () => ({ ok: false, message: 'not published here' }),
  readPublishedNow: (name: string) => (inPage.has(name) ? { ok: true, value: inPage.get(name) } : null),
}));

const bundle = readFileSync('tests/fixtures/bundle/mini.chapter.json', 'utf8');

async function settled(source: ChapterSource) {
  await vi.waitFor(() => expect(source.list).not.toBeNull());
  flushSync();
  return source;
}

describe('new ChapterSource(search, shared)', () => {
  it('opens a shared chapter first, in memory, and lists it', async () => {
    const source = await settled(new ChapterSource('', bundle));
    const id = JSON.parse(bundle).chapter.id as string;
    expect(source.defaultChapterId).toBe(id);
    const state = source.chapter(id);
    expect(state.status).toBe('ready');
    expect(source.list!.map((s) => s.meta.id)).toEqual([id]);
  });

  it('gives the shared chapter the teacher’s notes its file brought, and no other chapter any', async () => {
    const parsed = JSON.parse(bundle) as { chapter: { id: string }; events: { id: string }[] };
    const id = parsed.chapter.id;
    const noted = parsed.events[0]!.id;
    const withNotes = JSON.stringify({ ...parsed, notes: { [noted]: 'Ask the class why.' } });
    const source = await settled(new ChapterSource('', withNotes));
    expect(source.chapter(id).status).toBe('ready');
    expect(source.notesGiven(id)).toEqual({ [noted]: 'Ask the class why.' });
    expect(source.notesGiven('other')).toEqual({});
  });

  it('shows a broken shared chapter as a chapter with its problems, named as the shared one', async () => {
    const source = await settled(
      new ChapterSource('', '{"format":"battle-chronicle-chapter","version":1,"text":"x"}'),
    );
    expect(source.defaultChapterId).toBe(SHARED_FILE);
    const state = source.chapter(SHARED_FILE);
    expect(state.status).toBe('failed');
    if (state.status === 'failed') expect(state.problems.map((p) => p.path)).toContain('$.chapter');
    expect(source.failed.map((f) => f.id)).toContain(SHARED_FILE);
  });

  it('says what is wrong with shared text that is not JSON', async () => {
    const source = await settled(new ChapterSource('', '{ not json'));
    const state = source.chapter(SHARED_FILE);
    expect(state.status).toBe('failed');
  });

  it('without a shared chapter opens none by default', async () => {
    const source = await settled(new ChapterSource(''));
    expect(source.defaultChapterId).toBeNull();
    expect(source.list).toEqual([]);
  });

  it('reads the index and the chapter the page preloaded at once, so the first render draws the chapter', () => {
    const chapter = miniChapter();
    inPage.set(INDEX_FILE, {
      format: INDEX_FORMAT,
      chapters: [{ ...summaryOf(chapter), file: 'mini.json' }],
      failed: [],
    });
    inPage.set('mini.json', chapter);
    try {
      const source = new ChapterSource('');
      expect(source.list?.map((s) => s.meta.id)).toEqual(['mini']);
      const state = source.chapter('mini');
      expect(state.status).toBe('ready');
      expect(state.status === 'ready' && state.chapter.events.length).toBe(chapter.events.length);
    } finally {
      inPage.clear();
    }
  });
});
