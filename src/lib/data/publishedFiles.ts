/**
 * Where the app reads the published chapter files (`chapters/` beside the page). A file is imported as a JSON
 * module by its loader module (`<file>.js`, published beside it), added to the page as a module script: a script
 * the page is still running delays its `load` event, so a page opened at a chapter has rendered that chapter when
 * `load` fires, as it did when the chapters were built into the app. If that import fails, a plain fetch reads
 * the file again to say what is wrong (HTTP status, JSON error). In the single offline file (file://, where
 * neither can read) the build embeds the files in the page.
 *
 * The built page also starts `chapters/preload.js` (an async script of the site, see `preloadSource`) before its
 * own code: it adds the loaders of the index and of the chapter the address names while the app's code is still
 * downloading. A loader therefore keeps its file in a global that the app reads after the loader's `load` event:
 * the module may have run before the app was listening, and a module runs once.
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
export const PRELOAD_FILE = 'preload.js';

/**
 * The module beside each published file that imports it as JSON and hands it to the page. It is a file of the
 * site, not a blob: the page's Content-Security-Policy runs only the site's own scripts.
 */
export const loaderName = (name: string) => `${name}.js`;
export const loaderSource = (name: string) =>
  `import value from ${JSON.stringify(`./${name}`)} with { type: 'json' };\n(window.${LOADED} ??= {})[${JSON.stringify(name)}] = value;\n`;

/**
 * The classic script the built page starts first (async, so it blocks nothing): it adds the loaders of the index
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
    script.type = 'module';
    script.src = new URL(${JSON.stringify(`${CHAPTERS_DIR}/`)} + name + '.js', document.baseURI).href;
    document.head.appendChild(script);
  });
})();
`;
}

/** The file's value, or undefined if its loader module could not import it. */
function importJson(name: string): Promise<{ value: unknown } | undefined> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    // Imported now, or before by the preload: either way the loader has run once its script has loaded.
    const done = () => {
      script.remove();
      const kept = (window as unknown as Record<string, Record<string, unknown> | undefined>)[LOADED];
      resolve(kept && Object.hasOwn(kept, name) ? { value: kept[name] } : undefined);
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
