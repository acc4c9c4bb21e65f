/**
 * The lint rule that keeps src/lib's layers (eslint.config.js) does fail an import against them: each probe is
 * linted as if it were a file of the layer named, and an upward import must be reported while a downward one
 * passes; so must an upward `import()`, as the lazy registry writes them. (A reactive module is probed under a real file's name: the type-aware parser knows only the project's files.)
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(file: string, from: string): Promise<string[]> {
  return lintErrors(file, `import { x } from '${from}';\nexport const y = x;\n`);
}

/** The same for a module that loads `from` later, as the lazy registries do. */
async function loadErrors(file: string, from: string): Promise<string[]> {
  return lintErrors(file, `export const load = () => import('${from}');\n`);
}

async function lintErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

// ESLint loads the whole config (typescript-eslint, svelte) on its first lint: seconds on a loaded machine.
describe('the layers of src/lib', { timeout: 60_000 }, () => {
  it.each([
    ['src/lib/model/probe.ts', '../story/step'],
    ['src/lib/model/probe.ts', '../i18n/names'],
    ['src/lib/story/probe.ts', '../diagram/layout'],
    ['src/lib/diagram/probe.ts', '../state/selection.svelte'],
    ['src/lib/diagram/diagramMotion.svelte.ts', '../../components/diagram/CityDiagram.svelte'],
    ['src/lib/timeline/probe.ts', '../../components/timeline/Timeline.svelte'],
    ['src/lib/state/probe.ts', '../../components/ChapterView.svelte'],
    ['src/lib/i18n/messages.ts', '../model/types'],
  ])('%s may not import %s', async (file, from) => {
    expect(await layerErrors(file, from)).toHaveLength(1);
  });

  it.each([
    ['src/lib/story/probe.ts', '../model/types'],
    ['src/lib/model/probe.ts', '../i18n/messages'],
    ['src/lib/diagram/probe.ts', '../story/forceStates'],
    ['src/lib/diagram/probe.ts', '../labels/placement'],
    ['src/lib/state/probe.ts', '../diagram/scene'],
    ['src/components/probe.ts', '../lib/state/selection.svelte'],
    ['src/lib/diagram/diagramMotion.svelte.ts', '../state/chapterModel.svelte'],
  ])('%s may import %s', async (file, from) => {
    expect(await layerErrors(file, from)).toEqual([]);
  });

  it.each([
    ['src/lib/lazy.ts', '../components/diagram/CityDiagram.svelte'],
    ['src/lib/lazy.ts', '../components/timeline/timelineExport'],
    ['src/lib/diagram/probe.ts', '../state/librarySync'],
    ['src/lib/model/probe.ts', '../data/readBundle'],
  ])('%s may not load %s with import()', async (file, from) => {
    expect(await loadErrors(file, from)).toHaveLength(1);
  });

  it.each([
    ['src/lib/lazy.ts', './state/librarySync'],
    ['src/lib/lazy.ts', './formats/chapterFileWorker?worker'],
    ['src/lib/lazy.ts', 'd3-brush'],
    ['src/components/lazyComponents.ts', './diagram/CityDiagram.svelte'],
  ])('%s may load %s with import()', async (file, from) => {
    expect(await loadErrors(file, from)).toEqual([]);
  });
});
