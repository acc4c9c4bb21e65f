/**
 * Renders the timeline's SVG layer offscreen for the exporter: every lane and every mark in view as SVG elements,
 * whatever the screen draws on its canvas. The host sits inside the app so the copy gets the same styles (the
 * exporter inlines the computed ones); the caller releases it once the file is written.
 */
import { flushSync, mount, unmount, type ComponentProps } from 'svelte';
import TimelineExport from './TimelineExport.svelte';

export { timelineExportText } from '../../lib/timeline/timelineExportText';
export { exportScene } from '../../lib/timeline/exportScene';

export function renderOffscreen(
  host: HTMLElement,
  props: ComponentProps<typeof TimelineExport>,
): { svg: SVGSVGElement; release: () => void } | null {
  const copy = mount(TimelineExport, { target: host, props });
  flushSync();
  const svg = host.querySelector('svg');
  const release = () => void unmount(copy);
  if (!svg) {
    release();
    return null;
  }
  return { svg, release };
}
