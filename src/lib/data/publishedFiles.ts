/**
 * Where the app reads the published chapter files (`chapters/` beside the page). A file is imported as a JSON
 * module by its loader module (`<file>.js`, published beside it), added to the page as a module script: a script
 * the page is still running delays its `load` event, so a page opened at a chapter has rendered that chapter when
 * `load` fires, as it did when the chapters were built into the app. If that import fails, a plain fetch reads the file again to say what is wrong (HTTP status, JSON
 * error). In the single offline file (file://, where neither can read) the build embeds the files in the page.
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

/** The global the loader modules call with the file they imported. */
const LOADED = '__battleChronicleFile';

/**
 * The module beside each published file that imports it as JSON and hands it to the page. It is a file of the
 * site, not a blob: the page's Content-Security-Policy runs only the site's own scripts.
 */
export const loaderName = (name: string) => `${name}.js`;
export const loaderSource = (name: string) =>
  `import value from ${JSON.stringify(`./${name}`)} with { type: 'json' };\nwindow.${LOADED}?.(${JSON.stringify(name)}, value);\n`;

const waiting = new Map<string, (value: unknown) => void>();

/** The file's value, or undefined if its loader module could not import it. */
function importJson(name: string): Promise<{ value: unknown } | undefined> {
  return new Promise((resolve) => {
    const global = window as unknown as Record<string, unknown>;
    global[LOADED] ??= (loaded: string, value: unknown) => waiting.get(loaded)?.(value);
    let read: { value: unknown } | undefined;
    waiting.set(name, (value) => (read = { value }));
    const script = document.createElement('script');
    const done = () => {
      waiting.delete(name);
      script.remove();
      resolve(read);
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
