import { describe, expect, it } from 'vitest';
import { HeardChapters, savedChapterOf } from './libraryChannel';

describe('savedChapterOf(data)', () => {
  it('reads the chapter of exactly `{ id }`, and nothing else', () => {
    expect(savedChapterOf({ id: 'my-chapter-2' })).toBe('my-chapter-2');
    for (const data of [
      null,
      'my-chapter',
      ['my-chapter'],
      {},
      { id: 3 },
      { id: 'my-chapter', records: [] },
      { id: '__proto__' },
      { id: 'a'.repeat(201) },
      Object.assign(Object.create({ extra: 1 }), { id: 'my-chapter' }),
    ])
      expect(savedChapterOf(data)).toBeNull();
  });
});

describe('HeardChapters', () => {
  it('reads a chapter told 2,000 times while it is read twice in all: once, and once more after', async () => {
    const reads: string[] = [];
    const finish = new Map<string, () => void>();
    const heard = new HeardChapters((id) => {
      reads.push(id);
      return new Promise<void>((done) => finish.set(id, done));
    });
    for (let i = 0; i < 2000; i++) heard.heard({ id: 'miyun' });
    heard.heard({ id: 'yanjing' });
    heard.heard({ id: 'nothing', more: 1 });
    expect(reads).toEqual(['miyun', 'yanjing']);
    finish.get('miyun')!();
    await new Promise((done) => setTimeout(done, 0));
    expect(reads).toEqual(['miyun', 'yanjing', 'miyun']);
  });
});
