/**
 * Where the app reads the published chapter files (`chapters/` beside the page). Each file has a loader module
 * beside it (`<file>.js`) that holds the same JSON and hands it to the page, added as a module script: one
 * request, and a script the page is still running delays its `load` event, so a page opened at a chapter has
 * rendered that chapter when `load` fires. If the loader fails, a plain fetch reads the file itself to say what is
 * wrong (HTTP status, JSON error). In the single offline file (file://, where neither can read) the build embeds
 * the files in the page.
 *
 * The built page starts the loaders of the index and of the chapter the address names from a small inline script
 * in its head (`preloadSource`), before its own code: both download beside the app's code instead of after it. A
 * loader therefore keeps its file in a global that the app reads after the loader's `load` event: the module may
 * have run before the app was listening, and a module runs once.
 */
export const EMBEDDED_ID = 'battle-chronicle-chapters';
export const CHAPTERS_DIR = 'chapters';

export type FileRead = { ok: true; value: unknown } | { ok: false; message: string };

let embedded: Record<string, unknown> | null | undefined;

function embeddedFiles(): Record<string, unknown> | null {
  if (embedded === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_ID);
    embedded = element ? (JSON.parse(element.textContent ?? 'null') as Record<string, unknown>) : null;
  }
  return embedded;
}

/** The global where the loader modules keep the files they imported, by file name. */
const LOADED = '__battleChronicleFiles';
/** The attributes the preload marks its loaders with: the file's name, and that the loader has run or failed. */
const PRELOADED = 'data-preloaded';
const SETTLED = 'data-settled';

/**
 * The module beside each published file that holds its JSON and hands it to the page: one request where a JSON
 * module import took two (the loader, then the file). It is a file of the site, not a blob: the page's
 * Content-Security-Policy runs only the site's own scripts. `JSON.parse` of a string reads faster than the same
 * value written as a script's literal, and reads exactly what the file holds.
 */
export const loaderName = (name: string) => `${name}.js`;
export const loaderSource = (name: string, json: string) =>
  `(window.${LOADED} ??= {})[${JSON.stringify(name)}] = JSON.parse(${JSON.stringify(json)});\n`;

/**
 * The inline classic script the built page runs first (in its head; it blocks nothing): it adds the loaders of the index
 * and of the chapter the address names (`#/<chapter>/…`, as urlState reads it), so both download beside the
 * app's code instead of after it. `index`: the index's file name; `files`: each shipped chapter's id and file name, as the index lists them.
 * Another chapter, or none, preloads the index alone; the app then reads as it always does. The benchmark's page
 * (`?bench=N`, see chapterSource) reads no file, so it preloads none.
 */
export function preloadSource(index: string, files: Readonly<Record<string, string>>): string {
  return `(function () {
  if (new URLSearchParams(location.search).has('bench')) return;
  var files = ${JSON.stringify(files)};
  var part = location.hash.replace(/^#/, '').split('?')[0].split('/').filter(Boolean)[0];
  var id = null;
  try { id = part === undefined ? null : decodeURIComponent(part); } catch (error) {}
  var names = [${JSON.stringify(index)}];
  if (id !== null && Object.prototype.hasOwnProperty.call(files, id)) names.push(files[id]);
  names.forEach(function (name) {
    var script = document.createElement('script');
    var settled = function () { script.setAttribute(${JSON.stringify(SETTLED)}, ''); };
    script.type = 'module';
    script.src = new URL(${JSON.stringify(`${CHAPTERS_DIR}/`)} + name + '.js', document.baseURI).href;
    script.setAttribute(${JSON.stringify(PRELOADED)}, name);
    script.addEventListener('load', settled);
    script.addEventListener('error', settled);
    document.head.appendChild(script);
  });
})();
`;
}

/** What the loaders have handed to the page so far, by file name. */
const keptFiles = () =>
  (window as unknown as Record<string, Record<string, unknown> | undefined>)[LOADED] ?? {};

/**
 * Settles once every loader the page's preload started has run or failed: the page can then draw the chapter the
 * address names in its first render, from `readPublishedNow`, instead of drawing "Loading…" first.
 */
export function preloadedFilesSettled(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const pending = [...document.querySelectorAll<HTMLScriptElement>(`script[${PRELOADED}]`)].filter(
    (script) => !script.hasAttribute(SETTLED) && !Object.hasOwn(keptFiles(), script.getAttribute(PRELOADED)!),
  );
  return Promise.all(
    pending.map(
      (script) =>
        new Promise<void>((resolve) => {
          script.addEventListener('load', () => resolve());
          script.addEventListener('error', () => resolve());
        }),
    ),
  ).then(() => undefined);
}

/** The file, if it is already in the page (embedded, or handed over by a loader the preload started); else null. */
export function readPublishedNow(name: string): FileRead | null {
  const inPage = embeddedFiles();
  if (inPage) return name in inPage ? { ok: true, value: inPage[name] } : null;
  if (typeof window === 'undefined') return null;
  const kept = keptFiles();
  return Object.hasOwn(kept, name) ? { ok: true, value: kept[name] } : null;
}

/** The file's value, or undefined if its loader module could not import it. */
function importJson(name: string): Promise<{ value: unknown } | undefined> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    // Imported now, or before by the preload: either way the loader has run once its script has loaded.
    const done = () => {
      script.remove();
      const kept = keptFiles();
      resolve(Object.hasOwn(kept, name) ? { value: kept[name] } : undefined);
    };
    script.type = 'module';
    script.src = new URL(`${CHAPTERS_DIR}/${loaderName(name)}`, document.baseURI).href;
    script.addEventListener('load', done);
    script.addEventListener('error', done);
    document.head.append(script);
  });
}

async function fetchJson(url: string): Promise<FileRead> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    return { ok: false, message: `could not be loaded: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!response.ok) return { ok: false, message: `could not be loaded: HTTP ${response.status} ${response.statusText}` };
  try {
    return { ok: true, value: JSON.parse(await response.text()) };
  } catch (error) {
    return { ok: false, message: `is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export async function readPublished(name: string): Promise<FileRead> {
  const inPage = embeddedFiles();
  if (inPage) {
    return name in inPage ? { ok: true, value: inPage[name] } : { ok: false, message: 'is not in this file' };
  }
  const url = new URL(`${CHAPTERS_DIR}/${name}`, document.baseURI).href;
  const imported = await importJson(name);
  if (imported) return { ok: true, ...imported };
  const fetched = await fetchJson(url);
  // Read by fetch but not as a module: the server's content type, most likely; the data itself is fine.
  return fetched;
}
