/**
 * The Content-Security-Policy of both builds. The server build runs its own files and the one inline script of its
 * page (the chapter preload, which must start before any file arrives), named by its sha256 hash; the single
 * offline file runs only the inline script and style that vite-plugin-singlefile wrote into it, named by hash.
 * Neither allows eval or any other inline script. Styles need no 'unsafe-inline': the app's CSS is a file (or
 * the one hashed <style> element), and Svelte's `style:` directives and the SVG export write styles through the
 * CSSOM (`element.style`), which a policy does not restrict.
 */
import { createHash } from 'node:crypto';

export interface PolicySources {
  /** Hash sources ('sha256-…') of inline scripts; none means the page runs only files from its own origin. */
  scripts: string[];
  /** Whether the page also runs script files of its own origin (with inline scripts too, both are named). */
  files?: boolean;
  /** Hash sources of inline <style> elements. */
  styles: string[];
}

/** The hash source of an inline element's text, as a policy names it. */
export const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The policy as one header value. `forHeader` adds what a <meta> policy may not carry (browsers ignore
 * frame-ancestors there, with a console warning).
 */
export function contentSecurityPolicy(sources: PolicySources, { forHeader = false } = {}): string {
  const own = (hashes: string[]) =>
    hashes.length ? [...(sources.files ? ["'self'"] : []), ...hashes].join(' ') : "'self'";
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', own(sources.scripts)],
    ['style-src', sources.styles.length ? `'self' ${sources.styles.join(' ')}` : "'self'"],
    // The PNG and SVG exports draw through blob: and data: images; the icon is a data: SVG.
    ['img-src', "'self' data: blob:"],
    ['font-src', "'self'"],
    // Chapter files are read from chapters/ beside the page.
    ['connect-src', "'self'"],
    // A big chapter file is read in a worker. The server build starts it from its own file; the single offline
    // file cannot start a worker from file:// and starts it from a blob: of its own inlined code instead. A
    // blob: can only be made by script the policy already let run, so it admits no code from outside.
    ['worker-src', sources.scripts.length && !sources.files ? "'self' blob:" : "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ...(forHeader ? ([['frame-ancestors', "'self'"]] as [string, string][]) : []),
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
/** A script element that holds data (JSON) is never run, so a policy does not name it. */
const isDataBlock = (attributes: string) => /\btype\s*=\s*["']?application\/json/i.test(attributes);

/** The hash sources of a page's inline scripts and styles. */
export function inlineSources(html: string): PolicySources {
  const scripts = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\bsrc\s*=/.test(attributes!) && !isDataBlock(attributes!))
    .map(([, , body]) => hashSource(body!));
  const styles = [...html.matchAll(INLINE_STYLE)].map(([, body]) => hashSource(body!));
  const files = [...html.matchAll(INLINE_SCRIPT)].some(([, attributes]) => /\bsrc\s*=/.test(attributes!));
  return files ? { scripts, styles, files } : { scripts, styles };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page with its policy right after its charset, so that it covers every script and style after it. */
export function withPolicy(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy(inlineSources(html)))}" />`;
  return html.replace(/<head>\s*<meta charset="[^"]*"\s*\/?>|<head>/i, (head) => `${head}\n    ${meta}`);
}

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i;

/** The policy a built page carries in its <meta> tag, for the preview server to send as a header too. */
export function policyOf(html: string): string | null {
  const found = META.exec(html);
  return found ? found[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&') : null;
}
