import { describe, expect, it } from 'vitest';
import { miniChapter } from '../testing/miniChapter';
import { eventRecord } from '../model/types';
import { csvToEvents, escapeCell, eventsToCsv, unescapeCell } from './eventsCsv';
import { escapeHtml, timelineJs } from './timelineJs';

const HOSTILE = [
  '=HYPERLINK("http://example.invalid","click")',
  '+1+1',
  '-2+3',
  '@SUM(A1)',
  '\tx',
  "'=already",
];

describe('escapeCell(cell) / unescapeCell(cell)', () => {
  it('never lets a cell start with a formula character, and reads back exactly what was written', () => {
    for (const cell of [...HOSTILE, 'plain', '城门', "it's", "''=x"]) {
      expect(escapeCell(cell)).not.toMatch(/^[=+\-@\t\r]/);
      expect(unescapeCell(escapeCell(cell))).toBe(cell);
    }
  });
});

describe('eventsToCsv(events)', () => {
  const chapter = miniChapter();
  const events = chapter.events.map(eventRecord).map((e, i) => ({
    ...e,
    title: { zh: e.title.zh, en: HOSTILE[i % HOSTILE.length]! },
  }));

  it('writes no live formula cell', () => {
    const csv = eventsToCsv(events);
    const cells = csv.split('\n').flatMap((line) => line.split('","').map((c) => c.replace(/^"|"$/g, '')));
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
  });

  it('reads the escaped cells back as they were', () => {
    const read = csvToEvents(eventsToCsv(events), 'events.csv');
    expect(read.events?.map((e) => e.title.en)).toEqual(events.map((e) => e.title.en));
  });
});

describe('timelineJs(chapter)', () => {
  it('escapes every HTML character in what TimelineJS renders as HTML', () => {
    const chapter = miniChapter();
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>&';
    const evil = {
      ...chapter,
      events: chapter.events.map((e) => ({
        ...e,
        title: { zh: hostile, en: hostile },
        summary: { en: hostile, zh: hostile },
      })),
    };
    const json = JSON.stringify(timelineJs(evil));
    expect(json).not.toMatch(/<img|<script/);
    expect(escapeHtml(hostile)).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;&amp;',
    );
  });
});
