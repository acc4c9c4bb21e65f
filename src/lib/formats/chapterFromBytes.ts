/**
 * A chapter file's bytes read into a chapter: an exported chapter file (checked like data/), or a text in any
 * supported encoding (given the template city). Bad input gets a message naming the file and what is wrong, and
 * nothing is added. Synchronous and free of the DOM, so that a big file is read whole in a worker
 * (chapterFromFile.ts) and the page's thread only receives the result.
 */
import { appProblem } from '../model/problem';
import { text, type Text } from '../i18n/messages';
import type { Problem } from '../model/types';
import { bundleJson, type ChapterBundle } from '../model/bundle';
import { readBundle, type BundleResult } from '../data/readBundle';
import { headingTitle, newChapter } from '../authoring/newChapter';
import { decodeTextFile, garbleShare, jsonText, looksGarbled, type TextEncodingName } from './textEncoding';

export type FileReading =
  { bundle: ChapterBundle; warning?: Text; read?: BundleResult } | { problems: Problem[] };

/**
 * `name`: the file's name, which titles a text that opens with prose and names the file in messages. The result
 * carries the chapter's reading (`read`), so that the page need not read a big file a second time.
 */
export function chapterFromBytes(
  bytes: Uint8Array,
  name: string,
  taken: ReadonlySet<string>,
  encoding?: TextEncodingName,
): FileReading {
  const problem = (path: string, what: Text) => ({ problems: [appProblem(name, path, what)] });
  if (/\.json$/i.test(name)) {
    const json = jsonText(bytes);
    if ('encoding' in json)
      return problem('encoding', text('jsonEnc', { encoding: json.encoding.toUpperCase() }));
    if ('offset' in json) return problem('encoding', text('notUtf8', { offset: json.offset }));
    const read = readBundle(json.text, name);
    if (!read.bundle) return { problems: read.problems };
    if (taken.has(read.bundle.chapter.id)) {
      return problem('$.chapter.id', text('chapterExists', { id: read.bundle.chapter.id }));
    }
    return { bundle: read.bundle, read };
  }
  const decoded = decodeTextFile(bytes, encoding);
  const label = decoded.encoding.toUpperCase();
  if (decoded.replacements > 0) {
    return problem('encoding', text('wrongEncoding', { encoding: label, count: decoded.replacements }));
  }
  const control = controlCharacters(decoded.text);
  if (control)
    return problem(`line ${control.line}`, text('controlCharacters', { encoding: label, ...control }));
  if (!decoded.text.trim()) return problem('$', text('emptyFile'));
  // The text's own heading (第六十六回 …) names the chapter; the file's name only where the text opens with prose.
  const title = headingTitle(decoded.text) ?? name.replace(/\.[^.]+$/, '');
  const bundle = newChapter(decoded.text, { zh: title, en: title }, taken, name);
  const read = readBundle(bundleJson(bundle), name);
  const reading = read.bundle ? { bundle: read.bundle, read } : { bundle };
  if (!looksGarbled(decoded.text)) return reading;
  const share = Math.round((garbleShare(decoded.text)?.common ?? 0) * 100);
  return { ...reading, warning: text('textLooksGarbled', { encoding: label, share }) };
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
