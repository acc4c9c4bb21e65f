/**
 * Lighthouse (v12, its default mobile preset: simulated slow 4G and a 4× slower CPU) on each shipped chapter's
 * explorer URL, run by `npm run bench` against the same preview server as the rest. Each chapter is run RUNS
 * times, one after another; the median is reported with the spread (lowest–highest), which shows the machine's
 * noise: simulated throttling holds network timing steady, but the CPU work it scales (TBT above all) is the
 * machine's own.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM } from '../tests/chromium';

const run = promisify(execFile);

export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
}

/** One Lighthouse run of `url`, performance only. */
export async function lighthouse(url: string): Promise<LighthouseRun> {
  const out = join(mkdtempSync(join(tmpdir(), 'bench-lighthouse-')), 'report.json');
  await run(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--only-categories=performance',
      `--chrome-flags=${CHROMIUM.args.filter((flag) => flag !== '--headless').join(' ')} --headless`,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM.executablePath }, maxBuffer: 64 * 2 ** 20 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  const value = (id: string) => report.audits[id]!.numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
  };
}

/** The shipped chapters, as data/index.json lists them. */
export function shippedChapters(): string[] {
  return (JSON.parse(readFileSync('data/index.json', 'utf8')) as { chapters: string[] }).chapters;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Each chapter's explorer URL, `runs` times in turn (a chapter's runs spread over the whole measurement). */
export async function lighthouseChapters(base: string, runs: number) {
  const chapters = shippedChapters();
  const all = new Map<string, LighthouseRun[]>(chapters.map((id) => [id, []]));
  for (let r = 0; r < runs; r++) {
    for (const id of chapters) all.get(id)!.push(await lighthouse(`${base}#/${id}`));
  }
  return chapters.map((id) => {
    const results = all.get(id)!;
    const summary = (key: keyof LighthouseRun) => {
      const values = results.map((result) => result[key]);
      return { median: median(values), low: Math.min(...values), high: Math.max(...values) };
    };
    return {
      chapter: id,
      runs: results,
      score: summary('score'),
      fcp: summary('fcp'),
      lcp: summary('lcp'),
      tbt: summary('tbt'),
      cls: summary('cls'),
    };
  });
}
