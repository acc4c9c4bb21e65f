/**
 * What the timeline's canvas draws: at 100,000 events zoomed out, most marks fall on a device pixel where a mark of
 * the same colour is already drawn, and painting each one again (a fill per mark) took most of a second. The first
 * mark of each colour per device pixel (and extent) is kept, in the given order, so what covers what is unchanged.
 */
import { lastMadePer } from './lastMade';
import { UNKNOWN_COLOUR } from './geometry';

export interface CanvasMark {
  id: string;
  px: number;
  px2: number;
  py: number;
}

export function marksToPaint<M extends CanvasMark>(
  marks: readonly M[],
  colorOf: (id: string) => string,
  ratio: number,
): { mark: M; color: string }[] {
  const painted = new Map<string, Set<string>>();
  const out: { mark: M; color: string }[] = [];
  for (const mark of marks) {
    const color = colorOf(mark.id);
    const cell = `${Math.round(mark.px * ratio)} ${Math.round(mark.py * ratio)} ${Math.round(mark.px2 * ratio)}`;
    const cells = painted.get(color) ?? painted.set(color, new Set()).get(color)!;
    if (cells.has(cell)) continue;
    cells.add(cell);
    out.push({ mark, color });
  }
  return out;
}

const madePaint = lastMadePer<readonly CanvasMark[], { mark: CanvasMark; color: string }[]>();

/**
 * `marksToPaint` with colours from a map, kept per marks array: the chart coming back, or a filter cleared,
 * repaints the scene it kept without sorting 100,000 marks into pixels again.
 */
export function paintList<M extends CanvasMark>(
  marks: readonly M[],
  colors: ReadonlyMap<string, string>,
  ratio: number,
): { mark: M; color: string }[] {
  const colorOf = (id: string) => colors.get(id) ?? UNKNOWN_COLOUR;
  return madePaint(marks, { colors, ratio }, () => marksToPaint(marks, colorOf, ratio)) as {
    mark: M;
    color: string;
  }[];
}
