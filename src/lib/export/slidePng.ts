/**
 * A presentation slide as one PNG, as the class saw it: the diagram (its SVG, as shown), the text blocks of the
 * passage card, the ink drawn over them, and a title band above and a source credit below, so the image says
 * what it is when it travels alone. Canvas cannot lay out HTML, so the text is drawn where the browser laid it out,
 * in its computed font; controls (buttons, fields, anything marked `data-export-skip`) are left out.
 */
import { strokePath, type Stroke } from '../presentation/ink';
import { canvasPng, scaledCanvas, standaloneSvg, svgImage } from './svgExport';

export interface SlideParts {
  /** The slide area: everything in it is drawn where it is on screen. */
  stage: HTMLElement;
  /** The element the ink's fractions refer to. */
  inkArea: HTMLElement;
  strokes: readonly Stroke[];
  title: string;
  credit: string;
}

const TITLE_BAND = 64;
const CREDIT_BAND = 40;
const MARGIN = 24;
/** 2× a 1920-wide slide is a 4K image, as much as a print or a projector can use. */
const MAX_WIDTH = 3840;

/** What the image leaves out: controls, text kept for screen readers, and the ink layer (drawn from its strokes). */
const SKIP = 'button, input, select, textarea, label, .visually-hidden, [data-export-skip]';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/** Backgrounds and borders that mark parts of the slide (the quote's highlight, a faction's colour dot). */
function drawBoxes(context: CanvasRenderingContext2D, stage: HTMLElement, place: (r: DOMRect) => Box) {
  for (const element of stage.querySelectorAll<HTMLElement>('*')) {
    if (element.closest(SKIP) || element.closest('svg')) continue;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible') continue;
    const { x, y, w, h } = place(element.getBoundingClientRect());
    if (w === 0 || h === 0) continue;
    if (style.backgroundColor !== TRANSPARENT) {
      context.fillStyle = style.backgroundColor;
      context.beginPath();
      context.roundRect(x, y, w, h, Math.min(parseFloat(style.borderTopLeftRadius) || 0, w / 2, h / 2));
      context.fill();
    }
    const left = parseFloat(style.borderLeftWidth);
    const right = parseFloat(style.borderRightWidth);
    if (left > 0 && left === right && style.borderLeftStyle !== 'none') {
      context.strokeStyle = style.borderLeftColor;
      context.lineWidth = left;
      context.strokeRect(x + left / 2, y + left / 2, w - left, h - left);
    } else if (left > 0 && style.borderLeftStyle !== 'none') {
      context.fillStyle = style.borderLeftColor;
      context.fillRect(x, y, left, h);
    }
  }
}

/**
 * Every visible text of the slide's HTML where the screen has it: the browser has laid it out, so each run of
 * characters on one line is drawn at the place the screen shows it, in its element's font and colour.
 */
function drawTexts(context: CanvasRenderingContext2D, stage: HTMLElement, place: (r: DOMRect) => Box) {
  const bounds = stage.getBoundingClientRect();
  const walker = document.createTreeWalker(stage, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || !text.trim() || parent.closest(SKIP) || parent.closest('svg')) continue;
    const style = getComputedStyle(parent);
    if (style.visibility !== 'visible') continue;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    context.fillStyle = style.color;
    context.textBaseline = 'middle';
    let run = '';
    let runBox: DOMRect | null = null;
    const flush = () => {
      if (run.trim() && runBox) {
        const { x, y, h } = place(runBox);
        context.fillText(run, x, y + h / 2);
      }
      run = '';
      runBox = null;
    };
    // Per character, as surrogate pairs stay whole; a change of line starts a new run.
    let offset = 0;
    for (const char of text) {
      range.setStart(node, offset);
      range.setEnd(node, offset + char.length);
      offset += char.length;
      const box = range.getBoundingClientRect();
      const inside = box.width > 0 && box.top >= bounds.top && box.bottom <= bounds.bottom + 1;
      if (!inside) {
        flush();
        continue;
      }
      if (runBox && Math.abs(box.top - runBox.top) > box.height / 2) flush();
      if (!runBox) runBox = box;
      run += char;
    }
    flush();
  }
}

export async function slidePng({ stage, inkArea, strokes, title, credit }: SlideParts): Promise<Blob> {
  const origin = stage.getBoundingClientRect();
  const width = origin.width + MARGIN * 2;
  const height = origin.height + TITLE_BAND + CREDIT_BAND;
  const { canvas, context } = scaledCanvas(width, height, Math.min(2, MAX_WIDTH / width));
  const page = getComputedStyle(stage);
  const background = page.getPropertyValue('--bg').trim() || '#ffffff';
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);
  const place = (box: DOMRect): Box => ({
    x: box.left - origin.left + MARGIN,
    y: box.top - origin.top + TITLE_BAND,
    w: box.width,
    h: box.height,
  });

  drawBoxes(context, stage, place);
  // The outermost SVGs: the diagram and the key's swatches.
  for (const svg of stage.querySelectorAll<SVGSVGElement>('svg')) {
    if (svg.parentElement?.closest('svg') || svg.closest(SKIP)) continue;
    const box = place(svg.getBoundingClientRect());
    if (box.w === 0 || box.h === 0) continue;
    const panel = getComputedStyle(svg).getPropertyValue('--panel').trim() || background;
    const image = await svgImage(standaloneSvg(svg, title, panel, { asShown: true }));
    context.drawImage(image, box.x, box.y, box.w, box.h);
  }
  drawTexts(context, stage, place);

  const area = place(inkArea.getBoundingClientRect());
  context.save();
  context.translate(area.x, area.y);
  for (const stroke of strokes) {
    context.fillStyle = stroke.color;
    context.fill(new Path2D(strokePath(stroke, area.w, area.h)));
  }
  context.restore();

  context.fillStyle = page.color;
  context.textBaseline = 'middle';
  context.font = `700 28px ${page.fontFamily}`;
  context.fillText(title, MARGIN, TITLE_BAND / 2, width - MARGIN * 2);
  context.font = `16px ${page.fontFamily}`;
  context.textAlign = 'end';
  context.fillText(credit, width - MARGIN, height - CREDIT_BAND / 2, width - MARGIN * 2);
  return canvasPng(canvas);
}
