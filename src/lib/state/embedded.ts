/**
 * The embedded view (`?embed=1` before the hash, export/embedCode.ts): the chapter without the app's chrome, for
 * a frame in a course page. In the page's search, not its hash, so stepping (which rewrites the hash) keeps it.
 */
export const isEmbedded = (search: string) => /[?&]embed=1(&|$)/.test(search);

export const embedded = typeof location !== 'undefined' && isEmbedded(location.search);
