/**
 * The chapter model is the only reader of the events: no component looks an event up, or indexes the events,
 * itself (issue 22). A component asks the model — `byId`, `storyIndexOf`, `stepIndexOf`, `eventColors`,
 * `relations` — so the lookup is built once per chapter, and its unit test covers the path users see.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'src/components';
/** A list of events by any of the names the components give one. */
const EVENTS = String.raw`\b(?:events|steps|shown|orderedIds)\b`;
const LOOKUPS = [
  // chapter.events.indexOf(event), steps.findIndex((s) => s.id === id), model.orderedIds.indexOf(id)
  new RegExp(String.raw`${EVENTS}\s*\.\s*(?:indexOf|findIndex|lastIndexOf)\s*\(`),
  // new Map(chapter.events.map((e) => [e.id, e])), new Map(events.map(...))
  new RegExp(String.raw`new\s+Map\s*\(\s*[\w.$]*${EVENTS}`),
];

/** The lines of `source` that index or map the events themselves, with their line numbers. */
export function eventLookups(source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, i) => (LOOKUPS.some((re) => re.test(line)) ? [`${i + 1}: ${line.trim()}`] : []));
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'tests' ? [] : sources(path);
    return /\.(svelte|ts)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('components read the events through the chapter model', () => {
  it('finds the lookups it is looking for, and not those over other lists', () => {
    expect(eventLookups('const i = chapter.events.indexOf(event);')).toHaveLength(1);
    expect(eventLookups('const at = $derived(steps.findIndex((s) => s.id === currentId));')).toHaveLength(1);
    expect(
      eventLookups('const byId = $derived(new Map(chapter.events.map((e) => [e.id, e])));'),
    ).toHaveLength(1);
    expect(eventLookups('index: model.orderedIds.indexOf(id) + 1,')).toHaveLength(1);
    expect(eventLookups("{message('slideCounter', locale, { n: deck.indexOf(slide) + 1 })}")).toEqual([]);
    expect(
      eventLookups('const placeById = $derived(new Map(chapter.city.places.map((p) => [p.id, p])));'),
    ).toEqual([]);
  });

  it('no component indexes or maps the events itself', () => {
    const found = sources(ROOT).flatMap((path) =>
      eventLookups(readFileSync(path, 'utf8')).map((line) => `${path}:${line}`),
    );
    expect(found).toEqual([]);
  });
});
