/**
 * What the phase editor does: a phase is a name over a run of story steps, stored as the `phase` of each event
 * in those steps (that is what the deck's dividers and the timeline's bands read). A step belongs to one phase
 * at most, so a span taken by a new phase leaves the phase it was in; the chapter's list of phases is kept in
 * the order of their first steps, the order the deck and the handout show them in.
 */
import type { ChapterMeta, EventRecord, Phase } from '../model/types';
import { phaseId } from './recordIds';

type Stepped = Pick<EventRecord, 'storyOrder' | 'storyEnd' | 'phase'>;

/** The first and last step of the events in the phase, or null when it has none. */
export function phaseSpan(events: readonly Stepped[], id: string): { from: number; to: number } | null {
  const own = events.filter((e) => e.phase === id);
  if (own.length === 0) return null;
  return {
    from: Math.min(...own.map((e) => e.storyOrder)),
    to: Math.max(...own.map((e) => e.storyEnd ?? e.storyOrder)),
  };
}

/** The phase the fields describe: a new one takes its id from its English name, else a counter. */
export function phaseOf(
  meta: Pick<ChapterMeta, 'phases'>,
  fields: { id: string | null; name: string; en: string },
): Phase {
  const name = fields.name.trim();
  return {
    id: fields.id ?? phaseId(meta, fields.en.trim()),
    name,
    en: fields.en.trim() || name,
  };
}

function ordered<E extends Stepped>(phases: Phase[], events: readonly E[]): Phase[] {
  const first = (id: string) => phaseSpan(events, id)?.from ?? Infinity;
  return phases
    .map((phase, index) => ({ phase, index }))
    .sort((a, b) => first(a.phase.id) - first(b.phase.id) || a.index - b.index)
    .map(({ phase }) => phase);
}

/**
 * The chapter's phases and events with `phase` spanning steps `from`–`to`: the events that start in those steps
 * are in it, those of it outside them are in no phase.
 */
export function withPhase<E extends Stepped>(
  meta: Pick<ChapterMeta, 'phases'>,
  events: readonly E[],
  phase: Phase,
  from: number,
  to: number,
): { phases: Phase[]; events: E[] } {
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  const nextEvents = events.map((e): E => {
    const inside = e.storyOrder >= lo && e.storyOrder <= hi;
    if (inside) return e.phase === phase.id ? e : { ...e, phase: phase.id };
    if (e.phase !== phase.id) return e;
    const { phase: _left, ...rest } = e;
    return rest as E;
  });
  const known = meta.phases.some((p) => p.id === phase.id);
  const phases = known ? meta.phases.map((p) => (p.id === phase.id ? phase : p)) : [...meta.phases, phase];
  return { phases: ordered(phases, nextEvents), events: nextEvents };
}

/** The chapter without the phase: its events are in no phase. */
export function withoutPhase<E extends Stepped>(
  meta: Pick<ChapterMeta, 'phases'>,
  events: readonly E[],
  id: string,
): { phases: Phase[]; events: E[] } {
  return {
    phases: meta.phases.filter((p) => p.id !== id),
    events: events.map((e): E => {
      if (e.phase !== id) return e;
      const { phase: _left, ...rest } = e;
      return rest as E;
    }),
  };
}

/** Each step of the story with the title of its first event (in either language), in step order: what a phase spans. */
export function stepChoices(
  events: readonly Pick<EventRecord, 'storyOrder' | 'title'>[],
): [number, string][] {
  const steps = new Map<number, string>();
  for (const e of events)
    if (!steps.has(e.storyOrder)) steps.set(e.storyOrder, e.title.zh || e.title.en || '');
  return [...steps].sort((a, b) => a[0] - b[0]);
}
