/**
 * d3-zoom bound to an element through an {@attach} factory: D3 owns the gesture, Svelte owns the DOM. The
 * transform is reported back in a callback; programmatic zooms go through `zoomTo` so d3's stored transform stays
 * in step.
 */
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';

export interface ZoomController {
  attach: (node: Element) => () => void;
  zoomTo: (transform: ZoomTransform) => void;
}

export function horizontalZoom(options: {
  maxScale: () => number;
  extent: () => [[number, number], [number, number]];
  onZoom: (transform: ZoomTransform) => void;
}): ZoomController {
  let behavior: ZoomBehavior<Element, unknown> | null = null;
  let element: Element | null = null;
  return {
    attach(node) {
      element = node;
      behavior = zoom<Element, unknown>()
        .scaleExtent([1, options.maxScale()])
        .extent(options.extent)
        .translateExtent(options.extent())
        // Wheel zooms, drag pans; double-click is left to the marks.
        .filter((event: Event) => event.type !== 'dblclick' && !(event as MouseEvent).button)
        .on('zoom', (event: { transform: ZoomTransform }) => options.onZoom(event.transform));
      select(node).call(behavior);
      return () => {
        select(node).on('.zoom', null);
        behavior = null;
        element = null;
      };
    },
    zoomTo(transform) {
      if (!behavior || !element) return;
      behavior.scaleExtent([1, options.maxScale()]).translateExtent(options.extent()).extent(options.extent);
      select(element).call(behavior.transform, transform);
    },
  };
}

export { zoomIdentity };
