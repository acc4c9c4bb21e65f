// @vitest-environment jsdom
// (jsdom: so Svelte compiles this file and the controller for the client, as the timeline runs it.)
import { describe, expect, it, vi } from 'vitest';
import { IDENTITY } from '../interaction/viewTransform';
import type { Locale } from '../i18n/messages';
import { miniChapter } from '../testing/miniChapter';
import { TimelineController, type TimelineSource } from './timelineController.svelte';
import { exportScene } from './exportScene';

const chapter = miniChapter();
const ids = chapter.events.map((e) => e.id);

function setup(overrides: Partial<TimelineSource> = {}) {
  const source = $state<TimelineSource>({
    chapter,
    events: chapter.events,
    order: 'story',
    lanes: 'faction',
    selectedId: null,
    hoverId: null,
    locale: 'en' as Locale,
    colorOf: (faction) => `colour-of-${faction}`,
    zh: (text) => `«${text}»`,
    ...overrides,
  });
  const timeline = new TimelineController(() => source);
  // The plot as measured on the page.
  timeline.ctx.width = 800;
  timeline.ctx.height = 240;
  const zoom = {
    scaleBy: vi.spyOn(timeline.zoomer, 'scaleBy').mockImplementation(() => {}),
    transform: vi.spyOn(timeline.zoomer, 'transform').mockImplementation(() => {}),
  };
  return { timeline, source, zoom };
}

describe('TimelineController', () => {
  it('lays out a mark for every event shown, in lanes, with the plot’s frame', () => {
    const { timeline, source } = setup();
    expect(timeline.scene.marks.map((m) => m.id).sort()).toEqual([...ids].sort());
    expect(timeline.layout.lanes.length).toBeGreaterThan(0);
    source.events = chapter.events.slice(0, 1);
    expect(timeline.scene.marks.map((m) => m.id)).toEqual([ids[0]]);
  });

  it('colours each event by its first faction', () => {
    const { timeline } = setup();
    const event = chapter.events[0]!;
    expect(timeline.colorById.get(event.id)).toBe(`colour-of-${event.factions[0]}`);
  });

  it('names events, lanes and phases in the interface language, the Chinese in the chosen script', () => {
    const { timeline, source } = setup();
    const phase = chapter.meta.phases[0]!;
    // The English interface shows the Chinese as written.
    expect(timeline.names.phaseNameOf(phase.id)).toBe(`${phase.name} · ${phase.en}`);
    expect(timeline.names.phaseShortName(phase.id)).toBe(phase.en);
    source.locale = 'zh-Hant';
    expect(timeline.names.phaseNameOf(phase.id)).toBe(`«${phase.name}» · ${phase.en}`);
    expect(timeline.names.phaseShortName(phase.id)).toBe(`«${phase.name}»`);
    expect(timeline.names.labelOf(ids[0]!)).toMatch(/^«.*»$/);
  });

  it('draws the focused event’s links only between marks in view, and knows the hovered mark', () => {
    const { timeline, source } = setup();
    expect(timeline.links).toEqual([]);
    const linked = chapter.events.find((e) => e.causes.length > 0);
    if (!linked) throw new Error('the fixture names no cause');
    source.selectedId = linked.id;
    expect(timeline.links.length).toBeGreaterThan(0);
    expect(timeline.links.every((l) => l.from === linked.id || l.to === linked.id)).toBe(true);
    source.hoverId = ids[0]!;
    expect(timeline.hovered?.id).toBe(ids[0]);
  });

  it('answers + and − around the selected mark, and 0 with the whole chapter', () => {
    const { timeline, source, zoom } = setup();
    const keys = timeline.keyHandlers();
    keys.zoomIn!({} as never);
    expect(zoom.scaleBy).toHaveBeenLastCalledWith(1.6, undefined);
    source.selectedId = ids[1]!;
    keys.zoomOut!({} as never);
    const mark = timeline.scene.marks.find((m) => m.id === ids[1]);
    expect(zoom.scaleBy).toHaveBeenLastCalledWith(1 / 1.6, mark!.px);
    keys.zoomReset!({} as never);
    expect(zoom.transform).toHaveBeenLastCalledWith(IDENTITY);
  });

  it('zooms onto a phase band when it is clicked', () => {
    const { timeline, zoom } = setup();
    timeline.showPhase(timeline.bands[0]!.id);
    const { k } = zoom.transform.mock.lastCall![0];
    expect(k).toBeGreaterThanOrEqual(1);
    timeline.showPhase('no-such-phase');
    expect(zoom.transform).toHaveBeenCalledTimes(1);
  });

  it('scrolls the lanes that do not fit by Shift+wheel, between the first lane and the last', () => {
    const { timeline } = setup({ lanes: 'type' });
    // Room for one lane only.
    timeline.ctx.height = timeline.ctx.frame.top + timeline.ctx.frame.bottom + 20;
    const { view } = timeline.ctx;
    expect(view.scrolls).toBe(true);
    timeline.ctx.scrollLanes(view.laneH);
    expect(timeline.ctx.scrollTop).toBe(view.laneH);
    expect(timeline.ctx.view.first).toBe(1);
    timeline.ctx.scrollLanes(1e6);
    expect(timeline.ctx.view.first).toBe(view.count - view.rows);
    expect(timeline.ctx.scrollTop).toBe((view.count - view.rows) * view.laneH);
    timeline.ctx.scrollLanes(-1e6);
    expect(timeline.ctx.scrollTop).toBe(0);
  });

  it('gives the export every lane and every mark as SVG, at the height that holds them', () => {
    const { timeline } = setup();
    const { scene, frame } = exportScene(timeline);
    expect(scene.canvas).toBe(false);
    expect(scene.marks).toHaveLength(ids.length);
    expect(frame.height).toBeGreaterThanOrEqual(timeline.ctx.frame.height - 1);
  });
});
