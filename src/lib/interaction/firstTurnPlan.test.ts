import { describe, expect, it } from 'vitest';
import { firstTurnPlan, lastTurn, waitsToBeAsked } from './firstTurnPlan';

describe('firstTurnPlan', () => {
  it('on a phone draws the map’s bar and the passage first and leaves what is below the screen to be asked for', () => {
    const plan = firstTurnPlan(true);
    expect(plan.reader).toBe(0);
    expect(plan.bar).toBe(0);
    expect(plan.timeline).toBe('asked');
    expect(plan.side).toBe('asked');
    expect(lastTurn(plan)).toBe(0);
    expect(waitsToBeAsked(plan)).toBe(true);
  });

  it('on a wider screen draws the timeline first, then the reader, then the side column, and waits for nothing', () => {
    const plan = firstTurnPlan(false);
    expect(plan.timeline).toBe(0);
    expect(plan.reader).toBe(1);
    expect(plan.bar).toBe(plan.side);
    expect(lastTurn(plan)).toBe(2);
    expect(waitsToBeAsked(plan)).toBe(false);
  });
});
