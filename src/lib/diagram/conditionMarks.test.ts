import { describe, expect, it } from 'vitest';
import { FORCE_CONDITIONS, type ForceCondition } from '../model/vocabulary';
import { CONDITION_MARKS, KEYED_CONDITIONS, exitPaths, overlayPath } from './conditionMarks';

const conditions = Object.keys(FORCE_CONDITIONS) as ForceCondition[];

describe('CONDITION_MARKS', () => {
  it('gives every condition a mark of its own: no two alike', () => {
    const signatures = conditions.map((c) => JSON.stringify(CONDITION_MARKS[c]));
    expect(new Set(signatures).size).toBe(conditions.length);
  });

  it('draws engaged with crossed swords on a whole banner, not a dashed ring like an inferred move', () => {
    expect(CONDITION_MARKS.engaged.overlay).toBe('swords');
    expect(CONDITION_MARKS.engaged.pieces).toHaveLength(1);
    expect(overlayPath('swords', 20)).toMatch(/^(M[-\d.]+,[-\d.]+L[-\d.]+,[-\d.]+){4}$/);
  });

  it('breaks a routed banner into pieces and a scattered one into more, further apart', () => {
    const spread = (c: ForceCondition) =>
      Math.max(...CONDITION_MARKS[c].pieces.map((p) => Math.hypot(p.dx, p.dy)));
    expect(CONDITION_MARKS.routed.pieces.length).toBeGreaterThan(1);
    expect(CONDITION_MARKS.scattered.pieces.length).toBeGreaterThan(CONDITION_MARKS.routed.pieces.length);
    expect(spread('scattered')).toBeGreaterThan(spread('routed'));
  });

  it('fades those that have left the field, each with its own overlay', () => {
    const gone = conditions.filter((c) => CONDITION_MARKS[c].faded);
    expect(gone.sort()).toEqual(['captured', 'destroyed', 'escaped']);
    expect(new Set(gone.map((c) => CONDITION_MARKS[c].overlay)).size).toBe(3);
  });

  it('keys every condition but intact', () => {
    expect(KEYED_CONDITIONS).toEqual(['engaged', 'routed', 'scattered', 'destroyed', 'escaped', 'captured']);
  });
});

describe('overlayPath(overlay, size) and exitPaths(outward, size)', () => {
  it('scales with the banner', () => {
    expect(overlayPath('strike', 10)).toBe('M-6,-6L6,6M6,-6L-6,6');
    expect(overlayPath('strike', 20)).toBe('M-12,-12L12,12M12,-12L-12,12');
    expect(overlayPath('none', 20)).toBe('');
  });

  it('points the way out along the outward vector', () => {
    const { line, head } = exitPaths([1, 0], 10);
    expect(line).toBe('M6,0L12.2,0');
    // The head's tip lies furthest out, its back corners either side of the line.
    expect(head).toBe('M16.12,0L12.2,1.96L12.2,-1.96Z');
  });
});
