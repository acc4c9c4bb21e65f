import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The README is the front door; the rest of the documentation lives in docs/ and bench/README.md. */
const README = 'README.md';
const DOCS = [
  README,
  'bench/README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
];

/** Markdown without code: a link written inside a code span or block is an example, not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The targets of inline links and images, `[text](target)` and `![alt](target)`; the text may wrap. */
export function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const headings = markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm);
  return new Set([...headings].map((m) => headingSlug(m[1]!)));
}

/** What is wrong with each relative link of `file`: a missing file, or a heading the target does not have. */
function brokenLinks(file: string): string[] {
  const markdown = readFileSync(file, 'utf8');
  const broken: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …: not a file of the repository
    const [path = '', anchor] = target.split('#');
    const resolved = path ? join(dirname(file), decodeURI(path)) : file;
    if (!existsSync(resolved)) {
      broken.push(`${file}: (${target}): no file ${relative('.', resolved)}`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor))
      broken.push(`${file}: (${target}): ${relative('.', resolved)} has no heading #${anchor}`);
  }
  return broken;
}

describe('the documentation', () => {
  it('README.md stays a front door: at most 150 lines', () => {
    const lines = readFileSync(README, 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(150);
  });

  it("README.md's table of chapters lists every shipped chapter with its script and its records' count", () => {
    const rows = new Map(
      [...readFileSync(README, 'utf8').matchAll(/^\| `([^`]+)` \|.*\| (zh-Han[st]) \| (\d+) \|$/gm)].map(
        (m) => [m[1]!, { script: m[2]!, events: Number(m[3]) }],
      ),
    );
    const shipped = (JSON.parse(readFileSync('data/index.json', 'utf8')) as { chapters: string[] }).chapters;
    expect([...rows.keys()]).toEqual(shipped);
    for (const id of shipped) {
      const { script } = JSON.parse(readFileSync(`data/${id}/chapter.json`, 'utf8')) as { script: string };
      const { events } = JSON.parse(readFileSync(`data/${id}/events.json`, 'utf8')) as { events: unknown[] };
      expect(rows.get(id), id).toEqual({ script, events: events.length });
    }
  });

  it.each(DOCS)('every relative link in %s points to a file (and heading) that exists', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});

describe('linkTargets(markdown)', () => {
  it('finds links and images, also when the link text wraps, and skips code', () => {
    const markdown = [
      'See [the guide](docs/guide.md#keys) and ![a map](docs/images/explorer.png).',
      '[text that',
      'wraps](bench/README.md) `[not](a-link.md)`',
      '```',
      '[nor](this.md)',
      '```',
      '[web](https://example.org/x)',
    ].join('\n');
    expect(linkTargets(markdown)).toEqual([
      'docs/guide.md#keys',
      'docs/images/explorer.png',
      'bench/README.md',
      'https://example.org/x',
    ]);
  });
});

describe('headingSlug(heading)', () => {
  it.each([
    ["npm's JSON mode", 'npms-json-mode'],
    ['Adding a chapter to `data/`', 'adding-a-chapter-to-data'],
    ['In Chinese, Chinese', 'in-chinese-chinese'],
  ])('headingSlug(%j) is %j, as GitHub writes it', (heading, slug) => {
    expect(headingSlug(heading)).toBe(slug);
  });
});

/** Every shipped module and component under `dir` (tests and test helpers aside), by its name without extension. */
function moduleNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|svelte)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/\/(testing|tests|locales)\//.test(path))
    .map((path) =>
      path
        .split('/')
        .pop()!
        .replace(/(\.svelte)?\.(ts|svelte)$/, ''),
    );
}

describe('docs/architecture.md, the map of the tree', () => {
  it('names every module of src/lib and every component of src/components', () => {
    const map = readFileSync('docs/architecture.md', 'utf8');
    const missing = [...moduleNames('src/lib'), ...moduleNames('src/components')].filter(
      (name) => !new RegExp(`\\b${name}\\b`).test(map),
    );
    expect(missing).toEqual([]);
  });
});
