/**
 * The benchmark's baseline: plain d3, no Svelte, drawing the same synthetic chapter's events as the app's
 * timeline does (`?bench=N`): one circle per event on a linear scale of story order, a lane per faction, SVG up
 * to 150 marks and a canvas above (the app's threshold, `CANVAS_ABOVE` in Timeline.svelte). It sets the same
 * `__benchReady` / `__benchReadyAt` marks, two frames after drawing, so bench/bench.ts reads both pages alike.
 */
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';
import { syntheticChapter } from '../src/lib/data/syntheticChapter';

const CANVAS_ABOVE = 150;
const n = Number(new URLSearchParams(location.search).get('bench') ?? 60);
const chapter = syntheticChapter(n);
const factions = chapter.meta.factions.map((f) => f.id);
const width = window.innerWidth;
const height = 320;
const last = chapter.events[chapter.events.length - 1]?.storyOrder ?? 1;
const x = scaleLinear()
  .domain([1, last])
  .range([24, width - 24]);
const laneHeight = height / factions.length;
const y = (event: (typeof chapter.events)[number]) =>
  laneHeight * (factions.indexOf(event.factions[0] ?? '') + 0.5);
const root = select('#marks');

if (chapter.events.length <= CANVAS_ABOVE) {
  root
    .append('svg')
    .attr('width', width)
    .attr('height', height)
    .selectAll('circle')
    .data(chapter.events)
    .join('circle')
    .attr('cx', (e) => x(e.storyOrder))
    .attr('cy', y)
    .attr('r', 6)
    .attr('fill', '#0072b2')
    .attr('data-event-id', (e) => e.id);
} else {
  const ratio = window.devicePixelRatio || 1;
  const canvas = root
    .append('canvas')
    .attr('width', width * ratio)
    .attr('height', height * ratio)
    .style('width', `${width}px`)
    .style('height', `${height}px`)
    .node()!;
  const context = canvas.getContext('2d')!;
  context.scale(ratio, ratio);
  context.fillStyle = '#0072b2';
  for (const event of chapter.events) {
    context.beginPath();
    context.arc(x(event.storyOrder), y(event), 3, 0, 2 * Math.PI);
    context.fill();
  }
}

requestAnimationFrame(() =>
  requestAnimationFrame(() =>
    Object.assign(window, { __benchReady: true, __benchReadyAt: performance.now() }),
  ),
);
