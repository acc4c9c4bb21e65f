import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('npm run validate -- --json (the command as TEST-CONTRACT.md gives it)', () => {
  it('prints one JSON document on standard output and nothing else', () => {
    const run = spawnSync('npm', ['run', 'validate', '--', '--json'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    const data = JSON.parse(run.stdout) as { chapters: { id: string }[] };
    const listed = (JSON.parse(readFileSync('data/index.json', 'utf8')) as { chapters: string[] }).chapters;
    expect(data.chapters.map((c) => c.id)).toEqual(listed);
    // npm's banner is still shown, on standard error.
    expect(run.stderr).toContain('> tsx scripts/validate.ts --json');
  });
});

describe('the install commands a person reads (README.md, .ci/run)', () => {
  // .npmrc keeps JSON mode for the command above; where a newcomer or CI's log reads npm's install summary, the
  // install asks for it in words.
  it.each(['README.md', '.ci/run'])('%s installs with npm ci --json=false', (file) => {
    const installs = readFileSync(file, 'utf8').match(/^\s*npm ci\b.*$/gm) ?? [];
    expect(installs.length).toBeGreaterThan(0);
    for (const line of installs) expect(line).toMatch(/npm ci --json=false\b/);
  });
});
