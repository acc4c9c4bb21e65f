/**
 * d3-zoom's gesture code (with d3-selection, d3-transition, d3-drag and d3-timer), in a chunk of its own: the
 * first render draws the timeline without it, and zoom.ts binds it as soon as it has arrived. Nothing else may
 * import d3-zoom's or d3-selection's values, or they all come back into the first load.
 */
export { zoom, zoomIdentity } from 'd3-zoom';
export { select } from 'd3-selection';
