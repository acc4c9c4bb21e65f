// @vitest-environment jsdom
/**
 * The timeline and the diagram as SVG snapshot files (see svgSnapshot.ts). The views are being reworked, so these
 * files change with them: review the diff, then `npm run snapshots` rewrites them.
 */
import { render } from '@testing-library/svelte';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { syntheticChapter } from '../../lib/data/syntheticChapter';
import { standaloneSvg } from '../../lib/export/svgExport';
import WithChapterModel from '../../lib/testing/WithChapterModel.svelte';
import type { Chapter } from '../../lib/model/types';
import { dataChapter } from '../../lib/testing/dataChapter';
import CityDiagram from '../diagram/CityDiagram.svelte';
import Timeline from '../timeline/Timeline.svelte';
import { expectSnapshot, serializeSvg } from './svgSnapshot';

// jsdom lays nothing out: the timeline's plot gets a fixed size, as a 1366-wide window gives it.
const SIZE = { clientWidth: 900, clientHeight: 240 };
beforeAll(() => {
  for (const [key, value] of Object.entries(SIZE))
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // jsdom has no canvas; the canvas layer draws nothing here, which is what the export test is about.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterAll(() => {
  for (const key of Object.keys(SIZE))
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
});

function timelineSvg(chapter: Chapter, selectedId: string | null = null): SVGSVGElement {
  const rendered = render(WithChapterModel, {
    props: { chapter, eventId: selectedId, child: Timeline, props: { animate: false } },
  });
  lastTimeline = rendered.component.childInstance() as unknown as Timeline;
  return rendered.container.querySelector<SVGSVGElement>('svg[data-view="timeline"]')!;
}
let lastTimeline: Timeline | undefined;

describe('CityDiagram snapshot', () => {
  it('miyun at the middle step of the story: places in their state, the event’s movements and places', () => {
    const chapter = dataChapter('miyun');
    const step = Math.floor(chapter.events.length / 2);
    const selected = chapter.events[step]!;
    const { container } = render(WithChapterModel, {
      props: {
        chapter,
        eventId: selected.id,
        child: CityDiagram,
      },
    });
    const svg = container.querySelector('[data-view="diagram"] svg') ?? container.querySelector('svg')!;
    expectSnapshot('diagram-miyun-middle-step', serializeSvg(svg));
    // The first render compiles the diagram's modules: seconds on a loaded machine.
  }, 30_000);
});

describe('Timeline snapshot', () => {
  it('yanjing in story order, lanes by faction, one event selected', () => {
    const chapter = dataChapter('yanjing');
    expectSnapshot('timeline-yanjing', serializeSvg(timelineSvg(chapter, chapter.events[0]!.id)));
  });
});

describe('Timeline of a 300-event chapter (canvas mode)', () => {
  const chapter = syntheticChapter(300);

  it('draws its marks on the canvas, keeping SVG for the selected mark alone', () => {
    const svg = timelineSvg(chapter, chapter.events[10]!.id);
    expect(svg.parentElement!.querySelector('canvas')).not.toBeNull();
    const marks = [...svg.querySelectorAll('[data-event-id]')].map((e) => e.getAttribute('data-event-id'));
    expect(marks).toEqual([chapter.events[10]!.id]);
  });

  let exported: Document;
  it('exports a standalone SVG document, drawn offscreen as SVG whatever the screen draws on its canvas', async () => {
    timelineSvg(chapter);
    const copy = (await lastTimeline!.snapshotForExport())!;
    const text = standaloneSvg(copy.svg, 'Timeline', '#ffffff');
    copy.release();
    exported = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(exported.documentElement.tagName).toBe('svg');
    expect(exported.querySelector('parsererror')).toBeNull();
    // jsdom computes the style of each of the 300 marks' elements: seconds on a loaded machine.
  }, 30_000);

  // In canvas mode the export once held no marks at all; it draws every mark as SVG now.
  it('exports an SVG that holds all 300 marks', () => {
    expect(exported.querySelectorAll('[data-event-id]')).toHaveLength(300);
  });
});
