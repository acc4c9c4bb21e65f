/**
 * The library's checking half: the schema and loader that validate the user's chapters, the text decoders and
 * the template city. Loaded on the first import of a user's file, or at start when the user has stored chapters,
 * so a first visit carries none of it.
 */
export { BUNDLE_FORMAT, MAX_FILE_BYTES, bundleJson, readBundle } from '../authoring/chapterBundle';
export { newChapter } from '../authoring/newChapter';
export { decodeTextFile } from '../authoring/textEncoding';
