/**
 * Reads a text file in the encodings Chinese text files really come in: UTF-8 (with or without BOM), UTF-16 with
 * a BOM, GB18030 (a superset of GBK and GB2312) and Big5. Without a BOM, the decoding that yields no replacement
 * characters and the most common Chinese characters wins; the user can always override it.
 */
export const ENCODINGS = ['utf-8', 'gb18030', 'big5', 'utf-16le', 'utf-16be'] as const;
export type TextEncodingName = (typeof ENCODINGS)[number];

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  /** Characters that could not be decoded: a sign of the wrong encoding. */
  replacements: number;
}

// The commonest characters of Chinese prose, in both scripts; a right decoding is full of them.
const COMMON = new Set([
  ...'的一是不了人我在有他这這中大来來上国國个個到说說们們为為子和你地出道也时時年得就那要下以生会會自着著去之过過家学學对對可她里裡后後小么麼心多天而能好都然没沒日于於起还還发發成事只作当當想看文无無开開手十用主行方又如前所本见見经經头頭面公同三已老从從动動两兩长長知民样樣现現分将將外但身些与與高意进進把法此实實回二理美点點月明其种種声聲全工己话話儿兒者向情部正名定女问問力机機给給等几幾很业業最间間新什打便位因重被走电電四第门門相次东東政海口使教西再平真听聽世气氣信北少关關并內加化由却卻代军軍产產入先山五太水万萬市眼体體别別处處总總才场場师師书書比住员員九笑性通目华華报報立马馬命张張活难難神数數件安表原车車白应應路期叫死常提感金何更反合放做系計计兵城殺杀',
]);

function score(text: string): { replacements: number; common: number } {
  let replacements = 0;
  let common = 0;
  for (const ch of text) {
    if (ch === '\uFFFD') replacements++;
    else if (COMMON.has(ch)) common++;
  }
  return { replacements, common };
}

/** Of the text's characters beyond ASCII, those that are not letters or digits: punctuation, spaces, symbols. */
const NOT_A_LETTER = /[\p{P}\p{Z}\p{S}\p{Cc}]/u;

/**
 * How much of the text beyond ASCII is common Chinese: the share of its non-ASCII letters that are among the
 * commonest characters, and the share that are private-use or unassigned (which no real text holds). Null when
 * there are too few such letters to judge.
 */
export function garbleShare(text: string): { common: number; strange: number } | null {
  let letters = 0;
  let common = 0;
  let strange = 0;
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80 || NOT_A_LETTER.test(ch)) continue;
    letters++;
    if (COMMON.has(ch)) common++;
    else if (/[\p{Co}\p{Cn}]/u.test(ch)) strange++;
  }
  return letters < MIN_LETTERS ? null : { common: common / letters, strange: strange / letters };
}
const MIN_LETTERS = 20;

/**
 * A decoding that reads as garble: few common characters, or any share of private-use and unassigned ones.
 * Chinese prose runs at 50–65 % common characters with none strange; random bytes read as GB18030 or Big5 at
 * 1–2 % common and 9–35 % strange.
 */
export function looksGarbled(text: string): boolean {
  const share = garbleShare(text);
  return share !== null && (share.common < 0.15 || share.strange > 0.02);
}

function decode(bytes: Uint8Array, encoding: TextEncodingName): DecodedText {
  const text = new TextDecoder(encoding).decode(bytes);
  return { text, encoding, replacements: score(text).replacements };
}

function bomEncoding(bytes: Uint8Array): TextEncodingName | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/** Decodes the bytes, in `override` if given, else in the encoding detected. A BOM is never part of the text. */
export function decodeTextFile(bytes: Uint8Array, override?: TextEncodingName): DecodedText {
  if (override) return decode(bytes, override);
  const bom = bomEncoding(bytes);
  if (bom) return decode(bytes, bom);
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true }).decode(bytes),
      encoding: 'utf-8',
      replacements: 0,
    };
  } catch {
    // Not UTF-8: one of the legacy Chinese encodings.
  }
  const candidates = (['gb18030', 'big5'] as const).map((encoding) => {
    const decoded = decode(bytes, encoding);
    return { decoded, common: score(decoded.text).common };
  });
  candidates.sort((a, b) => a.decoded.replacements - b.decoded.replacements || b.common - a.common);
  return candidates[0]!.decoded;
}

/**
 * The byte offset of the first byte that is not UTF-8, or -1. A U+FFFD the lenient decoding yields is an error
 * unless the bytes there are that character's own encoding (EF BF BD), which a file may hold.
 */
function firstInvalidUtf8(bytes: Uint8Array, text: string): number {
  const encoder = new TextEncoder();
  for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) {
    const at = encoder.encode(text.slice(0, i)).length;
    if (bytes[at] !== 0xef || bytes[at + 1] !== 0xbf || bytes[at + 2] !== 0xbd) return at;
  }
  return -1;
}

/** UTF-16 by its BOM, or by the zero byte beside the first ASCII character a JSON file opens with. */
function utf16(bytes: Uint8Array): TextEncodingName | null {
  const bom = bomEncoding(bytes);
  if (bom && bom !== 'utf-8') return bom;
  const [a = 0, b = 0] = bytes;
  if (a > 0 && a < 0x80 && b === 0) return 'utf-16le';
  if (a === 0 && b > 0 && b < 0x80) return 'utf-16be';
  return null;
}

/**
 * A JSON file's text, which must be UTF-8 (RFC 8259): else the encoding it is in, when it reads cleanly as
 * UTF-16, GB18030 or Big5, or the offset of the first byte that is not UTF-8, so no file comes in with U+FFFD in
 * it or is reported as a syntax error when its encoding is what is wrong.
 */
export function jsonText(
  bytes: Uint8Array,
): { text: string } | { encoding: TextEncodingName } | { offset: number } {
  const wide = utf16(bytes);
  if (wide) return { encoding: wide };
  const text = new TextDecoder('utf-8').decode(bytes);
  const offset = firstInvalidUtf8(bytes, text);
  if (offset < 0) return { text };
  const legacy = decodeTextFile(bytes);
  if (legacy.encoding !== 'utf-8' && legacy.replacements === 0 && !looksGarbled(legacy.text))
    return { encoding: legacy.encoding };
  return { offset };
}
