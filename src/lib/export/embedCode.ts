/**
 * The `<iframe>` code a teacher pastes into a course page or a slide deck (as TimelineJS and StoryMapJS offer),
 * for a site that hosts the build. The frame's address is the page's own (origin and path, so a build under a
 * sub-path works) with `?embed=1`, which hides the app's chrome, and the view's hash, which names the chapter and
 * the step and keeps changing inside the frame as the reader steps.
 */

/** Where the app runs: the parts of `location` the address is built from. */
export interface PageAddress {
  protocol: string;
  origin: string;
  pathname: string;
}

/** The page's flag for the embedded view (read by state/embedded.ts). */
export const EMBED_PARAMETER = 'embed=1';

/** The frame's address for `hash` (`#/<chapter>/<event>?…`); null where no other page can frame it (file:). */
export function embedUrl(page: PageAddress, hash: string): string | null {
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return null;
  const fragment = hash.startsWith('#') ? hash : `#${hash}`;
  return `${page.origin}${page.pathname}?${EMBED_PARAMETER}${fragment === '#' ? '' : fragment}`;
}

/**
 * The page's hash (`#/<chapter>/<event>?…`, state/urlState.ts) showing the explorer or the presentation: the
 * mode set (the explorer's is unsaid), a deck's own parameters dropped from the explorer, and the rest (order,
 * lanes, filters, the slide) kept. On the hash's text, so the lazy chunk that calls it imports nothing of the page's
 * first load.
 */
export function hashInMode(hash: string, mode: 'explore' | 'present'): string {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(query);
  params.delete('steps');
  if (mode === 'present') params.set('mode', mode);
  else for (const deckOnly of ['mode', 'slide', 'reveal']) params.delete(deckOnly);
  const search = params.toString().replace(/%2C/g, ',');
  return `#${path || '/'}${search ? `?${search}` : ''}`;
}

/** An attribute value as HTML reads it back unchanged, whatever a chapter's title holds. */
export function escapeAttribute(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export interface EmbedOptions {
  url: string;
  /** The frame's accessible name (screen readers announce it): the chapter's title. */
  title: string;
  /** CSS width; the frame fills its column by default. */
  width?: string;
  height?: number;
}

/** The snippet: a frame that may go full screen (the presentation asks to) and loads when scrolled near. */
export function embedSnippet({ url, title, width = '100%', height = 640 }: EmbedOptions): string {
  const attributes = [
    ['src', url],
    ['title', title],
    ['width', width],
    ['height', String(Math.round(height))],
    ['style', 'border: 1px solid #d9d4ca; border-radius: 4px'],
    ['loading', 'lazy'],
  ];
  const written = attributes.map(([name, value]) => `${name}="${escapeAttribute(value!)}"`).join(' ');
  return `<iframe ${written} allowfullscreen></iframe>`;
}
