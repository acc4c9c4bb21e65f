/**
 * One frame of the diagram, in map units for the current view: where each force token stands (or is, on its way),
 * how big tokens and labels are (a constant size on screen, whatever the zoom), and where every label goes. The
 * scene is assembled here from its parts: the tokens (sceneTokens.ts, walking by tokenWalk.ts) and the labels
 * (sceneLabels.ts).
 */
import type { Chapter, ChapterEvent, Force } from '../model/types';
import type { ForceState } from '../story/forceStates';
import type { Box } from '../labels/boxes';
import { unitsPerPixel, visibleBox, type ViewBox } from './camera';
import type { CityLayout, Point } from './layout';
import type { DiagramLabel } from './labels';
import { tokenSize } from './forceTokens';
import type { Route } from './geometry';
import { sceneTokens } from './sceneTokens';
import { sceneLabels } from './sceneLabels';
import type { KeyBand } from './framing';

export interface DiagramSceneInput {
  chapter: Chapter;
  geometry: CityLayout;
  forces: readonly Force[];
  /** Force states as of the selected moment, and the moment before it. */
  states: ReadonlyMap<string, ForceState>;
  before: ReadonlyMap<string, ForceState>;
  event: ChapterEvent | null;
  routes: readonly Route[];
  view: ViewBox;
  /** The whole city's view: marks keep the size on screen they have in it. */
  wholeView: ViewBox;
  /** The svg's size on screen, in pixels. */
  width: number;
  height: number;
  /** Label size on screen, in pixels. */
  labelPx: number;
  /** Tokens' size factor (larger on a projector). */
  tokenScale: number;
  zh: (text: string) => string;
  involved: ReadonlySet<string>;
  active: string | null;
  /** Moving forces' progress along their paths. */
  progress: ReadonlyMap<string, number>;
  /**
   * An overview (the whole city, the opening view, a deck's map of many moves): every place in view is drawn,
   * by a numbered callout where its name finds no room. In a step only the step's own places are.
   */
  overview?: boolean;
  /** The band of the screen (down its left or along its foot) that the callouts' key stands in: no label goes there. */
  keyBand?: KeyBand | null;
  /**
   * Only whether a callout is needed, not all of them: the layout that decides on the key's band is not drawn
   * when there is one, and placing 200 callouts twice held up a 500-place map's first draw.
   */
  firstCalloutOnly?: boolean;
}

export interface TokenDraw {
  force: Force;
  state: ForceState;
  point: Point;
  home: Point;
  size: number;
  outward: Point;
  /** The box its banner covers about its point, in map units. */
  box: Box;
  /** Its place's point, where a crowd has pushed its banner further than a ring from it: a line back to it. */
  tether: Point | null;
  moving: boolean;
  /** The force whose banner it stands under (musters.ts): it is not drawn, and not named, on its own. */
  under?: string;
  /** The forces standing under its banner, in the chapter's order. */
  more: string[];
}

export interface DiagramScene {
  /** Map units per screen pixel. */
  k: number;
  /** Map units per pixel now over those of the whole-city view: point marks and lines are scaled by it. */
  markScale: number;
  frame: Box;
  labelSize: number;
  tokens: TokenDraw[];
  /** Where each token stood a moment ago: where a walk sets out from. */
  starts: ReadonlyMap<string, Point>;
  labels: Map<string, DiagramLabel>;
  /** Places named by a numbered callout, in the order of their numbers: the key under the map lists them. */
  callouts: string[];
}

export function diagramScene(input: DiagramSceneInput): DiagramScene {
  const { view, width, height } = input;
  const k = unitsPerPixel(view, width, height);
  const markScale = k / unitsPerPixel(input.wholeView, width, height);
  const seen = visibleBox(view, width, height);
  const margin = 3 * k;
  const left = input.keyBand?.side === 'left' ? input.keyBand.px * k : 0;
  const foot = input.keyBand?.side === 'bottom' ? input.keyBand.px * k : 0;
  const frame = {
    x0: seen.x0 + left + margin,
    y0: seen.y0 + margin,
    x1: seen.x1 - margin,
    y1: seen.y1 - foot - margin,
  };
  const labelSize = input.labelPx * k;
  const sizeOf = (f: Force) => tokenSize(f) * input.tokenScale * k;
  // Banners stay on the screen (not under the key's band) where their places are on it.
  const onScreen = {
    ...seen,
    x0: seen.x0 + left + k,
    y0: seen.y0 + k,
    x1: seen.x1 - k,
    y1: seen.y1 - foot - k,
  };
  const { tokens, starts } = sceneTokens(input, sizeOf, onScreen, markScale);
  const { labels, callouts } = sceneLabels(input, tokens, frame, labelSize, markScale);
  return { k, markScale, frame, labelSize, tokens, starts, labels, callouts };
}
