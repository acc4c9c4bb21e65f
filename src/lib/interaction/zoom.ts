/**
 * d3-zoom bound to an element through an {@attach} factory: D3 owns the gesture, Svelte owns the DOM. The
 * transform is reported back in a callback. Every programmatic zoom (keys, the overview brush, bringing the
 * selected mark into view) goes through d3-zoom's own `transform`, `translateTo` and `scaleBy`, so the transform
 * d3 stores on the element is always the one shown.
 *
 * The gesture code is not needed to draw: it is fetched in parallel with the first render (zoomBehavior.ts) and
 * bound when it arrives. A programmatic zoom asked for before then (the selected mark brought into view at
 * start) is kept and done on arrival, so the first render never waits for it and nothing asked is lost.
 *
 * One controller may be attached to one element after another (the timeline's chart comes back after the
 * storylines with its controller kept): the element attached next starts at the transform last shown, and a
 * transform equal to the one last reported is not reported again, so nothing downstream is laid out anew.
 */
import type { ZoomBehavior, ZoomTransform } from 'd3-zoom';
import { untrack } from 'svelte';
import type { ViewTransform } from './viewTransform';
import { lazy } from '../lazy';

type Extent = [[number, number], [number, number]];

export interface ZoomController {
  /** Binds d3-zoom once: the attachment reads no reactive state, so Svelte never re-runs it. */
  attach: (node: Element) => () => void;
  /** Keeps d3's extents in step with the plot's size and the number of marks. */
  configure: (extent: Extent, maxScale: number) => void;
  transform: (transform: ViewTransform) => void;
  /** Centres base-pixel position `x` in the plot, keeping the scale. */
  translateTo: (x: number) => void;
  /** Zooms by `factor` around viewport point `x` (the middle when omitted). */
  scaleBy: (factor: number, x?: number) => void;
}

type Behavior = ZoomBehavior<Element, unknown>;

export function horizontalZoom(options: { onZoom: (transform: ViewTransform) => void }): ZoomController {
  let extent: Extent = [
    [0, 0],
    [1, 1],
  ];
  let maxScale = 4;
  let element: Element | null = null;
  let behavior: Behavior | null = null;
  /** The latest programmatic zoom asked for before the behaviour arrived. */
  let pending: ((b: Behavior, node: Element) => void) | null = null;
  let detached = false;
  let identity: ZoomTransform | null = null;
  /** The transform last reported: what an element attached later starts at. */
  let shown: ZoomTransform | null = null;
  /** d3-zoom and d3-selection, once they have arrived; every use of them waits for that (see `run`). */
  let d3: typeof import('./zoomBehavior') | null = null;

  function build(zoom: typeof import('./zoomBehavior').zoom): Behavior {
    return (
      zoom<Element, unknown>()
        .extent(() => extent)
        // Wheel zooms, drag pans; double-click is left to the marks; Shift+wheel scrolls the lanes instead.
        .filter(
          (event: Event) =>
            event.type !== 'dblclick' &&
            !(event as MouseEvent).button &&
            !(event.type === 'wheel' && (event as WheelEvent).shiftKey),
        )
        .scaleExtent([1, maxScale])
        .translateExtent(extent)
        .on('zoom', ({ transform }: { transform: ZoomTransform }) => {
          if (shown && shown.k === transform.k && shown.x === transform.x) return;
          shown = transform;
          options.onZoom(transform);
        })
    );
  }
  function run(action: (b: Behavior, node: Element) => void) {
    if (behavior && element) action(behavior, element);
    else pending = action;
  }
  const middleY = () => (extent[0][1] + extent[1][1]) / 2;
  const middle = () => (extent[0][0] + extent[1][0]) / 2;
  return {
    attach(node) {
      return untrack(() => {
        element = node;
        detached = false;
        void lazy.zoomBehavior().then((loaded) => {
          if (detached || element !== node) return;
          d3 = loaded;
          identity = loaded.zoomIdentity;
          behavior ??= build(loaded.zoom);
          loaded.select(node).call(behavior);
          if (shown) loaded.select(node).call(behavior.transform, shown);
          const action = pending;
          pending = null;
          action?.(behavior, node);
        });
        return () => {
          detached = true;
          d3?.select(node).on('.zoom', null);
          element = null;
        };
      });
    },
    configure(next, scale) {
      extent = next;
      maxScale = scale;
      behavior?.scaleExtent([1, scale]).translateExtent(next);
    },
    transform(transform) {
      run((b, node) =>
        d3!.select(node).call(b.transform, identity!.translate(transform.x, 0).scale(transform.k)),
      );
    },
    translateTo(x) {
      run((b, node) => d3!.select(node).call(b.translateTo, x, middleY()));
    },
    scaleBy(factor, x) {
      run((b, node) => d3!.select(node).call(b.scaleBy, factor, [x ?? middle(), middleY()]));
    },
  };
}
