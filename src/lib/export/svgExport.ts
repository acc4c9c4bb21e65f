import { download } from './download';

/**
 * Exports a view's SVG as a standalone file and as a PNG. The views style their SVG with scoped CSS and custom
 * properties; a file on its own has neither, so the computed style of every element is written into it.
 */

const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-size',
  'font-family',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'paint-order',
  'visibility',
] as const;

const SKIP = new Set(['title', 'desc', 'defs', 'clipPath', 'marker']);

/**
 * The SVG element as a self-contained document: styles inlined, CSS transforms as attributes, a background.
 * `asShown` keeps the view as the screen shows it, without the title, key and credit an export adds around it
 * (for a slide composed with other parts, which brings its own).
 */
export function standaloneSvg(
  svg: SVGSVGElement,
  title: string,
  background: string,
  { asShown = false } = {},
): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll<SVGElement>('*')];
  const copies = [clone, ...clone.querySelectorAll<SVGElement>('*')];
  const dropped: SVGElement[] = [];
  originals.forEach((element, i) => {
    const copy = copies[i]!;
    if (asShown && element.classList.contains('export-only')) dropped.push(copy);
    for (const attribute of ['class', 'tabindex', 'role', 'aria-current', 'aria-selected'])
      copy.removeAttribute(attribute);
    if (SKIP.has(element.tagName)) return;
    const computed = getComputedStyle(element);
    const style = STYLE_PROPERTIES.map((p) => `${p}:${computed.getPropertyValue(p)}`).join(';');
    // Through the CSSOM: the page's Content-Security-Policy refuses a style attribute set as markup.
    copy.style.cssText = style;
    const transform = computed.getPropertyValue('transform');
    if (transform && transform !== 'none' && element !== svg) {
      copy.setAttribute('transform', transform.replace(/,/g, ' '));
    }
  });
  for (const element of dropped) element.remove();
  const box = svg.getBoundingClientRect();
  // A view may ask for more than it shows on screen (the diagram's title, key and credit around its view).
  const exportBox = asShown ? null : svg.querySelector('[data-export-box]')?.getAttribute('data-export-box');
  const viewBox = exportBox ?? svg.getAttribute('viewBox') ?? `0 0 ${box.width} ${box.height}`;
  const [, , vw, vh] = viewBox.split(/\s+/).map(Number);
  // As a namespace declaration, not a plain attribute: a spec-following serializer (jsdom's) would otherwise
  // write xmlns twice, which no XML parser accepts.
  clone.setAttributeNS('http://www.w3.org/2000/xmlns/', 'xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('viewBox', viewBox);
  clone.setAttribute('width', String(Math.round(box.width)));
  clone.setAttribute('height', String(Math.round(exportBox ? (box.width * vh!) / vw! : box.height)));
  clone.removeAttribute('style');
  const [x, y, w, h] = viewBox.split(/\s+/).map(Number);
  const ns = 'http://www.w3.org/2000/svg';
  const backdrop = document.createElementNS(ns, 'rect');
  Object.entries({ x, y, width: w, height: h, fill: background }).forEach(([k, v]) =>
    backdrop.setAttribute(k, String(v)),
  );
  const heading = document.createElementNS(ns, 'title');
  heading.textContent = title;
  clone.prepend(heading, backdrop);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}\n`;
}

/** SVG text as a decoded image, ready to draw on a canvas. */
export async function svgImage(svgText: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A canvas of `width` × `height` CSS pixels drawn at `scale` × that size, and its 2D context so scaled. */
export function scaledCanvas(width: number, height: number, scale: number) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this browser cannot draw on a canvas');
  context.scale(scale, scale);
  return { canvas, context };
}

export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))),
      'image/png',
    ),
  );
}

/** Renders SVG text to a PNG at `scale` × its size (the browser's own fonts draw the CJK text). */
export async function svgToPng(svgText: string, scale = 2): Promise<Blob> {
  const image = await svgImage(svgText);
  const { canvas, context } = scaledCanvas(image.width, image.height, scale);
  context.drawImage(image, 0, 0);
  return canvasPng(canvas);
}

/** Downloads the SVG of a view as `<name>.svg` or `<name>.png`. */
export async function exportView(svg: SVGSVGElement, name: string, title: string, format: 'svg' | 'png') {
  const background = getComputedStyle(svg).getPropertyValue('--panel').trim() || '#ffffff';
  const text = standaloneSvg(svg, title, background);
  if (format === 'svg') download(text, `${name}.svg`, 'image/svg+xml');
  else download(await svgToPng(text), `${name}.png`);
}
