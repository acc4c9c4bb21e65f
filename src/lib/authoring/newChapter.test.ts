import { describe, expect, it } from 'vitest';
import { bundleJson } from '../model/bundle';
import { readBundle } from '../data/readBundle';
import { draftEvent } from './eventDraft';
import { guessScript, headingTitle, newChapter, slug } from './newChapter';

const text = '城墙上的辽兵在杀退宋兵后，暂时占据了城墙。\n辽兵打开南门，宋兵溃逃。辽兵打开南门。';

describe('newChapter(text, title, taken, source)', () => {
  it('makes a chapter that validates, with a template city of four gates', () => {
    const bundle = newChapter(
      text,
      { zh: '小城之战', en: 'A Small Battle' },
      new Set(['a-small-battle']),
      'battle.txt',
    );
    expect(bundle.chapter.id).toBe('a-small-battle-2');
    expect(bundle.chapter.script).toBe('zh-Hans');
    expect(bundle.city.places.map((p) => [p.kind, p.side])).toEqual([
      ['gate', 'north'],
      ['gate', 'south'],
      ['gate', 'east'],
      ['gate', 'west'],
    ]);
    expect(readBundle(bundleJson(bundle), 'x').problems).toEqual([]);
  });

  it('tells the scripts apart and makes ids from titles', () => {
    expect(guessScript('遼兵殺退宋兵後，佔據了這段城牆')).toBe('zh-Hant');
    expect(slug('燕京', new Set())).toBe('chapter');
    expect(slug('The Fall of Yanjing!', new Set())).toBe('the-fall-of-yanjing');
  });

  it('takes the id from the file name where the title is in Chinese only', () => {
    const heading = '第六十六回　时迁火烧翠云楼　吴用智取大名府';
    const bundle = newChapter(text, { zh: heading, en: heading }, new Set(), 'shuihu-66.txt');
    expect(bundle.chapter.id).toBe('shuihu-66');
    expect(bundle.chapter.title).toEqual({ zh: heading, en: heading });
    expect(newChapter(text, { zh: '小城', en: '小城' }, new Set(), '小城.txt').chapter.id).toBe('chapter');
  });
});

describe('headingTitle(text)', () => {
  it.each([
    [
      '\n\u3000\u3000第六十六回　时迁火烧翠云楼　吴用智取大名府\n\n话说…',
      '第六十六回　时迁火烧翠云楼　吴用智取大名府',
    ],
    [
      '\uFEFF第六十六回　時遷火燒翠雲樓　吳用智取大名府\r\n話說…',
      '第六十六回　時遷火燒翠雲樓　吳用智取大名府',
    ],
    ['第三章 燕京之战\n辽兵打开南门。', '第三章 燕京之战'],
    ['  燕京之战  \n辽兵打开南门。', '燕京之战'],
  ])('takes the heading of %j as the title', (text, title) => expect(headingTitle(text)).toBe(title));

  it.each([
    ['城墙上的辽兵在杀退宋兵后，暂时占据了城墙。\n辽兵打开南门。'],
    ['第二日，宋江点起军马。'],
    ['话说宋江与吴用商议打大名府之计，吴用道：“如今元宵将近，北京大张灯火，庆赏元宵，正好乘此机会。”'],
    ['\n\n  \n'],
  ])('finds none where the text opens with prose: %j', (text) => expect(headingTitle(text)).toBeNull());
});

describe('draftEvent(chapter, start, end)', () => {
  it('is valid once a side is chosen, with the shortest context that makes a repeated quote unique', () => {
    const bundle = newChapter(text, { zh: '小城', en: 'Small' }, new Set(), 'x.txt');
    const loaded = readBundle(bundleJson(bundle), 'x');
    const chapterLike = { meta: bundle.chapter, city: bundle.city, text, events: [] };
    const start = text.lastIndexOf('辽兵打开南门');
    const event = draftEvent(chapterLike, start, start + 6);
    expect(event.anchor.exact).toBe('辽兵打开南门');
    expect(event.anchor.prefix ?? event.anchor.suffix).toBeTruthy();
    // The passage names neither side (攻方, 守方): none is ticked, and saving says a side is wanted.
    expect(event.factions).toEqual([]);
    const unsided = readBundle(bundleJson({ ...loaded.bundle!, events: [event] }), 'x');
    expect(unsided.problems.map((p) => p.path)).toEqual(['$.events[0].factions']);
    const sided = { ...event, factions: [bundle.chapter.factions[1]!.id] };
    const withEvent = readBundle(bundleJson({ ...loaded.bundle!, events: [sided] }), 'x');
    expect(withEvent.problems).toEqual([]);
  });
});
