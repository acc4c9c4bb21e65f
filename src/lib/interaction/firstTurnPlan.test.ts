import { describe, expect, it } from 'vitest';
import { drawnWhenNear, firstTurnPlan, lastTurn } from './firstTurnPlan';

describe('firstTurnPlan', () => {
  it('on a phone draws the map’s bar and the passage first, then the timeline, then the side column', () => {
    const plan = firstTurnPlan(true);
    expect(plan.reader).toBe(0);
    expect(plan.bar).toBe(0);
    expect(plan.timeline).toBe(1);
    expect(plan.side).toBe(2);
    expect(lastTurn(plan)).toBe(2);
  });

  it('on a wider screen draws the timeline first, then the reader, then the side column with its bar', () => {
    const plan = firstTurnPlan(false);
    expect(plan.timeline).toBe(0);
    expect(plan.reader).toBe(1);
    expect(plan.bar).toBe(plan.side);
    expect(lastTurn(plan)).toBe(2);
  });

  it('on a phone leaves the timeline until it is scrolled near; a wider screen draws every view in its turn', () => {
    expect(drawnWhenNear(true)).toEqual(['timeline']);
    expect(drawnWhenNear(false)).toEqual([]);
  });
});
