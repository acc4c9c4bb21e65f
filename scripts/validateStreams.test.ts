/**
 * Issue 26 item 15: the CLI whose standard output cannot be written says so in one line (or, for a reader that
 * closed the pipe, nothing), never with a Node stack trace.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, closeSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tsx = 'node_modules/.bin/tsx';

describe('npm run validate, with standard output that cannot be written', () => {
  it('exits quietly with the verdict into a pipe closed by its reader (| head -1)', async () => {
    const child = spawn(tsx, ['scripts/validate.ts', '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // The reader takes the first chunk and closes, as `head -1` does.
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(stderr).not.toMatch(/Error|at .*\(|EPIPE/);
    expect(code).toBe(0);
  }, 30_000);

  it.runIf(existsSync('/dev/full'))(
    'writes one line and exits 1 into a full disk (> /dev/full)',
    () => {
      const full = openSync('/dev/full', 'w');
      try {
        const run = spawnSync(tsx, ['scripts/validate.ts', '--json'], {
          stdio: ['ignore', full, 'pipe'],
          encoding: 'utf8',
        });
        expect(run.stderr).toBe('validate: cannot write standard output: ENOSPC\n');
        expect(run.status).toBe(1);
      } finally {
        closeSync(full);
      }
    },
    30_000,
  );
});
