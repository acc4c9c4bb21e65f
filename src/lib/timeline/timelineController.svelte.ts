/**
 * The timeline's controller: from the chapter, the filtered events, the order, the lanes and the selection it
 * derives the layout, the phase bands, the scene (geometry, then the labels a click re-places), the focused
 * event's links and the hovered mark; it holds the zoom (d3-zoom through `horizontalZoom`) and answers the
 * timeline's keys, the overview's brush and the phase bands' clicks. The component only renders what it says.
 */
import { untrack } from 'svelte';
import { horizontalZoom } from '../interaction/zoom';
import { IDENTITY } from '../interaction/viewTransform';
import type { KeyAction, KeyHandler } from '../interaction/keys';
import { whenIdle } from '../interaction/whenIdle';
import { message, type Locale } from '../i18n/messages';
import { timelineMeasures } from '../labels/measure';
import { focusLinks, glyphBoxOfType, keptOverviewTicks, layoutMaxSpan } from './geometry';
import { intervalRows, phaseBands, timelineLayout } from './layout';
import type { LaneMode, OrderMode, TimelineLayout, TimelineMark } from './layout';
import { lastMadePer } from './lastMade';
import type { LinearScale } from './linearScale';
import {
  keptGeometry,
  timelineLabels,
  type GeometryInput,
  type LabelInput,
  type SceneGeometry,
  type TimelineScene,
} from './scene';
import { inRange, rangeTransform } from './view';
import { consequencesOf } from '../story/relations';
import type { Chapter, ChapterEvent } from '../model/types';
import { TimelineContext } from './timelineContext.svelte';
import { timelineNames, type TimelineNames } from './timelineNames';
import { lazy } from '../lazy';

export interface TimelineSource {
  chapter: Chapter;
  /** The events that pass the filters. */
  events: ChapterEvent[];
  order: OrderMode;
  lanes: LaneMode;
  selectedId: string | null;
  hoverId: string | null;
  locale: Locale;
  /** A faction's colour (the chapter's colour scale). */
  colorOf: (factionId: string | undefined) => string;
  /** Shows Chinese text of the chapter in the chosen script. */
  zh: (text: string) => string;
}

/** Above this many marks in view, the marks are drawn on a canvas. */
const CANVAS_ABOVE = 150;
/** The selected mark's halo (r = 13) is bigger than any glyph. */
const HALO = { x0: -14, x1: 14, y0: -14, y1: 14 };
/** How much + and − zoom. */
const ZOOM_STEP = 1.6;

type Marks = TimelineScene['marks'];
/** A link from the focused event to a cause or a consequence, between the two marks' positions. */
export type PlacedLink = ReturnType<typeof focusLinks>[number] & { a: [number, number]; b: [number, number] };

export class TimelineController {
  /** The plot's size, the zoom's transform and the lane scroll, and the scales derived from them. */
  readonly ctx: TimelineContext = new TimelineContext(() => ({
    domain: this.layout.domain,
    laneCount: this.layout.lanes.length,
    bandRows: this.bands.length ? Math.max(...this.bandRows) + 1 : 0,
    laneNameWidth: this.laneNameWidth,
  }));
  readonly zoomer = horizontalZoom({ onZoom: (t) => (this.ctx.transform = t) });
  /** The page's font stack, once measured: labels are measured with it, a conservative estimate until then. */
  fontFamily: string | null = $state(null);
  readonly #source: () => TimelineSource;
  /** Kept per layout, for the layout coming back (a filter cleared). */
  readonly #madeSelected = lastMadePer<TimelineLayout, TimelineMark | undefined>();
  /** Hit testing arrives with the first canvas (markFinder.ts); until it has, a pointer finds nothing. */
  #finderModule: typeof import('./markFinder') | null = $state.raw(null);

  constructor(source: () => TimelineSource) {
    this.#source = source;
  }

  get #s(): TimelineSource {
    return this.#source();
  }

  readonly byId: Map<string, ChapterEvent> = $derived(new Map(this.#s.chapter.events.map((e) => [e.id, e])));
  readonly names: TimelineNames = $derived(
    timelineNames(this.#s.chapter, this.byId, this.#s.lanes, this.#s.locale, this.#s.zh),
  );

  readonly measure = $derived(timelineMeasures(this.fontFamily));
  readonly layout = $derived(
    timelineLayout(this.#s.events, this.#s.chapter.meta, this.#s.order, this.#s.lanes),
  );
  readonly bands = $derived(phaseBands(this.#s.events, this.#s.chapter.meta.phases, this.#s.order));
  readonly bandRows = $derived(intervalRows(this.bands));
  readonly laneNameWidth: number = $derived(
    Math.max(0, ...this.layout.lanes.map((l) => this.measure.lane(this.names.laneNameOf(l.key)))),
  );
  readonly colorById: Map<string, string> = $derived(
    new Map(this.#s.chapter.events.map((e) => [e.id, this.#s.colorOf(e.factions[0])])),
  );

  // What a scene needs beyond the view (the screen's and the export's differ only in lanes and canvas), in two
  // parts: the geometry does not read the selection, so a click re-places labels and leaves the marks alone.
  readonly geometryInput: Omit<GeometryInput, 'frame' | 'view' | 'canvasAbove'> & { x: LinearScale } =
    $derived({
      layout: this.layout,
      x: this.ctx.x,
      range: this.ctx.range,
      longest: layoutMaxSpan(this.layout),
      laneNameOf: this.names.laneNameOf,
      bands: this.bands.map((b, i) => ({
        ...b,
        row: this.bandRows[i]!,
        name: this.names.phaseShortName(b.id),
        short: this.names.phaseChineseName(b.id),
      })),
      measure: this.measure,
    });
  readonly labelInput: LabelInput = $derived({
    selectedId: this.#s.selectedId,
    glyphOf: (id, selected) => {
      const event = this.byId.get(id);
      return selected || !event ? HALO : glyphBoxOfType(event.type);
    },
    labelOf: this.names.labelOf,
    measure: this.measure,
  });
  readonly #view = $derived({ frame: this.ctx.frame, view: this.ctx.view, canvasAbove: CANVAS_ABOVE });
  /** Made again only when what it is made from changes by value: a cleared filter finds the chapter's own. */
  readonly geometry: SceneGeometry = $derived(keptGeometry({ ...this.geometryInput, ...this.#view }));
  readonly scene: TimelineScene = $derived({
    ...this.geometry,
    ...timelineLabels(this.geometry, this.labelInput),
  });

  readonly #consequences = $derived(consequencesOf(this.#s.chapter.events));
  readonly #focus = $derived(this.byId.get(this.#s.hoverId ?? this.#s.selectedId ?? '') ?? null);
  /** The focused event's causes and consequences, as segments between the marks in `marks`. */
  linksIn(marks: Marks): PlacedLink[] {
    const pairs = focusLinks(this.#focus, this.#consequences);
    if (!pairs.length) return [];
    const at = new Map(marks.map((m) => [m.id, [m.px, m.py] as [number, number]]));
    return pairs.flatMap((l) =>
      at.has(l.from) && at.has(l.to) ? [{ ...l, a: at.get(l.from)!, b: at.get(l.to)! }] : [],
    );
  }
  readonly links = $derived(this.linksIn(this.scene.marks));
  readonly hovered = $derived(
    this.#s.hoverId ? this.scene.marks.find((m) => m.id === this.#s.hoverId) : undefined,
  );
  // From the geometry, not the scene: a click changes the scene's labels, and must not rebuild the quadtree.
  readonly finder = $derived(
    this.#finderModule ? this.#finderModule.markFinder(this.geometry.marks) : () => null,
  );
  /** The overview strip's ticks, one path per colour. */
  readonly overviewTicks = $derived(keptOverviewTicks(this.layout, this.ctx.baseX, this.colorById));
  /** Where the selected mark is in data units: the only thing that brings it back into view. */
  readonly selectedMark: TimelineMark | undefined = $derived.by(() => {
    const [{ layout }, id] = [this, this.#s.selectedId];
    return this.#madeSelected(layout, id, () => layout.marks.find((m) => m.id === id));
  });

  /** For a component's script: loads hit testing with the first canvas, and warms it when the view is at rest. */
  start() {
    $effect(() => {
      if (this.ctx.measured && this.geometry.canvas && !this.#finderModule)
        void lazy.markFinder().then((module) => (this.#finderModule = module));
    });
    // The quadtree (~10 ms at 10,000 marks) and the selected label's bold font are made ready once the view is
    // at rest, not on every zoom frame and not by the click that first needs them.
    $effect(() => {
      if (!this.#finderModule || !this.geometry.canvas) return;
      const marks = this.geometry.marks;
      return whenIdle(() => {
        void this.finder;
        const first = marks[0];
        if (first) this.measure.selected(this.names.labelOf(first.id));
      });
    });
  }

  /** An `{@attach}`: the zoom's extent and its deepest zoom follow the plot and the marks. */
  readonly configureZoom = () => {
    const { frame } = this.ctx;
    this.zoomer.configure(
      [
        [frame.left, 0],
        [frame.width - frame.right, frame.height],
      ],
      Math.max(4, this.layout.marks.length / 4),
    );
  };

  /** An `{@attach}`: a selected mark out of view is panned into it. */
  readonly revealSelected = () => {
    const mark = this.selectedMark;
    if (!mark) return;
    untrack(() => {
      if (inRange(mark.x, this.ctx.range)) return;
      const target = this.ctx.baseX(mark.x);
      queueMicrotask(() => this.zoomer.translateTo(target));
    });
  };

  showRange(range: [number, number]) {
    const { k, x } = rangeTransform(range, this.ctx.frame);
    this.zoomer.transform({ k, x });
  }

  showPhase(id: string) {
    const band = this.bands.find((b) => b.id === id);
    if (band) this.showRange([this.ctx.baseX(band.x0), this.ctx.baseX(band.x1)]);
  }

  /** Zooms by `factor` around the selected mark, or the middle. */
  zoomBy(factor: number) {
    const mark = this.scene.marks.find((m) => m.id === this.#s.selectedId);
    this.zoomer.scaleBy(factor, mark?.px);
  }

  /** + and − zoom around the selected mark (or the middle), 0 shows the whole chapter (keys.ts). */
  keyHandlers(): Partial<Record<KeyAction, KeyHandler>> {
    return {
      zoomIn: () => this.zoomBy(ZOOM_STEP),
      zoomOut: () => this.zoomBy(1 / ZOOM_STEP),
      zoomReset: () => this.zoomer.transform(IDENTITY),
    };
  }

  /** What the export lays out again at its own size (lib/timeline/exportScene.ts, loaded with the export). */
  get laneCount() {
    return this.layout.lanes.length;
  }

  /** What every drawing of the timeline shares. */
  readonly layerProps = $derived({
    x: this.ctx.x,
    order: this.#s.order,
    locale: this.#s.locale,
    byId: this.byId,
    colorById: this.colorById,
    labelOf: this.names.labelOf,
    laneNameOf: this.names.laneNameOf,
    phaseNameOf: this.names.phaseNameOf,
    selectedId: this.#s.selectedId,
    marksLabel: message('timeline', this.#s.locale),
  });
}
