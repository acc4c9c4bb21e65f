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
import { dataChapter, dataChapterIds } from '../testing/dataChapter';
import { message } from './messages';
import { stepLabel, stepOfTotal } from './names';

const miyun = dataChapter('miyun');
const numbers = (text: string) => [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));

describe('the step of 張瓊 breaking the barbican (miyun)', () => {
  const event = miyun.events.find((e) => e.id === 'zhang-qiong-breaks-barbican')!;
  const step = stepOf(event);
  // Its record's story order, and the chapter's last step: so that records added elsewhere change neither claim.
  const n = event.storyOrder;
  const total = lastStep(miyun.events);

  it('is its story step, not its place among the events or the slides', () => {
    expect(step).toEqual({ first: n, last: n });
    expect(miyun.events.indexOf(event) + 1).not.toBe(n);
    const deck = buildDeck(miyun, miyun.events);
    expect(deck.findIndex((s) => s.key === event.id) + 1).not.toBe(n);
  });

  it('reads the same in every view and export, in every language', () => {
    expect(stepLabel(step, 'en')).toBe(`Step ${n}`);
    expect(stepLabel(step, 'zh-Hant')).toBe(`第${n}步`);
    expect(stepOfTotal(step, total, 'en')).toBe(`Step ${n} of ${total}`);
    expect(stepOfTotal(step, total, 'zh-Hans')).toBe(`第${n}步 / 共${total}步`);
    expect(stepDigits(step)).toBe(String(n));
    expect(timelineFigure(miyun, 600).marks.find((m) => m.id === event.id)!.number).toBe(n);
    const slide = timelineJs(miyun).events.find((e) => e.unique_id === event.id)!;
    expect(slide.display_date).toMatch(new RegExp(`^Step ${n} · `));
    expect(slide.start_date.year).toBe(String(n));
    expect(numbers(message('diagramExportCaption', 'en', { n: step.first }))).toEqual([n]);
  });
});

describe('every event of every chapter', () => {
  for (const id of dataChapterIds()) {
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
