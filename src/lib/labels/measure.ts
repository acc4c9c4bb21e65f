/**
 * Text widths for label placement. In the browser a canvas measures each text once per font and the result is
 * cached; where there is no canvas (tests, the CLI) a conservative estimate stands in: CJK glyphs take one em,
 * Latin letters and digits at most about 0.62 em (bold 0.68), so an estimated box is never narrower than the text.
 */
import type { Measure } from './text';

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[\u{20000}-\u{3134f}]/u;

export function estimateWidth(fontSize: number, bold = false): Measure {
  const latin = fontSize * (bold ? 0.68 : 0.62);
  return (text) => {
    let width = 0;
    for (const ch of text) width += CJK.test(ch) ? fontSize : latin;
    return width;
  };
}

const measurers = new Map<string, Measure>();

/**
 * A cached measurer for a CSS font (e.g. `600 12px system-ui`). Falls back to the estimate when the page has no
 * 2D canvas. One cache per font: a label set in two fonts is measured twice.
 */
export function fontMeasurer(font: string, fontSize: number, bold = false): Measure {
  const known = measurers.get(font);
  if (known) return known;
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  let measure: Measure;
  if (!context) measure = estimateWidth(fontSize, bold);
  else {
    context.font = font;
    const cache = new Map<string, number>();
    measure = (text) => {
      let width = cache.get(text);
      if (width === undefined) {
        // The canvas and SVG text differ by a fraction of a pixel: round up so boxes never undershoot.
        width = Math.ceil(context.measureText(text).width) + 1;
        cache.set(text, width);
      }
      return width;
    };
  }
  measurers.set(font, measure);
  return measure;
}

export interface TimelineMeasures {
  label: Measure;
  selected: Measure;
  lane: Measure;
  band: Measure;
}

/** The timeline's four fonts (labels, the selected label, lane names, phase names), measured or estimated. */
export function timelineMeasures(family: string | null): TimelineMeasures {
  if (!family)
    return {
      label: estimateWidth(12),
      selected: estimateWidth(12, true),
      lane: estimateWidth(12, true),
      band: estimateWidth(10, true),
    };
  return {
    label: fontMeasurer(`12px ${family}`, 12),
    selected: fontMeasurer(`bold 12px ${family}`, 12, true),
    lane: fontMeasurer(`600 12px ${family}`, 12, true),
    band: fontMeasurer(`600 10px ${family}`, 10, true),
  };
}
