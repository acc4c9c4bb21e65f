// @vitest-environment jsdom
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectSnapshot, roundNumbers, serializeSvg } from './svgSnapshot';

describe('roundNumbers(text)', () => {
  it('rounds decimals to two places and leaves integers and names alone', () => {
    expect(roundNumbers('M5.9160797831,0A-0.0001,1e-7 x2 12')).toBe('M5.92,0A0,0 x2 12');
    expect(roundNumbers('translate(360.776px, 82px)')).toBe('translate(360.78px, 82px)');
  });
});

describe('serializeSvg(element)', () => {
  it('writes one element a line, attributes sorted, Svelte classes and tap-highlight style dropped', () => {
    const host = document.createElement('div');
    host.innerHTML =
      '<svg width="10" class="svelte-abc12"><g style="-webkit-tap-highlight-color: rgba(0,0,0,0); transform: translate(1.234px, 0px)" class="mark svelte-x9" data-event-id="a"><text y="1.005">城 &lt;</text></g></svg>';
    expect(serializeSvg(host.firstElementChild!)).toBe(
      [
        '<svg width="10">',
        '  <g class="mark" data-event-id="a" style="transform: translate(1.23px, 0px)">',
        '    <text y="1">城 &lt;</text>',
        '  </g>',
        '</svg>',
        '',
      ].join('\n'),
    );
  });
});

describe('expectSnapshot(name, text, dir)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'snapshots-'));
  afterEach(() => vi.unstubAllEnvs());

  it('fails on a missing snapshot on every machine, CI or not, and writes none', () => {
    for (const ci of ['', 'true']) {
      vi.stubEnv('CI', ci);
      vi.stubEnv('UPDATE_SNAPSHOTS', '');
      expect(() => expectSnapshot('one', 'x\n', dir)).toThrow('one.svg is missing');
      expect(existsSync(join(dir, 'one.svg'))).toBe(false);
    }
  });

  it('writes it under UPDATE_SNAPSHOTS=1, then passes on the same text and fails on another', () => {
    vi.stubEnv('UPDATE_SNAPSHOTS', '1');
    expectSnapshot('two', '<svg />\n', dir);
    expect(readFileSync(join(dir, 'two.svg'), 'utf8')).toBe('<svg />\n');
    vi.stubEnv('UPDATE_SNAPSHOTS', '');
    expectSnapshot('two', '<svg />\n', dir);
    expect(() => expectSnapshot('two', '<svg width="2" />\n', dir)).toThrow('two.svg differs');
  });

  it('rewrites a snapshot under UPDATE_SNAPSHOTS=1', () => {
    writeFileSync(join(dir, 'three.svg'), 'old\n');
    vi.stubEnv('UPDATE_SNAPSHOTS', '1');
    expectSnapshot('three', 'new\n', dir);
    expect(readFileSync(join(dir, 'three.svg'), 'utf8')).toBe('new\n');
  });
});

describe('serializeSvg(element) on names', () => {
  it('leaves ids, data-* and aria-* values as they are', () => {
    const host = document.createElement('div');
    host.innerHTML = '<svg><g id="e1.25" data-event-id="s-1e5" aria-label="Step 1.333" x="1.333" /></svg>';
    expect(serializeSvg(host.firstElementChild!)).toContain(
      '<g aria-label="Step 1.333" data-event-id="s-1e5" id="e1.25" x="1.33" />',
    );
  });
});
