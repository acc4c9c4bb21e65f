/**
 * What a printed handout shows beyond the event list: one map per phase (the city as the phase leaves it, with
 * the phase's moves) and the timeline as a static figure. Plain numbers, no DOM; the Handout draws them.
 */
import { stepOf } from '../story/step';
import { eventsOnSteps } from './stepList';
import type { Chapter, ChapterEvent, ChapterMeta } from '../model/types';
import { intervalRows, phaseBands, timelineLayout } from '../timeline/layout';

export interface PhaseMap {
  phase: ChapterMeta['phases'][number];
  /** The phase's events, in story order. */
  events: ChapterEvent[];
  /** Index in the chapter's story order of the phase's last event: the map shows the city after it. */
  lastIndex: number;
  /** The map's number among the story's phase maps (from 1), whichever steps a worksheet prints. */
  number: number;
}

/**
 * A map for every phase that has events, in the order the phases come in the story; with a choice of steps
 * (stepList.ts), only the phases with an event on one of them.
 */
export function phaseMaps(
  chapter: Pick<Chapter, 'events' | 'meta'>,
  steps: readonly number[] | null = null,
): PhaseMap[] {
  return chapter.meta.phases
    .map((phase) => {
      const events = chapter.events.filter((e) => e.phase === phase.id);
      const last = events[events.length - 1];
      return { phase, events, lastIndex: last ? chapter.events.indexOf(last) : -1 };
    })
    .filter((m) => m.events.length > 0)
    .sort((a, b) => chapter.events.indexOf(a.events[0]!) - chapter.events.indexOf(b.events[0]!))
    .map((m, i) => ({ ...m, number: i + 1 }))
    .filter((m) => eventsOnSteps(m.events, steps).length > 0);
}

export interface FigureMark {
  id: string;
  /** The event's step (stepOf), printed beside its glyph as the handout's list prints it. */
  number: number;
  x: number;
  /** Where a span of steps ends; equal to x for one step. */
  x2: number;
  y: number;
}

export interface TimelineFigure {
  width: number;
  height: number;
  /** Where the plot starts, right of the lane names. */
  left: number;
  lanes: { key: string; y: number; height: number }[];
  /** Each phase's band, and where its name reads from: the band's start, or its end (`end`) near the right edge. */
  bands: { id: string; x: number; width: number; y: number; textX: number; anchor: 'start' | 'end' }[];
  marks: FigureMark[];
  ticks: { step: number; x: number }[];
  axisY: number;
}

const BAND_ROW = 18;
/** Room between a phase's name and its band's edge. */
const NAME_PAD = 3;
const SLOT = 22;
const LANE_MIN = 30;
const round = (v: number) => Math.round(v * 10) / 10;

/**
 * The timeline at a fixed width, lanes by faction and x by story step: every event a mark numbered by its step
 * as in the handout's list, phase bands above, a step axis below. Events sharing a step and a lane stack in their lane.
 */
export function timelineFigure(
  chapter: Pick<Chapter, 'events' | 'meta'>,
  width: number,
  left = 120,
  nameWidth: (phaseId: string) => number = () => 0,
): TimelineFigure {
  const layout = timelineLayout(chapter.events, chapter.meta, 'story', 'faction');
  const [d0, d1] = layout.domain;
  const right = 14;
  const span = Math.max(1, d1 - d0);
  const x = (v: number) => round(left + ((v - d0) / span) * (width - left - right));
  // A phase's name is printed whole: where it is longer than its band it runs on past the band's end (or, near
  // the right edge, back past its start), and the band takes a row where that name meets no other band.
  const named = phaseBands(chapter.events, chapter.meta.phases, 'story').map((b) => {
    const text = nameWidth(b.id) + NAME_PAD * 2;
    const anchor: 'start' | 'end' = x(b.x0) + text > width ? 'end' : 'start';
    const x0 = anchor === 'start' ? x(b.x0) : Math.min(x(b.x0), x(b.x1) - text);
    const x1 = anchor === 'start' ? Math.max(x(b.x1), x(b.x0) + text) : x(b.x1);
    return { ...b, anchor, extent: { x0, x1 } };
  });
  const rows = intervalRows(named.map((b) => b.extent));
  const bandRows = named.length ? Math.max(...rows) + 1 : 0;

  const laneHeight = Math.max(LANE_MIN, (layout.maxStack + 1) * SLOT);
  const top = bandRows * BAND_ROW + 6;
  const lanes = layout.lanes.map((lane, i) => ({
    key: lane.key,
    y: top + i * laneHeight,
    height: laneHeight,
  }));
  const byId = new Map(chapter.events.map((e) => [e.id, e]));
  const marks = layout.marks.map((m) => {
    const lane = lanes[m.lane]!;
    const slots = Math.max(1, m.slotSize);
    return {
      id: m.id,
      number: stepOf(byId.get(m.id)!).first,
      x: x(m.x),
      x2: x(m.x2),
      y: round(lane.y + ((m.stack + 0.5) / slots) * lane.height),
    };
  });
  const axisY = top + lanes.length * laneHeight + 4;
  // Every step while they are a finger apart, else every fifth.
  const every = span > 30 ? 5 : 1;
  const ticks: TimelineFigure['ticks'] = [];
  for (let step = Math.ceil(d0); step <= d1; step++)
    if (step % every === 0 || every === 1 || step === Math.ceil(d0)) ticks.push({ step, x: x(step) });
  return {
    width,
    height: axisY + 22,
    left,
    lanes,
    bands: named.map((b, i) => ({
      id: b.id,
      x: x(b.x0),
      width: round(x(b.x1) - x(b.x0)),
      y: rows[i]! * BAND_ROW,
      textX: b.anchor === 'start' ? x(b.x0) + NAME_PAD : x(b.x1) - NAME_PAD,
      anchor: b.anchor,
    })),
    marks,
    ticks,
    axisY,
  };
}
