/**
 * The timeline's pointer beyond d3-zoom's own gestures, as one {@attach} factory (its keys, + − 0, are the key
 * map's: see keys.ts and the timeline controller): Shift+wheel scrolls the lanes; and in canvas mode, where marks are pixels rather than elements, pointing and clicking find the nearest
 * mark (d3-quadtree) for hover, tooltip, links and selection.
 */
import type { TimelineScene } from '../../lib/timeline/scene';

export interface InputOptions {
  /** Read at event time, so the attachment itself depends on nothing reactive. */
  scene: () => TimelineScene;
  find: () => (x: number, y: number) => { id: string } | null;
  hoverId: () => string | null;
  onselect: (id: string) => void;
  onhover: (id: string | null) => void;
  scrollLanes: (dy: number) => void;
}

export function timelineInput(o: InputOptions) {
  return (node: Element) => {
    const point = (event: MouseEvent) => {
      const box = node.getBoundingClientRect();
      return o.find()(event.clientX - box.left, event.clientY - box.top);
    };
    const move = (event: PointerEvent) => {
      // No search while a button is down: that is a pan, and the marks move under the pointer.
      if (!o.scene().canvas || event.buttons) return;
      const id = point(event)?.id ?? null;
      if (id !== o.hoverId()) o.onhover(id);
    };
    const click = (event: MouseEvent) => {
      if (!o.scene().canvas || event.defaultPrevented) return;
      const hit = point(event);
      if (hit) o.onselect(hit.id);
    };
    const leave = () => {
      if (o.scene().canvas) o.onhover(null);
    };
    const wheel = (event: WheelEvent) => {
      if (event.shiftKey) o.scrollLanes(event.deltaY || event.deltaX);
    };
    const listeners: [string, EventListener][] = [
      ['pointermove', move as EventListener],
      ['click', click as EventListener],
      ['pointerleave', leave],
      ['wheel', wheel as EventListener],
    ];
    for (const [type, fn] of listeners) node.addEventListener(type, fn);
    return () => {
      for (const [type, fn] of listeners) node.removeEventListener(type, fn);
    };
  };
}
