// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { summaryOf } from '../../lib/data/chapterFiles';
import { miniChapter } from '../../lib/testing/miniChapter';
import ChapterList from '../ChapterList.svelte';

describe('ChapterList', () => {
  it('lists each chapter with its event count', () => {
    render(ChapterList, { chapters: [summaryOf(miniChapter())], failed: [], locale: 'en', onopen: vi.fn() });
    const item = document.querySelector('[data-chapter-id="mini"]')!;
    expect(item.querySelector('.count')?.textContent).toBe('3');
    expect(screen.getByText('小城之战')).toBeTruthy();
  });

  it('shows the problems of a chapter that failed validation instead of nothing', () => {
    const problems = [
      {
        file: 'data/broken/events.json',
        path: '$.events[0].anchor.exact',
        message: 'the quote is not in the text',
      },
    ];
    render(ChapterList, {
      chapters: [],
      failed: [{ id: 'broken', problems }],
      locale: 'en',
      onopen: vi.fn(),
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('broken');
    expect(alert.textContent).toContain('data/broken/events.json');
    expect(alert.textContent).toContain('$.events[0].anchor.exact');
    expect(alert.textContent).toContain('the quote is not in the text');
  });
});
