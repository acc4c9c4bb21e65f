import { describe, expect, it } from 'vitest';
import { dataChapter } from '../testing/dataChapter';
import { miniChapter } from '../testing/miniChapter';
import { escapeHtml, quoteMedia, timelineJs } from './timelineJs';

const yanjing = dataChapter('yanjing');

describe('timelineJs(chapter, locale)', () => {
  it('opens on a title slide with the chapter, its city and its setting', () => {
    const { title } = timelineJs(yanjing);
    expect(title.text.headline).toBe(`${yanjing.meta.title.zh} · ${yanjing.meta.title.en}`);
    expect(title.text.text).toContain(yanjing.meta.city.name);
    expect(title.text.text).toContain(escapeHtml(yanjing.meta.setting.en.slice(0, 40)));
    expect(title).not.toHaveProperty('start_date');
  });

  it('has one slide per event, in story order, whose year is its step', () => {
    const { events } = timelineJs(yanjing);
    expect(events).toHaveLength(yanjing.events.length);
    const years = events.map((e) => Number(e.start_date.year));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    const first = yanjing.events.find((e) => e.id === events[0]!.unique_id)!;
    expect(years[0]).toBe(first.storyOrder);
  });

  it('says the step and the phase in every displayed date, never a year', () => {
    const mini = miniChapter();
    const { events } = timelineJs(mini);
    const assault = events.find((e) => e.unique_id === 'liao-assault')!;
    expect(assault.display_date).toBe('Step 1 · Phase: Breach');
    expect(assault.start_date.display_date).toBe(assault.display_date);
    expect(events.find((e) => e.unique_id === 'song-rout')!.display_date).toBe('Step 3');
    expect(timelineJs(mini, 'zh-Hans').events[0]!.display_date).toBe('第1步 · 阶段：破城');
  });

  it('writes an event in one language with its mark, never an empty or "undefined" headline', () => {
    const mini = miniChapter();
    const oneSided = {
      ...mini,
      events: mini.events.map((e) =>
        e.id === 'liao-assault' ? { ...e, title: { zh: '辽兵攻城' }, summary: { zh: '辽兵攻南门。' } } : e,
      ),
    };
    const slide = timelineJs(oneSided).events.find((e) => e.unique_id === 'liao-assault')!;
    expect(slide.text).toEqual({ headline: '辽兵攻城 (Chinese only)', text: '辽兵攻南门。 (Chinese only)' });
    const zh = timelineJs(oneSided, 'zh-Hans').events.find((e) => e.unique_id === 'liao-assault')!;
    expect(zh.text).toEqual({ headline: '辽兵攻城', text: '辽兵攻南门。' });
  });

  it('gives an event that lasts an end date and says its steps', () => {
    const mini = miniChapter();
    const lasting = { ...mini, events: mini.events.map((e, i) => (i === 0 ? { ...e, storyEnd: 2 } : e)) };
    const first = timelineJs(lasting).events[0]!;
    expect(first.end_date).toEqual({ year: '2', display_date: first.display_date });
    expect(first.display_date).toBe('Steps 1–2 · Phase: Breach');
  });

  it('shows each passage as a blockquote media item, with the book as its credit, not the file', () => {
    const { events } = timelineJs(yanjing);
    const event = yanjing.events.find((e) => e.id === events[0]!.unique_id)!;
    const quote = yanjing.text.slice(event.start, event.end);
    expect(events[0]!.media.url).toBe(`<blockquote>${quote}</blockquote>`);
    expect(events[0]!.media.credit).toContain('web novel, title, author and chapter not recorded');
    expect(events[0]!.media.credit).not.toContain(yanjing.meta.source);
    expect(timelineJs(dataChapter('jieting-novel'), 'zh-Hans').events[0]!.media.credit).toBe(
      '罗贯中《三国演义》第九十五回「马谡拒谏失街亭　武侯弹琴退仲达」',
    );
    expect(events[0]!.text.text).not.toContain(quote);
  });

  it('makes an era of each phase, from its first step to its last', () => {
    const { eras } = timelineJs(yanjing);
    expect(eras.map((e) => e.text.headline)).toEqual(yanjing.meta.phases.map((p) => p.en));
    for (const [i, phase] of yanjing.meta.phases.entries()) {
      const steps = yanjing.events.filter((e) => e.phase === phase.id).map((e) => e.storyOrder);
      expect(Number(eras[i]!.start_date.year)).toBe(Math.min(...steps));
      expect(Number(eras[i]!.end_date.year)).toBeGreaterThanOrEqual(Math.max(...steps));
    }
  });

  it('leaves out a phase no event belongs to', () => {
    const mini = miniChapter();
    const extra = {
      ...mini,
      meta: { ...mini.meta, phases: [...mini.meta.phases, { id: 'x', name: '无', en: 'None' }] },
    };
    expect(timelineJs(extra).eras.map((e) => e.text.headline)).toEqual(['Breach']);
  });
});

describe('quoteMedia(quote, credit)', () => {
  it('escapes the quote inside the blockquote, so only the blockquote is markup', () => {
    const media = quoteMedia('<img src=x onerror="alert(1)">“城破”&', 'a <b>');
    expect(media.url).toBe(
      '<blockquote>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;“城破”&amp;</blockquote>',
    );
    expect(media.credit).toBe('a &lt;b&gt;');
  });

  it('keeps a quote holding words TimelineJS takes for other media from being read as them', () => {
    const { url } = quoteMedia('an iframe, a Spotify song, documentcloud.org/x', '');
    expect(url).not.toMatch(/iframe|spotify|documentcloud\.org\//i);
    expect(url).toContain('&#105;frame');
    expect(url.startsWith('<blockquote>')).toBe(true);
  });
});
