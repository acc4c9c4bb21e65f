import { describe, expect, it } from 'vitest';
import { markFinder } from './markFinder';

describe('markFinder(marks)(x, y, radius)', () => {
  const marks = [
    { id: 'a', px: 10, py: 10 },
    { id: 'b', px: 20, py: 10 },
  ];
  it('finds the closest mark within the radius, and none farther', () => {
    const find = markFinder(marks);
    expect(find(17, 11)?.id).toBe('b');
    expect(find(12, 9)?.id).toBe('a');
    expect(find(50, 50)).toBeNull();
  });
  it('is made once per marks array: a scene kept for its layout keeps its quadtree', () => {
    expect(markFinder(marks)).toBe(markFinder(marks));
    expect(markFinder([...marks])).not.toBe(markFinder(marks));
  });
});
