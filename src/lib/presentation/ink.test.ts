import { describe, expect, it } from 'vitest';
import {
  addStroke,
  canUndo,
  clearSlide,
  inkPoint,
  noInk,
  strokePath,
  strokesOf,
  undo,
  type Stroke,
} from './ink';

const line: Stroke = {
  color: '#e00000',
  points: [
    [0.1, 0.1, 0.5],
    [0.2, 0.15, 0.5],
    [0.3, 0.2, 0.5],
  ],
};
const dot: Stroke = { color: '#0050d0', points: [[0.5, 0.5, 0.5]] };

describe('ink sheets', () => {
  it('addStroke(sheets, key, stroke) keeps each slide’s strokes apart', () => {
    const sheets = addStroke(addStroke(noInk, 'step-1', line), 'title', dot);
    expect(strokesOf(sheets, 'step-1')).toEqual([line]);
    expect(strokesOf(sheets, 'title')).toEqual([dot]);
    expect(strokesOf(sheets, 'end')).toEqual([]);
  });

  it('addStroke leaves the sheets it was given as they were', () => {
    const before = addStroke(noInk, 'a', line);
    addStroke(before, 'a', dot);
    expect(strokesOf(before, 'a')).toEqual([line]);
  });

  it('addStroke of a stroke without points changes nothing', () => {
    expect(addStroke(noInk, 'a', { color: '#111111', points: [] })).toBe(noInk);
  });

  it('clearSlide(sheets, key) clears only that slide', () => {
    const sheets = clearSlide(addStroke(addStroke(noInk, 'a', line), 'b', dot), 'a');
    expect(strokesOf(sheets, 'a')).toEqual([]);
    expect(strokesOf(sheets, 'b')).toEqual([dot]);
  });

  it('undo(sheets, key) takes back the last stroke, then the one before', () => {
    const sheets = addStroke(addStroke(noInk, 'a', line), 'a', dot);
    expect(strokesOf(undo(sheets, 'a'), 'a')).toEqual([line]);
    expect(strokesOf(undo(undo(sheets, 'a'), 'a'), 'a')).toEqual([]);
    expect(canUndo(undo(undo(sheets, 'a'), 'a'), 'a')).toBe(false);
  });

  it('undo after clearSlide brings the cleared ink back', () => {
    const drawn = addStroke(addStroke(noInk, 'a', line), 'a', dot);
    expect(strokesOf(undo(clearSlide(drawn, 'a'), 'a'), 'a')).toEqual([line, dot]);
  });

  it('undo on a slide without history changes nothing', () => {
    const sheets = addStroke(noInk, 'a', line);
    expect(undo(sheets, 'b')).toBe(sheets);
    expect(canUndo(sheets, 'b')).toBe(false);
    expect(clearSlide(sheets, 'b')).toBe(sheets);
  });
});

describe('inkPoint(clientX, clientY, box, pressure)', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it('stores the position as fractions of the box', () => {
    expect(inkPoint(300, 100, box, 0.8)).toEqual([0.5, 0.25, 0.8]);
  });

  it('clamps a pointer outside the box onto its edge', () => {
    expect(inkPoint(0, 500, box, 0.5)).toEqual([0, 1, 0.5]);
  });

  it('gives a pointer without pressure the default one', () => {
    expect(inkPoint(100, 50, box, 0)[2]).toBe(0.5);
  });

  it('never divides by an empty box', () => {
    expect(inkPoint(10, 10, { left: 0, top: 0, width: 0, height: 0 }, 0.5)).toEqual([0, 0, 0.5]);
  });
});

describe('strokePath(stroke, width, height)', () => {
  const numbers = (d: string) => d.match(/-?\d+(\.\d+)?/g)!.map(Number);

  it('draws a closed outline around the stroke in the area’s pixels', () => {
    const d = strokePath(line, 1000, 500);
    expect(d).toMatch(/^M.*Z$/);
    const xs = numbers(d).filter((_, i) => i % 2 === 0);
    expect(Math.min(...xs)).toBeGreaterThan(80);
    expect(Math.max(...xs)).toBeLessThan(320);
  });

  it('puts a stroke on the same spot of a resized area', () => {
    const small = numbers(strokePath(line, 1000, 500));
    const large = numbers(strokePath(line, 2000, 1000));
    const centre = (ns: number[]) =>
      ns.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0) / (ns.length / 2);
    expect(centre(large) / 2).toBeCloseTo(centre(small), 0);
  });

  it('draws a single tap as a dot', () => {
    expect(strokePath(dot, 1000, 500)).toMatch(/^M.*Z$/);
  });
});
