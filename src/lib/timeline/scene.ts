/**
 * Everything the timeline draws, in pixels, for one view: the marks in view (x range and lane window), which of
 * them the SVG layer draws (all, or only the selected one when the canvas layer draws the rest), their labels
 * placed so that none meets another label or a mark, the lane rows and the phase bands with names that fit.
 * Pure: the screen and the export build a scene the same way, the export with every lane and every mark in SVG.
 */
import { fitText, type Measure } from '../labels/text';
import { placeTimelineLabels, type TimelineLabel, type TimelineLabelRequest } from './labels';
import { markOffset, type Frame } from './geometry';
import { visibleMarks, type Box, type TimelineLayout, type TimelineMark } from './layout';
import { BAND_ROW, type LaneWindow } from './view';
import { lastMadePer, scaleNumbers } from './lastMade';
import type { LinearScale } from './linearScale';

export interface SceneMark extends TimelineMark {
  px: number;
  px2: number;
  py: number;
}

export interface SceneBand {
  id: string;
  x: number;
  width: number;
  y: number;
  /** The phase name where it fits its band whole, else its shorter name, else '' (it shows on hover and focus). */
  text: string;
}

export interface SceneLane {
  key: string;
  index: number;
  y: number;
  height: number;
  name: string;
}

export interface TimelineScene {
  marks: SceneMark[];
  svgMarks: SceneMark[];
  canvas: boolean;
  labels: TimelineLabel[];
  lanes: SceneLane[];
  bands: SceneBand[];
  /** Where marks and labels may be drawn: between the lane names, the right edge, the bands and the axis. */
  area: Box;
}

export interface TimelineSceneInput {
  layout: TimelineLayout;
  frame: Frame;
  view: LaneWindow;
  x: (value: number) => number;
  /** The data range in view. */
  range: [number, number];
  longest: number;
  selectedId: string | null;
  /** Above this many marks in view the canvas draws them; Infinity draws every mark in SVG (the export). */
  canvasAbove: number;
  /** The glyph's box around its centre. */
  glyphOf: (id: string, selected: boolean) => Box;
  labelOf: (id: string) => string;
  laneNameOf: (key: string) => string;
  /** Each phase band with its name, and a shorter one (the Chinese) for a band too narrow for the name. */
  bands: { id: string; x0: number; x1: number; row: number; name: string; short?: string }[];
  measure: { label: Measure; selected: Measure; lane: Measure; band: Measure };
}

/** Label boxes are this tall: a 12 px font's ascent and descent, measured in Chromium with CJK fonts, rounded up. */
export const LABEL_HEIGHT = 17;

/** Half the height of a duration bar (TimelineSvg draws it 8 px tall). */
export const BAR_HALF = 4;

/** What a scene is without its labels: it does not change when the selection does. */
export type SceneGeometry = Omit<TimelineScene, 'svgMarks' | 'labels'>;
export type GeometryInput = Omit<TimelineSceneInput, 'selectedId' | 'glyphOf' | 'labelOf'>;
export type LabelInput = Pick<TimelineSceneInput, 'selectedId' | 'glyphOf' | 'labelOf' | 'measure'>;

export function timelineScene(input: TimelineSceneInput): TimelineScene {
  const geometry = sceneGeometry(input);
  return { ...geometry, ...timelineLabels(geometry, input) };
}

/**
 * The marks in view with their pixels, the lanes and the phase bands. Kept apart from the labels so that a click,
 * which changes only the selection, neither rebuilds every mark in view nor redraws the canvas.
 */
export function sceneGeometry(input: GeometryInput): SceneGeometry {
  const { layout, frame, view, x, measure } = input;
  const area: Box = {
    x0: frame.left - 8,
    x1: frame.width - frame.right + 8,
    y0: frame.top,
    y1: frame.top + view.rows * view.laneH,
  };
  const shifted = { ...frame, top: frame.top - view.first * view.laneH };
  const last = view.first + view.rows;
  const marks: SceneMark[] = [];
  for (const m of visibleMarks(layout.marks, input.range[0], input.range[1], input.longest)) {
    if (m.lane < view.first || m.lane >= last) continue;
    const { y, dx } = markOffset(shifted, m, view.laneH);
    const px = x(m.x) + dx;
    const px2 = x(m.x2) + dx;
    // Named fields, not a spread, and no box yet: this runs for every mark in view on every zoom frame.
    marks.push({
      id: m.id,
      x: m.x,
      x2: m.x2,
      lane: m.lane,
      stack: m.stack,
      slotSize: m.slotSize,
      px,
      px2,
      py: y,
    });
  }
  const canvas = marks.length > input.canvasAbove;
  const lanes = layout.lanes.slice(view.first, last).map((lane, i) => ({
    key: lane.key,
    index: view.first + i,
    y: area.y0 + i * view.laneH,
    height: view.laneH,
    name: fitText(input.laneNameOf(lane.key), frame.left - 16, measure.lane),
  }));
  const bands = input.bands.flatMap((band) => {
    const x0 = Math.max(frame.left, x(band.x0));
    const width = Math.min(frame.width - frame.right, x(band.x1)) - x0;
    if (width <= 0) return [];
    return [
      {
        id: band.id,
        x: x0,
        width,
        y: 2 + band.row * BAND_ROW,
        text: [band.name, band.short ?? ''].find((t) => measure.band(t) <= width - 8) ?? '',
      },
    ];
  });
  return { marks, canvas, lanes, bands, area };
}

const madeGeometry = lastMadePer<TimelineLayout, SceneGeometry>();

/**
 * `sceneGeometry`, kept per layout and made again only when the rest of its input changes by value (lastMade.ts):
 * a cleared filter gives the chapter's own layout back, and finds its 100,000 marks in view already placed.
 */
export function keptGeometry(input: GeometryInput & { x: LinearScale }): SceneGeometry {
  const { layout, frame, view, x, range, longest, canvasAbove, laneNameOf, bands, measure } = input;
  const from = { frame, view, x: scaleNumbers(x), range, longest, canvasAbove, laneNameOf, bands, measure };
  // Every other field the geometry is made from, so that one added to its input cannot be left out here.
  from satisfies Record<Exclude<keyof GeometryInput, 'layout'>, unknown>;
  return madeGeometry(layout, from, () => sceneGeometry(input));
}

/** The marks the SVG layer draws and every label placed, for one selection. */
export function timelineLabels(
  geometry: SceneGeometry,
  input: LabelInput,
): Pick<TimelineScene, 'svgMarks' | 'labels'> {
  const { marks, canvas, area, lanes } = geometry;
  const { selectedId, measure } = input;
  const boxOf = (m: SceneMark): Box => {
    const g = input.glyphOf(m.id, m.id === selectedId);
    return { x0: m.px + g.x0 - 1, x1: m.px + g.x1 + 1, y0: m.py + g.y0 - 1, y1: m.py + g.y1 + 1 };
  };
  /** A duration bar (drawn BAR_HALF above and below the mark's centre): no label lies over one. */
  const barOf = (m: SceneMark): Box => ({ x0: m.px, x1: m.px2, y0: m.py - BAR_HALF, y1: m.py + BAR_HALF });
  const laneOf = new Map(lanes.map((l) => [l.index, { y0: l.y, y1: l.y + l.height }]));
  const svgMarks = canvas ? marks.filter((m) => m.id === selectedId) : marks;
  // With the canvas the SVG labels only the selected mark, but every mark on the canvas is an obstacle.
  const requests = svgMarks.map((m) => {
    const request: TimelineLabelRequest = {
      id: m.id,
      text: input.labelOf(m.id),
      anchor: boxOf(m),
      height: LABEL_HEIGHT,
      measure: m.id === selectedId ? measure.selected : measure.label,
    };
    const lane = laneOf.get(m.lane);
    if (lane) request.lane = lane;
    return request;
  });
  // Only marks a label could reach are obstacles: with thousands on the canvas, those near the selected one.
  const spans = requests.map((r) => [r.anchor.x0, r.measure(r.text) + 40] as const);
  const reach = (m: SceneMark) => spans.some(([x0, w]) => m.px2 > x0 - w && m.px < x0 + w);
  const near = canvas ? marks.filter(reach) : marks;
  const bars = near.filter((m) => m.px2 > m.px).map(barOf);
  const labels =
    requests.length === 0 ? [] : placeTimelineLabels(requests, near.map(boxOf), area, selectedId, bars);
  return { svgMarks, labels };
}
