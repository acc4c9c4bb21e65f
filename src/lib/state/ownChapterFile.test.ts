import { describe, expect, it } from 'vitest';
import type { StoredChapter } from '../authoring/storage';
import { bundleOf } from '../model/bundle';
import { miniChapter } from '../testing/miniChapter';
import { ownChapterFile } from './ownChapterFile';

describe('ownChapterFile(record)', () => {
  it('writes the user’s chapter as a chapter file with its notes, and nothing for a shipped chapter’s additions', () => {
    const bundle = bundleOf(miniChapter());
    const record: StoredChapter = {
      id: 'pasted',
      revision: 0,
      updatedAt: '',
      bundle,
      notes: { end: 'Ask why.' },
    };
    const file = ownChapterFile(record)!;
    expect(file.name).toBe('pasted.chapter.json');
    expect(JSON.parse(file.json)).toEqual(
      expect.objectContaining({ notes: { end: 'Ask why.' }, text: bundle.text }),
    );
    expect(ownChapterFile({ id: 'mini', revision: 0, updatedAt: '', events: [] })).toBeNull();
    expect(ownChapterFile(undefined)).toBeNull();
  });
});
