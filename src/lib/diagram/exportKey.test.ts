import { describe, expect, it } from 'vitest';
import { textWidth } from '../labels/text';
import { wrapLines } from './exportKey';

describe('wrapLines(text, maxWidth, size)', () => {
  const caption = 'The city at step 2: walls and gates as they stand after it, with this step’s moves.';

  it('keeps a caption that fits on one line', () => {
    expect(wrapLines(caption, 1000, 10)).toEqual([caption]);
  });

  it('breaks English between words, every line within the width, nothing lost', () => {
    const lines = wrapLines(caption, 200, 10);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe(caption);
  });

  it('breaks Chinese between characters', () => {
    const zh = '第2步时的城池：此步之后城墙与城门的状态，以及本步的行军。';
    const lines = wrapLines(zh, 100, 10);
    expect(lines.every((line) => textWidth(line, 10) <= 100)).toBe(true);
    expect(lines.join('')).toBe(zh);
  });

  it('puts a word wider than the line on a line of its own rather than dropping it', () => {
    expect(wrapLines('a Pneumonoultramicroscopic b', 40, 10)).toEqual(['a', 'Pneumonoultramicroscopic', 'b']);
  });
});
