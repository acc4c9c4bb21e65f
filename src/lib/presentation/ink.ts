/**
 * Ink on presentation slides: strokes drawn with mouse, pen or touch, kept per slide for as long as the
 * presentation runs. Points are stored as fractions of the slide area, so a resized window (or the exported PNG,
 * drawn at another size) puts every stroke back on the same spot of the map. Each slide keeps its own history, so
 * undo takes back the last stroke or the last clearing.
 */
import { getStroke } from 'perfect-freehand';

/** Colours that stand out on the projector theme's white ground and on the map's ground and walls. */
export const INK_COLORS = ['#e00000', '#0050d0', '#008a3e', '#111111'] as const;
export type InkColor = (typeof INK_COLORS)[number];

/** x and y as fractions (0–1) of the slide area's width and height, and the pen's pressure (0–1). */
export type InkPoint = readonly [x: number, y: number, pressure: number];

export interface Stroke {
  color: InkColor;
  points: readonly InkPoint[];
}

interface Sheet {
  strokes: readonly Stroke[];
  /** Earlier states of `strokes`, the latest last. */
  history: readonly (readonly Stroke[])[];
}

/** Every slide's ink, keyed by the slide's key; never mutated, each change returns a new one. */
export type InkSheets = ReadonlyMap<string, Sheet>;

export const noInk: InkSheets = new Map();

/** The pressure a mouse reports is 0.5 while a button is down; pointers without pressure report 0. */
const DEFAULT_PRESSURE = 0.5;

export function strokesOf(sheets: InkSheets, key: string): readonly Stroke[] {
  return sheets.get(key)?.strokes ?? [];
}

export function canUndo(sheets: InkSheets, key: string): boolean {
  return (sheets.get(key)?.history.length ?? 0) > 0;
}

function change(sheets: InkSheets, key: string, strokes: readonly Stroke[]): InkSheets {
  const sheet = sheets.get(key);
  const history = [...(sheet?.history ?? []), sheet?.strokes ?? []];
  return new Map(sheets).set(key, { strokes, history });
}

/** Adds a finished stroke to the slide; a stroke without points changes nothing. */
export function addStroke(sheets: InkSheets, key: string, stroke: Stroke): InkSheets {
  if (stroke.points.length === 0) return sheets;
  return change(sheets, key, [...strokesOf(sheets, key), stroke]);
}

/** Clears the slide's ink (undo brings it back); an empty slide stays as it is. */
export function clearSlide(sheets: InkSheets, key: string): InkSheets {
  if (strokesOf(sheets, key).length === 0) return sheets;
  return change(sheets, key, []);
}

/** Takes back the slide's last change: the last stroke, or the last clearing. */
export function undo(sheets: InkSheets, key: string): InkSheets {
  const sheet = sheets.get(key);
  const previous = sheet?.history.at(-1);
  if (!sheet || !previous) return sheets;
  return new Map(sheets).set(key, { strokes: previous, history: sheet.history.slice(0, -1) });
}

/** A pointer position in the slide area's box as a stored point, clamped into the area. */
export function inkPoint(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
  pressure: number,
): InkPoint {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const fraction = (v: number, size: number) => (size > 0 ? clamp(v / size) : 0);
  return [
    fraction(clientX - box.left, box.width),
    fraction(clientY - box.top, box.height),
    pressure > 0 ? clamp(pressure) : DEFAULT_PRESSURE,
  ];
}

/** The pen's width in pixels for an area of this size: about a marker's on a projected slide. */
export function penSize(width: number, height: number): number {
  return Math.max(3, Math.min(width, height) * 0.008);
}

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * The stroke's outline as an SVG path (also readable by Canvas's Path2D) in pixels of an area `width` ×
 * `height`. A mouse gives no real pressure, so its strokes get perfect-freehand's simulated one.
 */
export function strokePath(stroke: Stroke, width: number, height: number): string {
  const points = stroke.points.map(([x, y, p]) => [x * width, y * height, p]);
  const realPressure = stroke.points.some(([, , p]) => p !== DEFAULT_PRESSURE);
  const outline = getStroke(points, {
    size: penSize(width, height),
    thinning: 0.5,
    smoothing: 0.5,
    streamline: 0.4,
    simulatePressure: !realPressure,
    last: true,
  });
  if (outline.length === 0) return '';
  const [first, ...rest] = outline;
  return `M${round(first![0])},${round(first![1])}${rest.map(([x, y]) => `L${round(x!)},${round(y!)}`).join('')}Z`;
}
