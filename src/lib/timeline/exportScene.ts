/**
 * The export's scene: the range the screen shows, laid out at the export's own width with every lane drawn tall
 * enough for a title wrapped on two lines above or below, so a file shows more whole titles than a small screen
 * has room for. Loaded with the export, not with the first page.
 */
import { linearScale, type LinearScale } from './linearScale';
import type { Frame } from './geometry';
import { timelineScene, type GeometryInput, type LabelInput, type TimelineScene } from './scene';
import { laneWindow, type LaneWindow } from './view';

/** The export's own width at least, and lanes tall enough for a title wrapped on two lines above or below. */
export const EXPORT_WIDTH = 1600;
export const EXPORT_LANE = 96;

/** The export's frame, lanes and x scale: the range in view across EXPORT_WIDTH, each lane EXPORT_LANE tall. */
export function exportLayout(
  screen: Frame,
  laneCount: number,
  range: [number, number],
): { frame: Frame; view: LaneWindow; x: LinearScale } {
  const width = Math.max(screen.width, EXPORT_WIDTH);
  const height = screen.top + Math.max(1, laneCount) * EXPORT_LANE + screen.bottom;
  const frame = { ...screen, width, height };
  const view = laneWindow(frame, laneCount, 0, true);
  return { frame, view, x: linearScale(range, [frame.left, frame.width - frame.right]) };
}

export interface ExportSource {
  geometryInput: Omit<GeometryInput, 'frame' | 'view' | 'canvasAbove'>;
  labelInput: LabelInput;
  ctx: { frame: Frame; range: [number, number] };
  laneCount: number;
}

/** Every lane and every mark in the range in view, at the export's size: its scene, frame and x scale. */
export function exportScene(source: ExportSource): { scene: TimelineScene; frame: Frame; x: LinearScale } {
  const { frame, view, x } = exportLayout(source.ctx.frame, source.laneCount, source.ctx.range);
  const scene = timelineScene({
    ...source.geometryInput,
    ...source.labelInput,
    x,
    frame,
    view,
    canvasAbove: Infinity,
  });
  return { scene, frame, x };
}
