/**
 * SVG snapshots, as Observable Plot keeps them (test/plot-snapshot.js): a rendered SVG serialized as diffable
 * text — one element per line, attributes sorted, numbers rounded, volatile attributes dropped — and compared with
 * a committed file under snapshots/. A missing file fails, as a difference does (with a line diff), on every
 * machine: a snapshot written by the run that checks it checks nothing. `UPDATE_SNAPSHOTS=1` (`npm run
 * snapshots`) writes them all.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';

const DIR = 'src/components/tests/snapshots';
const DIGITS = 2;
/** Attributes that say nothing about the drawing, or change from run to run. */
const VOLATILE = new Set(['tabindex', 'style:transition']);

/** Rounds every decimal number in `text` to DIGITS places, so float noise is not a difference. */
export function roundNumbers(text: string): string {
  return text.replace(/-?(?:\d*\.\d+(?:e[-+]?\d+)?|\d+e[-+]?\d+)/g, (n) => {
    const rounded = Number(Number(n).toFixed(DIGITS));
    return String(Object.is(rounded, -0) ? 0 : rounded);
  });
}

/** Svelte's scoped-style classes (`svelte-1x2y3z`) change with the component's CSS, not its drawing. */
const cleanClass = (value: string) =>
  value
    .split(/\s+/)
    .filter((c) => c && !/^svelte-[a-z0-9]+$/.test(c))
    .join(' ');

/** Browser-only style noise (Svelte sets a tap-highlight colour on clickable SVG) is not part of a drawing. */
const cleanStyle = (value: string) =>
  value
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !d.startsWith('-webkit-tap-highlight-color'))
    .join('; ');

/** Names and references, never numbers to round: ids, data-* and aria-* values. */
const isName = (name: string) => name === 'id' || name.startsWith('data-') || name.startsWith('aria-');

/**
 * A diagram names its definitions by its `$props.id()` (`c12-move-han`, pointed at as `url(#c12-move-han)`), which
 * counts the components mounted before it: the order tests run in, not the drawing.
 */
const mountOrder = (value: string) => value.replace(/(^|#)c\d+-/g, '$1uid-');

function clean(name: string, raw: string): string {
  const value = mountOrder(raw);
  if (name === 'class') return cleanClass(value);
  if (isName(name)) return value;
  return roundNumbers(name === 'style' ? cleanStyle(value) : value);
}

function attributes(element: Element): string {
  return [...element.attributes]
    .filter((a) => !VOLATILE.has(a.name))
    .map((a) => [a.name, clean(a.name, a.value)] as const)
    .filter(([name, value]) => !((name === 'class' || name === 'style') && value === ''))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The element and its subtree as indented text: what a snapshot file holds. */
export function serializeSvg(root: Element): string {
  const lines: string[] = [];
  const walk = (element: Element, depth: number) => {
    const pad = '  '.repeat(depth);
    const tag = element.tagName;
    const children = [...element.children];
    const own = [...element.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (children.length === 0) {
      lines.push(`${pad}<${tag}${attributes(element)}${own ? `>${escapeText(own)}</${tag}>` : ' />'}`);
      return;
    }
    lines.push(`${pad}<${tag}${attributes(element)}>${own ? escapeText(own) : ''}`);
    for (const child of children) walk(child, depth + 1);
    lines.push(`${pad}</${tag}>`);
  };
  walk(root, 0);
  return `${lines.join('\n')}\n`;
}

/** Compares `actual` with snapshots/<name>.svg: see the module comment for when it writes instead. */
export function expectSnapshot(name: string, actual: string, dir = DIR) {
  const file = join(dir, `${name}.svg`);
  const update = process.env.UPDATE_SNAPSHOTS === '1';
  if (!update && !existsSync(file))
    throw new Error(`${file} is missing; run \`npm run snapshots\`, review it and commit it`);
  if (update) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  expect(actual, `${file} differs; if the change is intended, run \`npm run snapshots\``).toBe(
    readFileSync(file, 'utf8'),
  );
}
