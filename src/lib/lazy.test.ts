import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/compileHintPlugin';

/**
 * What the first load carries is decided in the lazy registry: its modules' table (lib/lazy.ts) and its components'
 * (components/lazyComponents.ts); these tests hold it there. The budget is checked on a build
 * of its own (in a temporary folder), so it weighs the code under test, not a dist/ left from an earlier build,
 * and `npm test` can run it before its browser tests build. Bytes are deterministic; timing is the benchmark's.
 */

/**
 * Gzipped JS and CSS the page loads before it can draw: the entry chunk and everything it imports statically, in
 * kB as Vite prints them (1,000 bytes). 73.0 kB on 2026-12-03, when the timeline's scale left d3-scale behind.
 */
const ENTRY_BUDGET = 80_000;

/** The registry's two tables: the modules of src/lib and packages, and the components. */
const REGISTRY = ['src/lib/lazy.ts', 'src/components/lazyComponents.ts'];

/** Where import() may stay besides, and why (see lazy.ts). */
const ELSEWHERE = new Set([
  // The model, and so the import worker, reads messages: a worker bundle must not reach the registry.
  'src/lib/i18n/messages.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|svelte)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the lazy registry, the one place that names the modules loaded after the first render', () => {
  it('is the only place in src/ that calls import()', () => {
    const calls = sources('src').flatMap((file) => {
      const name = relative('.', file);
      if (REGISTRY.includes(name) || ELSEWHERE.has(name)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          // A type written `typeof import('…')` loads nothing.
          /(?<!typeof\s*)\bimport\s*\(/.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : [],
        );
    });
    expect(calls).toEqual([]);
  });
});

interface ManifestChunk {
  name?: string;
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

describe('the build’s entry', () => {
  let outDir = '';
  let manifest: Record<string, ManifestChunk> = {};

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'battle-chronicle-entry-'));
    // A build of its own process: the test runner's environment (VITEST) changes how the config resolves.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
    execFileSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      { env: { ...env, NODE_ENV: 'production' }, stdio: 'pipe' },
    );
    manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  /** The entry's chunk and every chunk it imports statically, by manifest key. */
  function firstLoad(): Set<string> {
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of manifest[key]!.imports ?? []) visit(next);
    };
    visit(entry!);
    return seen;
  }

  it(`loads at most ${ENTRY_BUDGET / 1000} kB of JS and CSS (gzip) before it can draw`, () => {
    const files = new Set(
      [...firstLoad()].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]),
    );
    const sizes = [...files].map(
      (file) => [file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length] as const,
    );
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(total, sizes.map(([file, size]) => `${file} ${size}`).join('\n')).toBeLessThanOrEqual(
      ENTRY_BUDGET,
    );
  });

  it('leaves every module the registry names out of the first load', async () => {
    // Each table's paths are relative to its own folder.
    const named = REGISTRY.flatMap((table) =>
      [...readFileSync(table, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].map(([, path]) =>
        join(dirname(table), path!.replace(/\?.*$/, '')),
      ),
    );
    const first = firstLoad();
    const inFirst = Object.entries(manifest)
      .filter(([key]) => first.has(key))
      .map(([, chunk]) => chunk.src ?? '');
    const early = named.filter((src) => inFirst.some((file) => file === src || file.startsWith(`${src}.`)));
    expect(early).toEqual([]);
    expect(named.length).toBeGreaterThan(20);
  });

  it('marks the entry and the first-paint chunk, and only those, for V8 to compile as they stream in', () => {
    const hinted = Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith('.js'))
      .filter((chunk) => readFileSync(join(outDir, chunk.file), 'utf8').startsWith(`${COMPILE_HINT}\n`))
      .map((chunk) => chunk.name ?? chunk.file);
    expect(hinted.sort()).toEqual(['first-paint', 'index']);
  });
});
