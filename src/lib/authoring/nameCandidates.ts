/**
 * The list of names a new chapter offers its author once ("People in the text"): the names that speak in the text
 * (passageHints.candidateNames) that are not yet the chapter's people nor dismissed, each with how often it occurs
 * and the words around one place it speaks; and the list's current row as keys move it. Pure: the panel
 * (NameReview.svelte) renders it, nameReview.ts keeps what was dismissed.
 */
import type { ChapterMeta } from '../model/types';
import { candidateNames } from './passageHints';

export interface NameRow {
  name: string;
  /** How many times the name occurs in the text, speaking or not. */
  count: number;
  /** The text's words around one place the name stands (where it speaks, if it does), as plain text. */
  context: string;
}

/** How many characters of context each side of the name. */
const AROUND = 8;

/** How many times `name` occurs in `text`, occurrences never overlapping. */
export function occurrences(text: string, name: string): number {
  let n = 0;
  for (let at = text.indexOf(name); at !== -1 && name; at = text.indexOf(name, at + name.length)) n++;
  return n;
}

/**
 * The words around the first place `name` stands before a verb of speech (else its first occurrence), at most
 * `around` characters each side, on one line: cut at a line break, a cut in mid-sentence marked with "…".
 */
export function contextOf(text: string, name: string, around = AROUND): string {
  const speaking = /[道曰说說]/;
  let at = text.indexOf(name);
  for (let i = at; i !== -1; i = text.indexOf(name, i + name.length)) {
    if (speaking.test(text.slice(i + name.length, i + name.length + 2))) {
      at = i;
      break;
    }
  }
  if (at < 0) return '';
  const end = at + name.length;
  let from = Math.max(0, at - around);
  let to = Math.min(text.length, end + around);
  const before = text.lastIndexOf('\n', at - 1);
  if (before >= from) from = before + 1;
  const after = text.indexOf('\n', end);
  if (after !== -1 && after < to) to = after;
  const words = text.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > 0 && text[from - 1] !== '\n' ? '…' : ''}${words}${to < text.length && text[to] !== '\n' ? '…' : ''}`;
}

/**
 * Every candidate name of `text` as a row, the most frequent first (then the most often speaking, as
 * candidateNames). Reads the whole text: computed once per text, then filtered by `offeredRows` as people come.
 */
export function textNames(text: string): NameRow[] {
  return candidateNames(text)
    .map(({ name }) => ({ name, count: occurrences(text, name), context: contextOf(text, name) }))
    .sort((a, b) => b.count - a.count);
}

/** The rows still to offer: no person's name nor part of one (俊义 once 卢俊义 is a person), and not dismissed. */
export function offeredRows(
  rows: readonly NameRow[],
  people: ChapterMeta['people'],
  dismissed: Iterable<string>,
): NameRow[] {
  const gone = new Set(dismissed);
  const known = people.flatMap((p) => [p.name, p.en]);
  return rows.filter(({ name }) => !gone.has(name) && !known.some((k) => k.includes(name)));
}

/** The rows to offer for `text`, given the chapter's people and the names dismissed. */
export const nameRows = (
  text: string,
  people: ChapterMeta['people'],
  dismissed: Iterable<string>,
): NameRow[] => offeredRows(textNames(text), people, dismissed);

/** What moves the current row: one row up or down, or to either end. */
export type RowMove = 'previous' | 'next' | 'first' | 'last';

/** The current row after `move` in a list of `length` rows (-1 when there are none); never past either end. */
export function movedRow(current: number, length: number, move: RowMove): number {
  if (length === 0) return -1;
  const to = { previous: current - 1, next: current + 1, first: 0, last: length - 1 }[move];
  return Math.min(length - 1, Math.max(0, to));
}

/**
 * The current row once the list has `length` rows: the same position, so that after a row is accepted or
 * dismissed the one below it is current; the last where the list got shorter than that; -1 when it is empty.
 */
export const rowWithin = (current: number, length: number): number =>
  length === 0 ? -1 : Math.min(Math.max(0, current), length - 1);
