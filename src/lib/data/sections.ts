/**
 * A chapter's section headings (the biography each passage of a history is taken from): each must be a whole line
 * of the text, once, so that a passage's section is the last heading line above it.
 */
import type { Problem } from '../model/types';
import { jsonPath } from './jsonPath';

/** Where each heading line starts in the text, in text order; a heading not found as a whole line is left out. */
export function sectionStarts(text: string, headings: readonly string[]): { heading: string; start: number }[] {
  const starts: { heading: string; start: number }[] = [];
  for (const heading of headings) {
    const found = wholeLineStarts(text, heading);
    if (found.length === 1) starts.push({ heading, start: found[0]! });
  }
  return starts.sort((a, b) => a.start - b.start);
}

/** The heading a passage starting at `offset` falls under, or undefined before the first heading. */
export function sectionAt(starts: readonly { heading: string; start: number }[], offset: number): string | undefined {
  let found: string | undefined;
  for (const { heading, start } of starts) {
    if (start > offset) break;
    found = heading;
  }
  return found;
}

export function checkSections(headings: readonly string[], text: string, file: string): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  headings.forEach((heading, i) => {
    const path = jsonPath(['sections', i]);
    if (seen.has(heading)) problems.push({ file, path, message: `the section heading "${heading}" is listed twice` });
    seen.add(heading);
    const found = wholeLineStarts(text, heading).length;
    if (found === 0)
      problems.push({ file, path, message: `the section heading "${heading}" is not a whole line of the text` });
    else if (found > 1)
      problems.push({ file, path, message: `the section heading "${heading}" is a line of the text ${found} times` });
  });
  return problems;
}

function wholeLineStarts(text: string, line: string): number[] {
  const starts: number[] = [];
  let at = text.indexOf(line);
  while (at >= 0) {
    const end = at + line.length;
    const lineStart = at === 0 || text[at - 1] === '\n';
    const lineEnd = end === text.length || text[end] === '\n' || text[end] === '\r';
    if (lineStart && lineEnd) starts.push(at);
    at = text.indexOf(line, at + 1);
  }
  return starts;
}
