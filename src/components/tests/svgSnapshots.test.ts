// @vitest-environment jsdom
/**
 * Every shipped chapter's timeline, and its diagram at three steps, as SVG snapshot files (see svgSnapshot.ts).
 * A change to a view changes them: review the diff, then `npm run snapshots` rewrites them.
 */
import { readFileSync } from 'node:fs';
import { render } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { syntheticChapter } from '../../lib/data/syntheticChapter';
import { standaloneSvg } from '../../lib/export/svgExport';
import WithChapterModel from '../../lib/testing/WithChapterModel.svelte';
import type { Chapter } from '../../lib/model/types';
import { dataChapter } from '../../lib/testing/dataChapter';
import { TimelineSnapshots } from '../../lib/timeline/timelineSnapshots';
import CityDiagram from '../diagram/CityDiagram.svelte';
import Timeline from '../timeline/Timeline.svelte';
import { fixedLayout } from './jsdomLayout';
import { expectSnapshot, serializeSvg } from './svgSnapshot';

// jsdom lays nothing out: the timeline's plot gets a fixed size, as a 1366-wide window gives it; the canvas layer
// draws nothing here, which is what the export test is about.
fixedLayout();

/** Where the last timeline drawn provides its export's copy, as the panel's export buttons take it. */
let snapshots = new TimelineSnapshots();

function timelineSvg(chapter: Chapter, selectedId: string | null = null): SVGSVGElement {
  snapshots = new TimelineSnapshots();
  const rendered = render(WithChapterModel, {
    props: { chapter, eventId: selectedId, child: Timeline, props: { animate: false, snapshots } },
  });
  return rendered.container.querySelector<SVGSVGElement>('svg[data-view="timeline"]')!;
}

/** The shipped chapters, as data/index.json lists them. */
const CHAPTERS: string[] = (JSON.parse(readFileSync('data/index.json', 'utf8')) as { chapters: string[] })
  .chapters;

describe.each(CHAPTERS)('%s: snapshots', (id) => {
  const chapter = dataChapter(id);
  // The opening step, the middle of the story and its last step, by the chapter's own count of events.
  const steps = [0, Math.floor(chapter.events.length / 2), chapter.events.length - 1];

  it.each(steps)(
    'the diagram at the event of story index %i: places in their state, its moves and places',
    (i) => {
      const selected = chapter.events[i]!;
      const { container } = render(WithChapterModel, {
        props: { chapter, eventId: selected.id, child: CityDiagram },
      });
      const svg = container.querySelector('[data-view="diagram"] svg') ?? container.querySelector('svg')!;
      expectSnapshot(`diagram-${id}-${selected.id}`, serializeSvg(svg));
      // The first render compiles the diagram's modules: seconds on a loaded machine.
    },
    30_000,
  );

  it('the timeline in story order, lanes by faction, its first event selected', () => {
    expectSnapshot(`timeline-${id}`, serializeSvg(timelineSvg(chapter, chapter.events[0]!.id)));
  }, 30_000);
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
    const copy = (await snapshots.take())!;
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
