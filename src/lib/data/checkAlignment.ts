/**
 * An alignment checked against the two chapters it joins: both exist, every event it names is in its side's
 * chapter, no event has two roles (twice among one side's pairs, or both paired and "only"), and every event of
 * each chapter is accounted for, so the comparison can never silently drop part of an account.
 */
import { SIDES, type Alignment, type Side } from '../model/alignmentSchema';
import type { Problem } from '../model/types';
import { jsonPath } from './jsonPath';

/** What the check needs of a chapter: its id and its events' ids (in story order, for the messages). */
export interface AlignedChapter {
  id: string;
  eventIds: readonly string[];
}

const onlyKey = (side: Side) => (side === 'left' ? 'onlyLeft' : 'onlyRight');

/**
 * `fileId`: the id the index lists, which the file's `id` must repeat. `chapters`: the chapters that loaded, by
 * id; a listed chapter that failed is reported where it failed, so here it is only named as missing.
 */
export function checkAlignment(
  alignment: Alignment,
  fileId: string,
  chapters: ReadonlyMap<string, AlignedChapter>,
  file: string,
): Problem[] {
  const problems: Problem[] = [];
  const at = (path: PropertyKey[], message: string) => problems.push({ file, path: jsonPath(path), message });
  if (alignment.id !== fileId)
    at(['id'], `the alignment is listed as "${fileId}" in the index but its id is "${alignment.id}"`);
  if (alignment.left === alignment.right)
    at(['right'], `an alignment joins two chapters, but both sides are "${alignment.left}"`);
  for (const side of SIDES) {
    const chapter = chapters.get(alignment[side]);
    if (!chapter) {
      at([side], `no chapter "${alignment[side]}" in the data (or it did not load)`);
      continue;
    }
    const known = new Set(chapter.eventIds);
    /** Where each event was first used on this side, as a path for the message. */
    const used = new Map<string, string>();
    const use = (eventId: string, path: PropertyKey[], role: string) => {
      if (!known.has(eventId)) {
        at(path, `no event "${eventId}" in chapter "${chapter.id}" (the ${side} side)`);
        return;
      }
      const first = used.get(eventId);
      if (first !== undefined) at(path, `event "${eventId}" is ${role} but is already used at ${first}`);
      else used.set(eventId, jsonPath(path).slice(2));
    };
    alignment.pairs.forEach((pair, i) =>
      pair[side].forEach((eventId, j) => use(eventId, ['pairs', i, side, j], 'paired')),
    );
    const only = onlyKey(side);
    alignment[only].forEach((entry, i) => use(entry.event, [only, i, 'event'], `listed in ${only}`));
    const missing = chapter.eventIds.filter((eventId) => !used.has(eventId));
    for (const eventId of missing)
      at(
        [only],
        `event "${eventId}" of chapter "${chapter.id}" is not accounted for: pair it, or list it in ${only} with a note`,
      );
  }
  return problems;
}
