/**
 * Downloads a chapter as one offline HTML file (`sharedPage.ts`). The template is the single-file build: from a
 * server, `battle-chronicle.html` beside this page; in the single file itself (opened from disk, where fetch
 * cannot read files) the page it was loaded from, rebuilt from its own inline scripts and styles, which the app
 * never changes, with the app's rendering taken out.
 */
import { bundleJson, type ChapterBundle } from '../model/bundle';
import { download } from './download';
import { SHARED_CHAPTER_ID, embedChapter, sharedFileName } from './sharedPage';

const SINGLE_FILE = './battle-chronicle.html';

/** This page as it was loaded, if it is the single file (its app is an inline module script); else null. */
function pageAsLoaded(): string | null {
  if (!document.querySelector('script[type="module"]:not([src])')) return null;
  const root = document.documentElement.cloneNode(true) as HTMLElement;
  const body = root.querySelector('body');
  if (!body) return null;
  // Everything the app added to the body (the rendered app, download links, offscreen exports) goes.
  for (const child of [...body.children])
    if (child.id !== 'app' && child.tagName !== 'SCRIPT') child.remove();
  root.querySelector('#app')?.replaceChildren();
  root.querySelector(`#${SHARED_CHAPTER_ID}`)?.remove();
  for (const attribute of [...root.attributes])
    if (attribute.name !== 'lang') root.removeAttribute(attribute.name);
  return `<!doctype html>\n${root.outerHTML}\n`;
}

async function template(): Promise<string> {
  const own = pageAsLoaded();
  if (own) return own;
  const response = await fetch(SINGLE_FILE);
  if (!response.ok) throw new Error(`${SINGLE_FILE}: HTTP ${response.status}`);
  return response.text();
}

export async function shareChapter(bundle: ChapterBundle): Promise<void> {
  const page = embedChapter(await template(), bundleJson(bundle));
  download(page, sharedFileName(bundle.chapter.id), 'text/html');
}
