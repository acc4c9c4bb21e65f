/**
 * The diagram's labels for one view: every place and every force token asks for a label, with candidates by the
 * way its kind is named (around a mark, on a line, centred on a quarter), and the greedy placer keeps those that
 * fit without touching another label and inside the view. The caller draws only the places that got a label.
 * Sizes are in map units for this view, so labels keep one size on screen whatever the camera's zoom.
 */
import type { Point } from './diagramGeometry';
import { visiblePieces } from './diagramCamera';
import {
  candidatesAround,
  candidatesOn,
  placeLabels,
  textWidth,
  type Box,
  type Candidate,
  type LabelRequest,
  type Obstacle,
  type PlacedLabel,
} from './labelPlacement';

export interface PlaceToName {
  id: string;
  text: string;
  point: Point;
  line?: Point[];
  /** For far places: pointing away from the city (the label goes beyond the arrow). */
  outward?: Point;
  placement: 'around' | 'on' | 'centre';
  priority: number;
}

export interface TokenToName {
  id: string;
  text: string;
  point: Point;
  /** Half the token's size, in map units. */
  half: number;
  /** Tokens that move or change in this step are named first. */
  priority: number;
}

export interface SceneLabels {
  labels: Map<string, PlacedLabel>;
  /** The font size in map units. */
  size: number;
}

/** Line height of a label relative to its font size: CJK fonts' ascent plus descent. */
export const LINE_HEIGHT = 1.36;

export function sceneLabels(
  places: readonly PlaceToName[],
  tokens: readonly TokenToName[],
  /** Marks labels should not cover: point marks, token boxes, points along arrows and walls. */
  marks: readonly Obstacle[],
  frame: Box,
  size: number,
  /** Half the size of a place's point mark, in map units: labels stand clear of it. */
  half = size * 0.55,
): SceneLabels {
  const height = size * LINE_HEIGHT;
  const requests: LabelRequest[] = [];
  const inFrame = ([x, y]: Point) => x >= frame.x0 && x <= frame.x1 && y >= frame.y0 && y <= frame.y1;
  for (const token of tokens) {
    const width = textWidth(token.text, size);
    const c = candidatesAround(
      token.point[0],
      token.point[1],
      width,
      height,
      token.half,
      [1, 2, 3, 4.2, 5.6, 7, 8.5],
    );
    requests.push({ id: token.id, priority: token.priority, candidates: c });
  }
  for (const place of places) {
    const width = textWidth(place.text, size);
    let candidates: Candidate[];
    if (place.line) {
      const pieces = visiblePieces(place.line, frame);
      if (pieces.length === 0) continue;
      const [[a, b]] = pieces as [[Point, Point]];
      const at = (t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      const spots = [at(0.5), at(0.3), at(0.7), at(0.15), at(0.85)];
      candidates =
        place.placement === 'on'
          ? [
              ...candidatesOn(spots, width, height),
              ...spots.flatMap((s) => shift(candidatesAround(s[0], s[1], width, height, half), 3)),
            ]
          : spots.flatMap((s, i) => shift(candidatesAround(s[0], s[1], width, height, half), i * 0.4));
    } else {
      if (!inFrame(place.point)) continue;
      const [x, y] = place.point;
      candidates = candidatesAround(x, y, width, height, half);
      if (place.outward) {
        // Beyond the far arrow first: the label names where it points.
        const [ox, oy] = place.outward;
        const cx = x + ox * (width / 2 + half);
        const cy = y + oy * (height / 2 + half);
        candidates.unshift(...candidatesOn([[cx, cy]], width, height));
      }
      if (place.placement === 'centre') candidates.unshift(...candidatesOn([[x, y]], width, height));
    }
    requests.push({ id: place.id, priority: place.priority, candidates });
  }
  return { labels: placeLabels(requests, marks, frame, size * 0.12), size };
}

function shift(candidates: Candidate[], by: number): Candidate[] {
  return candidates.map((c) => ({ ...c, cost: c.cost + by }));
}

/** Small square obstacles every `step` along a polyline: a wall, a river or an arrow, as labels should see it. */
export function lineObstacles(
  line: readonly Point[],
  step: number,
  half: number,
  owner?: string,
): Obstacle[] {
  const out: Obstacle[] = [];
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1]!;
    const [bx, by] = line[i]!;
    const n = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
    for (let k = 0; k <= n; k++) {
      const x = ax + ((bx - ax) * k) / n;
      const y = ay + ((by - ay) * k) / n;
      out.push({ x0: x - half, y0: y - half, x1: x + half, y1: y + half, owner });
    }
  }
  return out;
}

export function pointObstacle([x, y]: Point, half: number, owner?: string): Obstacle {
  return { x0: x - half, y0: y - half, x1: x + half, y1: y + half, owner };
}
