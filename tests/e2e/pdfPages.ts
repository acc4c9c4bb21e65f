/**
 * Renders a PDF's pages to PNG, and reads their text, with pdfjs-dist in a blank page of the browser, so a test
 * can look at what printed. The library is served from node_modules through a route; nothing leaves the machine.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';

const ORIGIN = 'http://pdf-pages.invalid';
const BUILD = 'node_modules/pdfjs-dist/build';

/** A blank page that serves the PDF as /doc.pdf and pdf.js beside it; closed once `read` has run. */
async function withPdfPage<T>(browser: Browser, pdf: Buffer, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/')
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><body></body>' });
    if (path === '/doc.pdf') return route.fulfill({ contentType: 'application/pdf', body: pdf });
    const file = path.slice(1);
    if (file === 'pdf.mjs' || file === 'pdf.worker.mjs')
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(`${BUILD}/${file}`) });
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`${ORIGIN}/`);
  try {
    return await read(page);
  } finally {
    await context.close();
  }
}

export async function pdfPages(browser: Browser, pdf: Buffer, scale = 1.4): Promise<Buffer[]> {
  const urls = await withPdfPage(browser, pdf, (page) =>
    page.evaluate(async (scale) => {
      const pdfjs = (await import(`${location.origin}/pdf.mjs`)) as typeof import('pdfjs-dist');
      pdfjs.GlobalWorkerOptions.workerSrc = `${location.origin}/pdf.worker.mjs`;
      const doc = await pdfjs.getDocument(`${location.origin}/doc.pdf`).promise;
      const out: string[] = [];
      for (let n = 1; n <= doc.numPages; n++) {
        const p = await doc.getPage(n);
        const viewport = p.getViewport({ scale });
        const canvas = document.createElement('canvas');
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        await p.render({ canvasContext: canvas.getContext('2d')!, viewport }).promise;
        out.push(canvas.toDataURL('image/png'));
      }
      return out;
    }, scale),
  );
  return urls.map((u) => Buffer.from(u.split(',')[1]!, 'base64'));
}

/** The text of every page, to check what printed where. */
export function pdfText(browser: Browser, pdf: Buffer): Promise<string[]> {
  return withPdfPage(browser, pdf, (page) =>
    page.evaluate(async () => {
      const pdfjs = (await import(`${location.origin}/pdf.mjs`)) as typeof import('pdfjs-dist');
      pdfjs.GlobalWorkerOptions.workerSrc = `${location.origin}/pdf.worker.mjs`;
      const doc = await pdfjs.getDocument(`${location.origin}/doc.pdf`).promise;
      const out: string[] = [];
      for (let n = 1; n <= doc.numPages; n++) {
        const content = await (await doc.getPage(n)).getTextContent();
        out.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
      }
      return out;
    }),
  );
}
