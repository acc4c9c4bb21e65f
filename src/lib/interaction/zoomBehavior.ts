/**
 * d3-zoom's gesture code (with d3-transition, d3-drag and d3-timer), in a chunk of its own: the first render
 * draws the timeline without it, and zoom.ts binds it as soon as it has arrived. Nothing else may import
 * d3-zoom's values, or it all comes back into the first load.
 */
export { zoom, zoomIdentity } from 'd3-zoom';
