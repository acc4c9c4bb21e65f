import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function validate(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', ...args], {
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, lines: run.stderr.trim().split('\n').filter(Boolean) };
}

describe('npm run validate -- --dir <fixture>', () => {
  it('accepts the valid fixture and exits 0', () => {
    const run = validate('--dir', 'tests/fixtures/valid');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('mini (3 events)');
  });

  it.each([
    [
      'bad-json',
      'tests/fixtures/bad-json/mini/city.json: $: not valid JSON at line 3, column 73: a comma was expected',
    ],
    [
      'unknown-place',
      'tests/fixtures/unknown-place/mini/events.json: $.events[1].places[2]: unknown place "gate-north"',
    ],
    [
      'duplicate-id',
      'tests/fixtures/duplicate-id/mini/events.json: $.events[2].id: duplicate event id "liao-assault" (first used at events[0])',
    ],
    [
      'late-cause',
      'tests/fixtures/late-cause/mini/events.json: $.events[0].causes[0]: cause "song-rout" (story step 3) does not come before "liao-assault" (story step 1)',
    ],
    [
      'missing-quote',
      'tests/fixtures/missing-quote/mini/events.json: $.events[0].anchor.exact: the quote of "liao-assault" is not in the text; the closest passage is "城外辽兵攻城"',
    ],
    ['wrong-sha', 'tests/fixtures/wrong-sha/mini/text.txt: $: sha256 '],
  ])('fails on the %s fixture with one clear line, and exits 1', (fixture, line) => {
    const run = validate('--dir', `tests/fixtures/${fixture}`);
    expect(run.code).toBe(1);
    expect(run.lines.some((l) => l.startsWith(line))).toBe(true);
    for (const l of run.lines) expect(l).toMatch(/^tests\/fixtures\/[\w-]+\/\S+: \$\S*: \S/);
  });

  it('prints the resolved data as contract JSON with --json, and nothing else on stdout', () => {
    const run = validate('--json', '--dir', 'tests/fixtures/valid');
    const data = JSON.parse(run.stdout);
    const [chapter] = data.chapters;
    expect(chapter).toMatchObject({ id: 'mini', source: 'fixture.txt', script: 'zh-Hans' });
    expect(chapter.places[0]).toEqual({ id: 'gate-south', name: '南门', kind: 'gate', side: 'south' });
    expect(chapter.events[1]).toEqual({
      id: 'liao-take-wall',
      type: 'wall-taken',
      storyOrder: 2,
      start: 9,
      end: 19,
      quote: '攻上南城墙，打开南门',
      places: ['南城墙', '南门'],
      // The contract now carries each event's movements (TEST-CONTRACT.md, forces).
      movements: [{ who: ['liao'], from: 'camp-outside', to: 'wall-south' }],
    });
    expect(chapter.forces).toEqual([]);
  });
});

describe('npm run validate on a chapter file exported from the app', () => {
  it('accepts <id>.chapter.json in place of a chapter folder', () => {
    const run = validate('--dir', 'tests/fixtures/bundle');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('mini (3 events)');
  });
});
