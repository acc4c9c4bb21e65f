import { describe, expect, it } from 'vitest';
import { stackLabels } from './labels';

describe('stackLabels(wanted, gap, top, bottom)', () => {
  it('keeps labels that do not collide where they want to be', () => {
    expect(
      stackLabels(
        [
          { id: 'a', y: 50 },
          { id: 'b', y: 100 },
        ],
        10,
        0,
        200,
      ),
    ).toEqual([
      { id: 'a', y: 50 },
      { id: 'b', y: 100 },
    ]);
  });

  it('pushes colliding labels apart by at least the gap, in order of their wanted y', () => {
    const placed = stackLabels(
      [
        { id: 'b', y: 52 },
        { id: 'a', y: 50 },
        { id: 'c', y: 51 },
      ],
      10,
      0,
      200,
    );
    expect(placed.map((l) => l.id)).toEqual(['a', 'c', 'b']);
    for (let i = 1; i < placed.length; i++)
      expect(placed[i]!.y - placed[i - 1]!.y).toBeGreaterThanOrEqual(10);
  });

  it('pushes a run back up from the bottom, and keeps it inside top and bottom', () => {
    const placed = stackLabels(
      [
        { id: 'a', y: 195 },
        { id: 'b', y: 196 },
      ],
      10,
      0,
      200,
    );
    expect(placed[1]!.y).toBeLessThanOrEqual(195);
    expect(placed[1]!.y - placed[0]!.y).toBeGreaterThanOrEqual(10);
  });
});
