/**
 * A chapter file the user picked, read into a chapter: an exported chapter file (checked like data/), or a text
 * in any supported encoding (given the template city). Bad input gets a message naming the file and what is
 * wrong, and nothing is added.
 */
import { appProblem } from '../i18n/appProblem';
import { text, type Text } from '../i18n/messages';
import type { Problem } from '../model/types';
import { MAX_FILE_BYTES, type ChapterBundle } from '../model/bundle';
import { readBundleOffThread } from '../data/readBundleOffThread';
import { newChapter } from '../authoring/newChapter';
import { decodeTextFile, type TextEncodingName } from './textEncoding';

export async function chapterFromFile(
  file: File,
  taken: ReadonlySet<string>,
  encoding?: TextEncodingName,
): Promise<{ bundle: ChapterBundle } | { problems: Problem[] }> {
  const problem = (path: string, what: Text) => ({ problems: [appProblem(file.name, path, what)] });
  if (file.size > MAX_FILE_BYTES) {
    const size = (file.size / 1048576).toFixed(1);
    return problem('$', text('fileTooLarge', { size, limit: MAX_FILE_BYTES / 1048576 }));
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (/\.json$/i.test(file.name)) {
    const read = await readBundleOffThread(new TextDecoder().decode(bytes), file.name);
    if (!read.bundle) return { problems: read.problems };
    if (taken.has(read.bundle.chapter.id)) {
      return problem('$.chapter.id', text('chapterExists', { id: read.bundle.chapter.id }));
    }
    return { bundle: read.bundle };
  }
  const decoded = decodeTextFile(bytes, encoding);
  if (decoded.replacements > 0 || hasControlCharacters(decoded.text)) {
    const encoding = decoded.encoding.toUpperCase();
    return problem('encoding', text('wrongEncoding', { encoding, count: decoded.replacements }));
  }
  if (!decoded.text.trim()) return problem('$', text('emptyFile'));
  const title = file.name.replace(/\.[^.]+$/, '');
  return { bundle: newChapter(decoded.text, { zh: title, en: title }, taken, file.name) };
}

/** Bytes read in the wrong encoding (or not text at all) show control characters no prose contains. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}
