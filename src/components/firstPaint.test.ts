import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_VIEWS } from './firstPaint';

describe('FIRST_PAINT_VIEWS', () => {
  it('names exactly the views lazyComponents.ts loads for the first paint, so the page preloads what the page waits for', () => {
    const lazy = readFileSync('src/components/lazyComponents.ts', 'utf8');
    const names = /afterFirstPaint = \[([^\]]*)\]/.exec(lazy)?.[1]?.match(/lazyComponents\.(\w+)/g) ?? [];
    expect(names.length).toBeGreaterThan(0);
    const paths = names.map((name) => {
      const loader = new RegExp(
        `${name.slice('lazyComponents.'.length)}: onceComponent\\(\\(\\) => import\\('\\./([^']+)'\\)\\)`,
      );
      return loader.exec(lazy)?.[1];
    });
    expect(paths.map((path) => `components/${path}`)).toEqual([...FIRST_PAINT_VIEWS]);
  });
});
