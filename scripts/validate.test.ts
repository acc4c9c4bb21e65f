import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runValidate } from './runValidate';

/** The validator in-process, through the very function the CLI calls. */
function validate(...args: string[]) {
  const run = runValidate(args);
  return { code: run.code, stdout: run.stdout, lines: run.stderr.trim().split('\n').filter(Boolean) };
}

describe('scripts/validate.ts, the CLI itself', () => {
  it('prints runValidate’s lines on stderr and exits with its code', () => {
    const dir = 'tests/fixtures/duplicate-id';
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', '--dir', dir], {
      encoding: 'utf8',
    });
    const direct = runValidate(['--dir', dir]);
    expect(direct.code).toBe(1);
    expect({ code: cli.status, stdout: cli.stdout, stderr: cli.stderr }).toEqual(direct);
  });
});

describe('runValidate(["--dir", folder], cwd)', () => {
  it('names files relative to cwd, whether the folder is given relative or absolute', () => {
    const absolute = runValidate(['--dir', resolve('tests/fixtures/unknown-place')]);
    expect(absolute.stderr).toBe(runValidate(['--dir', 'tests/fixtures/unknown-place']).stderr);
    expect(absolute.stderr).toMatch(/^tests\/fixtures\/unknown-place\/mini\/events\.json: /);
  });
});

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
      'shared-colour',
      'tests/fixtures/shared-colour/mini/chapter.json: $.factions[1].colour: colour "vermillion" of faction "song" is already that of faction "liao" (factions[0])',
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
    [
      'bad-inferred',
      'tests/fixtures/bad-inferred/mini/events.json: $.events[1].inferred[0].path: "movements[1].to" points at nothing: movements of event "liao-take-wall" has no item [1] (it has 1 item)',
    ],
    [
      'bad-inferred',
      'tests/fixtures/bad-inferred/mini/events.json: $.events[2].numbers[0].range: "数千宋兵" is "several" but has no "range"',
    ],
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
      summary: {
        en: 'The Liao climb the south wall and open the south gate.',
        zh: '辽兵攻上南城墙，打开南门。',
      },
      movements: [{ who: ['liao'], from: 'camp-outside', to: 'wall-south' }],
      inferred: ['movements[0].from'],
    });
    expect(chapter.events[0].inferred).toEqual([]);
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

describe('npm run validate on input that once printed a stack trace', () => {
  const folder = () => {
    const root = mkdtempSync(join(tmpdir(), 'bc-validate-'));
    cpSync('tests/fixtures/valid', root, { recursive: true });
    return root;
  };

  it('says in one line that events.json is nested too deep, and exits 1', () => {
    const root = folder();
    writeFileSync(join(root, 'mini', 'events.json'), `${'['.repeat(20000)}${']'.repeat(20000)}`);
    const run = runValidate(['--dir', root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /mini\/events\.json: \$: nested more than 200 levels deep at line 1, column 201/,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('says that a text.txt or events.json which is a folder is not a file', () => {
    for (const file of ['text.txt', 'events.json']) {
      const root = folder();
      rmSync(join(root, 'mini', file));
      mkdirSync(join(root, 'mini', file));
      const run = runValidate(['--dir', root]);
      expect(run).toMatchObject({ code: 1, stdout: '' });
      expect(run.stderr.trim()).toMatch(
        new RegExp(`mini/${file.replace('.', '\\.')}: \\$: is a folder, not a file$`),
      );
    }
  });

  it('refuses --dir without a folder instead of checking data/', () => {
    for (const args of [['--dir'], ['--dir', '--json']]) {
      const run = runValidate(args);
      expect(run).toEqual({
        stdout: '',
        stderr: 'validate: --dir: needs the folder to check after it\n',
        code: 1,
      });
    }
  });
});
