/**
 * d3-zoom bound to an element through an {@attach} factory: D3 owns the gesture, Svelte owns the DOM. The
 * transform is reported back in a callback. Every programmatic zoom (keys, the overview brush, bringing the
 * selected mark into view) goes through d3-zoom's own `transform`, `translateTo` and `scaleBy`, so the transform
 * d3 stores on the element is always the one shown.
 */
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { untrack } from 'svelte';

type Extent = [[number, number], [number, number]];

export interface ZoomController {
  /** Binds d3-zoom once: the attachment reads no reactive state, so Svelte never re-runs it. */
  attach: (node: Element) => () => void;
  /** Keeps d3's extents in step with the plot's size and the number of marks. */
  configure: (extent: Extent, maxScale: number) => void;
  transform: (transform: ZoomTransform) => void;
  /** Centres base-pixel position `x` in the plot, keeping the scale. */
  translateTo: (x: number) => void;
  /** Zooms by `factor` around viewport point `x` (the middle when omitted). */
  scaleBy: (factor: number, x?: number) => void;
}

export function horizontalZoom(options: { onZoom: (transform: ZoomTransform) => void }): ZoomController {
  let extent: Extent = [
    [0, 0],
    [1, 1],
  ];
  let element: Element | null = null;
  const behavior: ZoomBehavior<Element, unknown> = zoom<Element, unknown>()
    .extent(() => extent)
    // Wheel zooms, drag pans; double-click is left to the marks; Shift+wheel scrolls the lanes instead.
    .filter(
      (event: Event) =>
        event.type !== 'dblclick' &&
        !(event as MouseEvent).button &&
        !(event.type === 'wheel' && (event as WheelEvent).shiftKey),
    )
    .on('zoom', (event: { transform: ZoomTransform }) => options.onZoom(event.transform));
  const middle = () => (extent[0][0] + extent[1][0]) / 2;
  return {
    attach(node) {
      return untrack(() => {
        element = node;
        select(node).call(behavior);
        return () => {
          select(node).on('.zoom', null);
          element = null;
        };
      });
    },
    configure(next, maxScale) {
      extent = next;
      behavior.scaleExtent([1, maxScale]).translateExtent(next);
    },
    transform(transform) {
      if (element) select(element).call(behavior.transform, transform);
    },
    translateTo(x) {
      if (element) select(element).call(behavior.translateTo, x, (extent[0][1] + extent[1][1]) / 2);
    },
    scaleBy(factor, x) {
      if (element)
        select(element).call(behavior.scaleBy, factor, [x ?? middle(), (extent[0][1] + extent[1][1]) / 2]);
    },
  };
}

export { zoomIdentity };
