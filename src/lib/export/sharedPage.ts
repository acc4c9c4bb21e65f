/**
 * A chapter shared as one offline HTML file: the single-file build of the app (every script and style inline)
 * with the chapter file embedded as data. The app finds the element at start and opens the chapter in memory.
 * The element is JSON, never run, so it needs no script hash under a strict Content-Security-Policy; every `<`
 * in it is written `\u003c`, so no text in the chapter can close the element early.
 */
export const SHARED_CHAPTER_ID = 'shared-chapter';

const EMBEDDED = new RegExp(
  `<script type="application/json" id="${SHARED_CHAPTER_ID}">[^<]*</script>\\n?`,
  'g',
);

/** The page with `bundleJson` embedded, replacing a chapter the page already shared. */
export function embedChapter(page: string, bundleJson: string): string {
  const element = `<script type="application/json" id="${SHARED_CHAPTER_ID}">${bundleJson.trim().replace(/</g, '\\u003c')}</script>\n`;
  const html = page.replace(EMBEDDED, '');
  // The page's own </body> is its last; an inline script before it may hold the same letters in a string.
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('the app page has no </body>');
  return `${html.slice(0, end)}${element}${html.slice(end)}`;
}

/** The file name a shared chapter is saved under. */
export function sharedFileName(chapterId: string): string {
  return `${chapterId}.battle-chronicle.html`;
}
