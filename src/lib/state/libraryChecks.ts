/**
 * The library's checking half: the schema and loader that validate the user's chapters, the reading of the files
 * they pick (text decoders included) and the template city. Loaded on the first import of a user's file, or at
 * start when the user has stored chapters, so a first visit carries none of it.
 */
export { BUNDLE_FORMAT, bundleJson } from '../model/bundle';
export { readBundle } from '../data/readBundle';
export { chapterFromFile } from '../formats/chapterFromFile';
export { newChapter } from '../authoring/newChapter';
