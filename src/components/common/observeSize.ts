import type { Attachment } from 'svelte/attachments';

/**
 * The element's size (its content box, in whole pixels; the charts' boxes have no padding or scroll bar), given to
 * `set` by a ResizeObserver alone: its first answer comes after the browser has laid the page out for its frame,
 * whereas `bind:clientWidth` also reads the size as the element mounts, which forces that layout inside the
 * script's task (40–65 ms of a phone's first render with the CJK text's first layout). The size is read from the
 * observer's entry, never from the element: the first chart to answer draws at once, and a second chart asking
 * its element would lay the whole page out again inside the same frame. The chart drawn from the size is drawn in
 * that frame, before it paints.
 *
 * With `firstAfterPaint`, the first size comes in a task of its own after that frame has painted: the page's first
 * layout and the chart's first drawing are then two tasks instead of one (on a phone's first render, the map's
 * scene was half of an 80 ms task), at the cost of the chart showing a frame after the page around it. That first
 * size is asked of the element, in its own task: the page around it may have grown since the observer answered,
 * and a size from that answer would draw the chart once at a stale size and again a frame later.
 */
export function observeSize(
  set: (width: number, height: number) => void,
  { firstAfterPaint = false }: { firstAfterPaint?: boolean } = {},
): Attachment<HTMLElement> {
  return (node) => {
    let waiting = firstAfterPaint;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver((entries) => {
      if (!waiting) {
        const box = entries[entries.length - 1]!.contentRect;
        set(Math.round(box.width), Math.round(box.height));
      } else
        timer ??= setTimeout(() => {
          waiting = false;
          set(node.clientWidth, node.clientHeight);
        }, 0);
    });
    observer.observe(node);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  };
}
