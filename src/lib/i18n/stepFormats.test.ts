/**
 * One event, one step number: every formatter that shows an event's step (the explorer's detail and the
 * timeline's marks, the deck's counter, strip and phase lists, the handout's list and figure, the TimelineJS
 * export and the diagram export's caption) gives the same number for the same event.
 */
import { describe, expect, it } from 'vitest';
import { timelineJs } from '../formats/timelineJs';
import { timelineFigure } from '../handout/layout';
import { lastStep, stepDigits, stepOf } from '../story/step';
import { buildDeck } from '../presentation/deck';
import { dataChapter } from '../testing/dataChapter';
import { message } from './messages';
import { stepLabel, stepOfTotal } from './names';

const miyun = dataChapter('miyun');
const numbers = (text: string) => [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));

describe('the step of 張瓊 breaking the barbican (miyun)', () => {
  const event = miyun.events.find((e) => e.id === 'zhang-qiong-breaks-barbican')!;
  const step = stepOf(event);

  it('is its story step, not its place among the events or the slides', () => {
    expect(step).toEqual({ first: 6, last: 6 });
    expect(miyun.events.indexOf(event) + 1).not.toBe(6);
    const deck = buildDeck(miyun, miyun.events);
    expect(deck.findIndex((s) => s.key === event.id) + 1).not.toBe(6);
  });

  it('reads the same in every view and export, in every language', () => {
    expect(stepLabel(step, 'en')).toBe('Step 6');
    expect(stepLabel(step, 'zh-Hant')).toBe('第6步');
    expect(stepOfTotal(step, lastStep(miyun.events), 'en')).toBe('Step 6 of 27');
    expect(stepOfTotal(step, lastStep(miyun.events), 'zh-Hans')).toBe('第6步 / 共27步');
    expect(stepDigits(step)).toBe('6');
    expect(timelineFigure(miyun, 600).marks.find((m) => m.id === event.id)!.number).toBe(6);
    const slide = timelineJs(miyun).events.find((e) => e.unique_id === event.id)!;
    expect(slide.display_date).toMatch(/^Step 6 · /);
    expect(slide.start_date.year).toBe('6');
    expect(numbers(message('diagramExportCaption', 'en', { n: step.first }))).toEqual([6]);
  });
});

describe('every event of every chapter', () => {
  for (const id of ['yanjing', 'miyun', 'beijing']) {
    it(`${id}: the deck counter, the handout figure, TimelineJS and the labels agree`, () => {
      const chapter = dataChapter(id);
      const marks = new Map(timelineFigure(chapter, 800).marks.map((m) => [m.id, m.number]));
      const dates = new Map(timelineJs(chapter).events.map((e) => [e.unique_id, e.display_date]));
      const total = lastStep(chapter.events);
      for (const event of chapter.events) {
        const { first, last } = stepOf(event);
        const span = first === last ? [first] : [first, last];
        expect(numbers(stepLabel(stepOf(event), 'en'))).toEqual(span);
        expect(numbers(stepDigits(stepOf(event)))).toEqual(span);
        expect(numbers(stepOfTotal(stepOf(event), total, 'en'))).toEqual([...span, total]);
        expect(numbers(dates.get(event.id)!).slice(0, span.length)).toEqual(span);
        expect(marks.get(event.id)).toBe(first);
      }
    });
  }
});
