import { describe, expect, it } from 'vitest';
import { marksToPaint, paintList } from './canvasMarks';

const mark = (id: string, px: number, py: number, px2 = px) => ({ id, px, px2, py });

describe('marksToPaint(marks, colorOf, ratio)', () => {
  const colorOf = (id: string) => (id.startsWith('r') ? 'red' : 'blue');

  it('paints one mark of a colour per device pixel, the first, in the order given', () => {
    const marks = [mark('r1', 10.1, 20), mark('b1', 10.2, 20), mark('r2', 10.3, 20), mark('r3', 12, 20)];
    expect(marksToPaint(marks, colorOf, 1).map(({ mark, color }) => [mark.id, color])).toEqual([
      ['r1', 'red'],
      ['b1', 'blue'],
      ['r3', 'red'],
    ]);
  });

  it('keeps marks apart on a denser screen, and spans of different lengths', () => {
    const marks = [mark('r1', 10.1, 20), mark('r2', 10.4, 20), mark('r3', 10.1, 20, 40)];
    expect(marksToPaint(marks, colorOf, 1).map(({ mark }) => mark.id)).toEqual(['r1', 'r3']);
    expect(marksToPaint(marks, colorOf, 2).map(({ mark }) => mark.id)).toEqual(['r1', 'r2', 'r3']);
  });
});

describe('paintList(marks, colors, ratio)', () => {
  const marks = [mark('r1', 10.1, 20), mark('b1', 10.2, 20), mark('x', 30, 20)];
  const colors = new Map([
    ['r1', 'red'],
    ['b1', 'blue'],
  ]);
  it('is marksToPaint with the map’s colours, kept per marks array, colours and ratio', () => {
    const list = paintList(marks, colors, 1);
    expect(list.map(({ mark, color }) => [mark.id, color])).toEqual([
      ['r1', 'red'],
      ['b1', 'blue'],
      ['x', '#888888'],
    ]);
    expect(paintList(marks, colors, 1)).toBe(list);
    expect(paintList(marks, colors, 2)).not.toBe(list);
    expect(paintList(marks, new Map(colors), 2)).not.toBe(paintList(marks, colors, 2));
  });
});
