/**
 * Where the app reads the published chapter files (`chapters/` beside the page). A file is imported as a JSON
 * module by a module script added to the page: a script the page is still running delays its `load` event, so a
 * page opened at a chapter has rendered that chapter when `load` fires, as it did when the chapters were built
 * into the app. If that import fails, a plain fetch reads the file again to say what is wrong (HTTP status, JSON
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

let serial = 0;

/** The file's value, or undefined if the module script could not import it. */
function importJson(url: string): Promise<{ value: unknown } | undefined> {
  return new Promise((resolve) => {
    const callback = `__battleChronicleFile${++serial}`;
    const global = window as unknown as Record<string, unknown>;
    let read: { value: unknown } | undefined;
    global[callback] = (value: unknown) => (read = { value });
    const code = `import value from ${JSON.stringify(url)} with { type: 'json' };\nwindow[${JSON.stringify(callback)}](value);\n`;
    const source = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
    const script = document.createElement('script');
    const done = () => {
      delete global[callback];
      URL.revokeObjectURL(source);
      script.remove();
      resolve(read);
    };
    script.type = 'module';
    script.src = source;
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
  const imported = await importJson(url);
  if (imported) return { ok: true, ...imported };
  const fetched = await fetchJson(url);
  // Read by fetch but not as a module: the server's content type, most likely; the data itself is fine.
  return fetched;
}
