/** Strict JSON parsing whose errors say where: line and column, not just "Unexpected token". */
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string };

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - (before.lastIndexOf('\n') + 1) + 1;
  return { line, column };
}

const readable: Record<string, string> = {
  InvalidSymbol: 'an unexpected character',
  InvalidNumberFormat: 'a malformed number',
  PropertyNameExpected: 'a property name in double quotes was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon was expected',
  CommaExpected: 'a comma was expected',
  CloseBraceExpected: 'a closing } was expected',
  CloseBracketExpected: 'a closing ] was expected',
  EndOfFileExpected: 'the file should end here',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'an unfinished comment',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number is cut off',
  InvalidUnicode: 'an invalid \\u escape',
  InvalidEscapeCharacter: 'an invalid escape character',
  InvalidCharacter: 'a character not allowed in a string',
};

/** Deeper than any chapter is, and shallow enough that the parser's recursion cannot overflow the stack. */
export const MAX_JSON_DEPTH = 200;

/** Where nesting first goes past `limit` (brackets inside strings do not count), or -1. */
function tooDeepAt(text: string, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > limit) return i;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return -1;
}

export function parseJson(text: string): ParsedJson {
  const errors: ParseError[] = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const deep = tooDeepAt(source, MAX_JSON_DEPTH);
  if (deep >= 0) {
    const { line, column } = lineAndColumn(source, deep);
    return {
      ok: false,
      message: `nested more than ${MAX_JSON_DEPTH} levels deep at line ${line}, column ${column}; no chapter file is`,
    };
  }
  // The browser's own parser is an order of magnitude faster on a book-sized file and just as strict; the
  // slower one runs only to say where a file that is not JSON goes wrong.
  try {
    return { ok: true, value: JSON.parse(source) as unknown };
  } catch {
    // reported below, with line and column
  }
  const value: unknown = parse(source, errors, { disallowComments: true, allowTrailingComma: false });
  const [first] = errors;
  if (!first) return { ok: true, value };
  const { line, column } = lineAndColumn(source, first.offset);
  const code = printParseErrorCode(first.error);
  return { ok: false, message: `not valid JSON at line ${line}, column ${column}: ${readable[code] ?? code}` };
}
