/**
 * What the event form checks and shapes itself before it asks the library to save: a side ticked, and a title and
 * a summary in one language at least (the other is left out, never saved empty); where a new event's step is
 * already taken, the events there, so the teacher can choose a step of its own or the same moment; and the
 * passage's suggestions listed first among the choices. Pure: the form renders what these say.
 */
import type { EventRecord } from '../model/types';
import { covers } from './storySteps';

/** What the form asks for before it saves: a side, a title, a summary. */
export type FormGap = 'factions' | 'title' | 'summary';

type Prose = { zh?: string; en?: string };
const blank = (text: string | undefined) => !text?.trim();
const empty = (prose: Prose) => blank(prose.zh) && blank(prose.en);

/** What keeps the draft from saving that the form can say itself, in the order the form shows them. */
export function formGaps(draft: Pick<EventRecord, 'factions' | 'title' | 'summary'>): FormGap[] {
  const gaps: FormGap[] = [];
  if (draft.factions.length === 0) gaps.push('factions');
  if (empty(draft.title)) gaps.push('title');
  if (empty(draft.summary)) gaps.push('summary');
  return gaps;
}

/** A title or summary with a language left blank taken out, the other kept as typed (and in its key order). */
function withoutBlank<T extends Prose>(prose: T): T {
  const kept = { ...prose };
  for (const key of ['zh', 'en'] as const) if (blank(kept[key])) delete kept[key];
  return kept;
}

/** The record as the form saves it: no empty last step or phase, no blank language of a title or summary. */
export function recordToSave(draft: EventRecord): EventRecord {
  const record = { ...draft, title: withoutBlank(draft.title), summary: withoutBlank(draft.summary) };
  if (!record.storyEnd) delete record.storyEnd;
  if (!record.phase) delete record.phase;
  return record;
}

/** The other events at `step` (those covering it), which a new event there would move on or join. */
export function eventsAtStep<E extends { id: string; storyOrder: number; storyEnd?: number }>(
  events: readonly E[],
  step: number,
  except: string | null,
): E[] {
  return events.filter((e) => e.id !== except && covers(e, step));
}

/** The choices with those the passage suggested first, each group in its own order. */
export function suggestedFirst<O extends { id: string }>(
  options: readonly O[],
  suggested: ReadonlySet<string>,
): O[] {
  return [...options.filter((o) => suggested.has(o.id)), ...options.filter((o) => !suggested.has(o.id))];
}
