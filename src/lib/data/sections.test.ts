import { describe, expect, it } from 'vitest';
import { checkSections, sectionAt, sectionStarts } from './sections';
import { eventRecord } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import { FIXTURE_SECTIONS, sectionedChapter } from '../testing/sectionedChapter';

const text = '题\n\n甲传\n甲者，人也。甲传之后。\n\n乙传\n乙亦人也。\n';

describe('sections', () => {
  it('puts a passage under the last heading line above it, and none before the first', () => {
    const starts = sectionStarts(text, ['乙传', '甲传']);
    expect(starts.map((s) => s.heading)).toEqual(['甲传', '乙传']);
    expect(sectionAt(starts, text.indexOf('甲者'))).toBe('甲传');
    expect(sectionAt(starts, text.indexOf('乙亦'))).toBe('乙传');
    expect(sectionAt(starts, 0)).toBeUndefined();
  });

  it('counts only whole lines: 甲传 inside a sentence is not a heading', () => {
    expect(sectionStarts(text, ['甲传'])[0]!.start).toBe(text.indexOf('甲传\n'));
    expect(checkSections(['甲者'], text, 'c.json')).toEqual([
      { file: 'c.json', path: '$.sections[0]', message: 'the section heading "甲者" is not a whole line of the text' },
    ]);
  });

  it('names a heading listed twice or found on two lines', () => {
    expect(checkSections(['甲传', '甲传'], text, 'c.json').map((p) => p.message)).toEqual([
      'the section heading "甲传" is listed twice',
    ]);
    expect(checkSections(['乙'], '乙\n乙\n', 'c.json').map((p) => p.message)).toEqual([
      'the section heading "乙" is a line of the text 2 times',
    ]);
  });
});

describe('loadChapter resolves each passage’s section once', () => {
  it('names the heading line above each event’s passage, and none in a chapter without sections', () => {
    const section = (id: string) => sectionedChapter().events.find((e) => e.id === id)!.section;
    expect(section('liao-assault')).toBe(FIXTURE_SECTIONS[0]);
    expect(section('liao-take-wall')).toBe(FIXTURE_SECTIONS[0]);
    expect(section('song-rout')).toBe(FIXTURE_SECTIONS[1]);
    expect(miniChapter().events.some((e) => 'section' in e)).toBe(false);
  });

  it('keeps the section out of the record an event is stored as', () => {
    const event = sectionedChapter().events[0]!;
    expect(event.section).toBeDefined();
    expect('section' in eventRecord(event)).toBe(false);
  });
});
