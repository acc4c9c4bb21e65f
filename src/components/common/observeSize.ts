import type { Attachment } from 'svelte/attachments';

/**
 * The element's client size, given to `set` by a ResizeObserver alone: its first answer comes after the browser has
 * laid the page out for its frame, whereas `bind:clientWidth` also reads the size as the element mounts, which
 * forces that layout inside the script's task (40–65 ms of a phone's first render with the CJK text's first
 * layout). The chart drawn from the size is drawn in that frame, before it paints.
 */
export function observeSize(set: (width: number, height: number) => void): Attachment<HTMLElement> {
  return (node) => {
    const observer = new ResizeObserver(() => set(node.clientWidth, node.clientHeight));
    observer.observe(node);
    return () => observer.disconnect();
  };
}
