import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { citationText } from './citation';
import type { ChapterMeta } from './types';

const meta = (id: string): ChapterMeta => JSON.parse(readFileSync(`data/${id}/chapter.json`, 'utf8'));
const toTraditional = (text: string) => text.replace(/马/g, '馬').replace(/罗/g, '羅');

describe('citationText', () => {
  const novel = meta('jieting-novel');

  it('credits the novel by author, book and numbered chapter in Chinese', () => {
    expect(citationText(novel, 'zh-Hans')).toBe(
      '罗贯中《三国演义》第九十五回「马谡拒谏失街亭　武侯弹琴退仲达」',
    );
  });

  it('shows the Chinese credit in the interface script', () => {
    expect(citationText(novel, 'zh-Hant', toTraditional)).toBe(
      '羅贯中《三国演义》第九十五回「馬谡拒谏失街亭　武侯弹琴退仲达」',
    );
  });

  it('credits the novel in English with the chapter number and its title', () => {
    expect(citationText(novel, 'en', toTraditional)).toBe(
      'Luo Guanzhong, Romance of the Three Kingdoms, chapter 95, "Ma Su rejects advice and loses Jieting; the Marquis of Wu plays the zither and drives off Zhongda"',
    );
  });

  it('names the history by its author and the biographies quoted', () => {
    const history = meta('jieting-history');
    expect(citationText(history, 'zh-Hans')).toBe(
      '陈寿《三国志》蜀书·诸葛亮传、马良传（附马谡）、王平传、赵云传，魏书·张郃传',
    );
    expect(citationText(history, 'en')).toMatch(/^Chen Shou, Records of the Three Kingdoms, Book of Shu: /);
  });

  it('says what is not known of a web novel rather than naming a book', () => {
    const yanjing = meta('yanjing');
    expect(citationText(yanjing, 'en')).toBe(
      'web novel, title, author and chapter not recorded, passage beginning 「城墙上的辽兵在杀退宋兵后」',
    );
    expect(citationText(yanjing, 'zh-Hans')).toBe(
      '网络小说，书名、作者、回目未记录：选段，起于「城墙上的辽兵在杀退宋兵后」',
    );
    expect(citationText(yanjing, 'zh-Hans')).not.toMatch(/《/);
  });

  it('never names the file the text came from', () => {
    for (const id of ['yanjing', 'miyun', 'beijing', 'jieting-novel', 'jieting-history']) {
      const m = meta(id);
      for (const locale of ['en', 'zh-Hans', 'zh-Hant'] as const)
        expect(citationText(m, locale)).not.toContain(m.source);
    }
  });

  it('falls back to the title for a chapter without a citation', () => {
    const { citation: _, ...bare } = novel;
    expect(citationText(bare, 'en')).toBe(`${novel.title.zh} · ${novel.title.en}`);
    expect(citationText(bare, 'zh-Hant', toTraditional)).toBe(
      `${toTraditional(novel.title.zh)} · ${novel.title.en}`,
    );
  });
});
