/**
 * English is split: the page's entry carries en.ts, the authoring chunks bring enAuthoring.ts. A component that
 * shows an authoring string without importing that table would throw "has no en text" on a fresh page; this test
 * finds any such component, and any key the two tables both hold.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { enAuthoring } from './locales/enAuthoring';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.(svelte|ts)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe('English split between the entry and the authoring chunks', () => {
  const keys = Object.keys(enAuthoring);

  it('holds each key in one of the two tables only', () => {
    expect(keys.filter((key) => key in en)).toEqual([]);
  });

  it('is imported by every file that shows an authoring string', () => {
    const missing = sources('src')
      .filter((file) => !file.includes('/locales/') && !file.includes('/testing/'))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const used = keys.filter((key) => new RegExp(`['"\`]${key}['"\`]`).test(text));
        return used.length && !text.includes('i18n/locales/enAuthoring')
          ? [`${file}: ${used.join(', ')}`]
          : [];
      });
    expect(missing).toEqual([]);
  });
});
