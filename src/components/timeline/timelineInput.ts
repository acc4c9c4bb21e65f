/**
 * The timeline's keys and pointer beyond d3-zoom's own gestures, as one {@attach} factory: + and − zoom around
 * the selected mark (or the middle) and 0 shows the whole chapter, all through d3-zoom; Shift+wheel scrolls the
 * lanes; and in canvas mode, where marks are pixels rather than elements, pointing and clicking find the nearest
 * mark (d3-quadtree) for hover, tooltip, links and selection.
 */
import type { ZoomController } from '../../lib/interaction/zoom';
import { IDENTITY } from '../../lib/interaction/viewTransform';
import type { TimelineScene } from '../../lib/timeline/scene';

export interface InputOptions {
  zoomer: ZoomController;
  /** Read at event time, so the attachment itself depends on nothing reactive. */
  scene: () => TimelineScene;
  find: () => (x: number, y: number) => { id: string } | null;
  selectedId: () => string | null;
  hoverId: () => string | null;
  onselect: (id: string) => void;
  onhover: (id: string | null) => void;
  scrollLanes: (dy: number) => void;
}

export function timelineInput(o: InputOptions) {
  return (node: Element) => {
    const keys = (event: KeyboardEvent) => {
      const factor = event.key === '+' || event.key === '=' ? 1.6 : event.key === '-' ? 1 / 1.6 : null;
      if (event.key === '0') o.zoomer.transform(IDENTITY);
      if (factor === null) return;
      event.preventDefault();
      const mark = o.scene().marks.find((m) => m.id === o.selectedId());
      o.zoomer.scaleBy(factor, mark?.px);
    };
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
      ['keydown', keys as EventListener],
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
