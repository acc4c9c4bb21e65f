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

  it('groups chapters by book, its title in the interface language with the other beside it, and what it is', () => {
    const mini = summaryOf(miniChapter());
    const book = {
      id: 'sanguozhi',
      title: { zh: '三国志', en: 'Records of the Three Kingdoms' },
      about: { zh: '陈寿所撰的史书。', en: 'The history by Chen Shou.' },
    };
    const chapters = [
      { ...mini, meta: { ...mini.meta, book } },
      { ...mini, meta: { ...mini.meta, id: 'own' } },
      { ...mini, meta: { ...mini.meta, id: 'second', book } },
    ];
    const shown = (locale: 'en' | 'zh-Hans') => {
      const { container, unmount } = render(ChapterList, { chapters, failed: [], locale, onopen: vi.fn() });
      const groups = [...container.querySelectorAll('section.book')].map((s) => ({
        title: s.querySelector('h2')?.textContent?.replace(/\s+/g, ' ').trim(),
        about: s.querySelector('.about')?.textContent,
        chapters: [...s.querySelectorAll('[data-chapter-id]')].map((li) =>
          li.getAttribute('data-chapter-id'),
        ),
      }));
      unmount();
      return groups;
    };
    expect(shown('en')).toEqual([
      {
        title: 'Records of the Three Kingdoms 三国志',
        about: 'The history by Chen Shou.',
        chapters: ['mini', 'second'],
      },
      { title: 'Other chapters', about: undefined, chapters: ['own'] },
    ]);
    expect(shown('zh-Hans').map((g) => [g.title, g.about])).toEqual([
      ['三国志 Records of the Three Kingdoms', '陈寿所撰的史书。'],
      ['其他章节', undefined],
    ]);
  });
});
