/**
 * A chapter file the user picked, read into a chapter: an exported chapter file (checked like data/), or a text
 * in any supported encoding (given the template city). Bad input gets a message naming the file and what is
 * wrong, and nothing is added.
 */
import { appProblem } from '../model/problem';
import { text, type Text } from '../i18n/messages';
import type { Problem } from '../model/types';
import { MAX_FILE_BYTES, type ChapterBundle } from '../model/bundle';
import { readBundleOffThread } from '../data/readBundleOffThread';
import type { BundleResult } from '../data/readBundle';
import { headingTitle, newChapter } from '../authoring/newChapter';
import { decodeTextFile, garbleShare, jsonText, looksGarbled, type TextEncodingName } from './textEncoding';

/** A file's size as the messages say it: every byte, so that two sizes never read alike. */
const bytesSaid = (bytes: number) => bytes.toLocaleString('en');

export async function chapterFromFile(
  file: File,
  taken: ReadonlySet<string>,
  encoding?: TextEncodingName,
): Promise<{ bundle: ChapterBundle; warning?: Text; read?: BundleResult } | { problems: Problem[] }> {
  const problem = (path: string, what: Text) => ({ problems: [appProblem(file.name, path, what)] });
  if (file.size > MAX_FILE_BYTES) {
    return problem(
      '$',
      text('fileTooLarge', {
        size: bytesSaid(file.size),
        limit: bytesSaid(MAX_FILE_BYTES),
        limitMb: MAX_FILE_BYTES / 1048576,
      }),
    );
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (/\.json$/i.test(file.name)) {
    const json = jsonText(bytes);
    if ('encoding' in json)
      return problem('encoding', text('jsonEnc', { encoding: json.encoding.toUpperCase() }));
    if ('offset' in json) return problem('encoding', text('notUtf8', { offset: json.offset }));
    const read = await readBundleOffThread(json.text, file.name);
    if (!read.bundle) return { problems: read.problems };
    if (taken.has(read.bundle.chapter.id)) {
      return problem('$.chapter.id', text('chapterExists', { id: read.bundle.chapter.id }));
    }
    // The reading goes with the bundle, so that the library need not read a big file a second time.
    return { bundle: read.bundle, read };
  }
  const decoded = decodeTextFile(bytes, encoding);
  const name = decoded.encoding.toUpperCase();
  if (decoded.replacements > 0) {
    return problem('encoding', text('wrongEncoding', { encoding: name, count: decoded.replacements }));
  }
  const control = controlCharacters(decoded.text);
  if (control)
    return problem(`line ${control.line}`, text('controlCharacters', { encoding: name, ...control }));
  if (!decoded.text.trim()) return problem('$', text('emptyFile'));
  // The text's own heading (第六十六回 …) names the chapter; the file's name only where the text opens with prose.
  const title = headingTitle(decoded.text) ?? file.name.replace(/\.[^.]+$/, '');
  const bundle = newChapter(decoded.text, { zh: title, en: title }, taken, file.name);
  if (!looksGarbled(decoded.text)) return { bundle };
  const share = Math.round((garbleShare(decoded.text)?.common ?? 0) * 100);
  return { bundle, warning: text('textLooksGarbled', { encoding: name, share }) };
}

/**
 * Control characters no prose contains (bytes read in the wrong encoding, or not text at all): how many, and
 * where the first one is. Tabs, line breaks and form feeds are text.
 */
function controlCharacters(text: string): { count: number; line: number; code: string } | null {
  let count = 0;
  let first = -1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f) {
      count++;
      if (first < 0) first = i;
    }
  }
  if (!count) return null;
  const line = text.slice(0, first).split('\n').length;
  const code = `U+${text.charCodeAt(first).toString(16).toUpperCase().padStart(4, '0')}`;
  return { count, line, code };
}
