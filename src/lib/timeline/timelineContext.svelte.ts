/**
 * The one timeline context: the plot's size, d3-zoom's transform and the lane scroll as state; the frame, the
 * scales, the visible range in data units and the lane window derived from them (the math is in
 * `src/lib/timeline/view.ts`). The SVG and canvas layers read it; nothing writes it but the zoom, the
 * lane scrollbar and Shift+wheel.
 */
import type { LinearScale } from './linearScale';
import type { Frame } from './geometry';
import { IDENTITY, rescaleX, type ViewTransform } from '../interaction/viewTransform';
import { baseScale, laneWindow, timelineFrame, visibleRange, type LaneWindow } from './view';

export interface ContextSource {
  domain: [number, number];
  laneCount: number;
  bandRows: number;
  /** Width of the longest lane name, in pixels. */
  laneNameWidth: number;
}

export class TimelineContext {
  /** The plot's size, 0 until it is measured: nothing is laid out for a size the plot does not have. */
  width = $state(0);
  height = $state(0);
  transform: ViewTransform = $state.raw(IDENTITY);
  scrollTop = $state(0);
  readonly frame: Frame;
  readonly view: LaneWindow;
  readonly baseX: LinearScale;
  readonly x: LinearScale;
  /** The data units in view: what the marks, the labels and the overview brush follow. */
  readonly range: [number, number];

  /** Measured, and with room to draw in. */
  get measured(): boolean {
    return this.width > 0 && this.height > 0;
  }

  constructor(source: () => ContextSource) {
    this.frame = $derived.by(() => {
      const s = source();
      return timelineFrame(this.width, this.height, s.bandRows, s.laneNameWidth);
    });
    this.view = $derived(laneWindow(this.frame, source().laneCount, this.scrollTop));
    this.baseX = $derived(baseScale(source().domain, this.frame));
    this.x = $derived(rescaleX(this.transform, this.baseX));
    this.range = $derived(visibleRange(this.x, this.frame));
  }

  /**
   * Scrolls the lanes by `dy` pixels (Shift+wheel over the plot), held between the first lane and the last: the
   * lane scrollbar follows the scroll, as the plot does.
   */
  scrollLanes(dy: number) {
    const { view } = this;
    if (!view.scrolls) return;
    const last = (view.count - view.rows) * view.laneH;
    this.scrollTop = Math.max(0, Math.min(last, this.scrollTop + dy));
  }
}
