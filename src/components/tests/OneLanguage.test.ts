// @vitest-environment jsdom
import { render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { beforeAll, describe, expect, it } from 'vitest';
import WithChapterModel from '../../lib/testing/WithChapterModel.svelte';
import { miniChapter } from '../../lib/testing/miniChapter';
import { loadLocale, type Locale } from '../../lib/i18n/messages';
import type { Chapter, ChapterEvent } from '../../lib/model/types';
import EventDetail from '../detail/EventDetail.svelte';
import EventTable from '../timeline/EventTable.svelte';
import Timeline from '../timeline/Timeline.svelte';
import { fixedLayout } from './jsdomLayout';

// Each test renders a detail, and the ids of earlier ones stay in the document: ids are matched as attributes.
fixedLayout();
beforeAll(() => loadLocale('zh-Hans'));

/** The mini chapter with one event written in one language only, as a teacher in a hurry saves it. */
function withOneSide(id: string, change: Pick<ChapterEvent, 'title' | 'summary'>): Chapter {
  const chapter = miniChapter();
  return { ...chapter, events: chapter.events.map((e) => (e.id === id ? { ...e, ...change } : e)) };
}
const chineseOnly = withOneSide('liao-take-wall', {
  title: { zh: '攻上南城墙' },
  summary: { zh: '辽兵攀上南城墙。' },
});
const englishOnly = withOneSide('liao-take-wall', {
  title: { en: 'The Liao take the south wall' },
  summary: { en: 'The Liao climb the south wall.' },
});

function shown(
  chapter: Chapter,
  child: typeof EventDetail | typeof EventTable | typeof Timeline,
  locale: Locale,
) {
  const props = child === Timeline ? { animate: false } : {};
  const rendered = render(WithChapterModel, { props: { chapter, child, props, locale } });
  return { container: rendered.container, model: rendered.component.chapterModel() };
}
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? null;

describe('an event written in one language', { timeout: 30_000 }, () => {
  it('shows its Chinese title and summary in the English interface, each marked "Chinese only"', async () => {
    const { container, model } = shown(chineseOnly, EventDetail, 'en');
    model.select('liao-take-wall');
    await tick();
    const title = container.querySelector('[id="detail-title"]')!;
    expect(text(title.querySelector('[lang="zh-Hans"]'))).toBe('攻上南城墙');
    expect(text(title.querySelector('[data-lang-mark]'))).toBe('Chinese only');
    expect(title.querySelector('[data-lang-mark]')!.getAttribute('lang')).toBe('en');
    // No English line made up, and none left empty.
    expect(container.querySelector('.en-title')).toBeNull();
    const summary = container.querySelector('[data-summary]')!;
    expect(summary.getAttribute('lang')).toBe('zh-Hans');
    expect(text(summary)).toBe('辽兵攀上南城墙。 Chinese only');
  });

  it('shows an event with both languages unmarked', async () => {
    const { container, model } = shown(miniChapter(), EventDetail, 'en');
    model.select('liao-take-wall');
    await tick();
    expect(container.querySelector('[data-lang-mark]')).toBeNull();
  });

  it('shows its English title in a Chinese interface, marked 仅英文', async () => {
    const { container, model } = shown(englishOnly, EventDetail, 'zh-Hans');
    model.select('liao-take-wall');
    await tick();
    const title = container.querySelector('[id="detail-title"]')!;
    expect(text(title.querySelector('[lang="en"]'))).toBe('The Liao take the south wall');
    expect(text(title.querySelector('[data-lang-mark]'))).toBe('仅英文');
    expect(text(container.querySelector('[data-summary]'))).toBe('The Liao climb the south wall. 仅英文');
  });

  it('is listed in the event table with its Chinese title and the mark', () => {
    const { container } = shown(chineseOnly, EventTable, 'en');
    const row = container.querySelector('tr[data-event-id="liao-take-wall"] button');
    expect(text(row)).toBe('攻上南城墙 Chinese only');
  });

  it('is named on the timeline by its Chinese title with the mark, never by an empty label', () => {
    const { container } = shown(chineseOnly, Timeline, 'en');
    const mark = container.querySelector('.mark[data-event-id="liao-take-wall"]')!;
    expect(mark.getAttribute('aria-label')).toContain('攻上南城墙 (Chinese only)');
  });
});
