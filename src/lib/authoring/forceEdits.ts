/**
 * What the force editor makes of its fields: a force as the schema wants it (forceSchema.ts), its id made once
 * from its English name or a counter (recordIds.ts), its strength only where the text states one, and where it
 * stands at the start marked inferred when the text does not say. Deleting a force that events still move or
 * change is refused, naming those events, so that no event is left pointing at nothing.
 */
import type { ChapterEvent, ChapterMeta, EventRecord, Force, Quantity } from '../model/types';
import type { InferenceBasis, QuantityKind, QuantityQualifier } from '../model/vocabulary';
import { forceId } from './recordIds';

/** The editor's fields; empty strings are fields left blank. */
export interface ForceDraft {
  /** The force it edits, or null for a new one. */
  id: string | null;
  name: string;
  en: string;
  faction: string;
  leader: string;
  start: string;
  /** Null where the text states no strength. */
  strength: StrengthDraft | null;
  evidence: Force['evidence'];
  /** Why the start is inferred, or null where the text says where the force stands. */
  startInferred: { basis: InferenceBasis; note: string } | null;
}

export interface StrengthDraft {
  kind: QuantityKind;
  qualifier: QuantityQualifier;
  /** The number the words state (not for several or countless). */
  value: number | null;
  /** The least and the most the words allow (for several). */
  least: number | null;
  most: number | null;
  /** The text's words that state it. */
  text: string;
}

/** A blank draft: the first side, the first place, the text as its evidence. */
export function blankForce(meta: Pick<ChapterMeta, 'factions'>, firstPlace: string): ForceDraft {
  return {
    id: null,
    name: '',
    en: '',
    faction: meta.factions[0]!.id,
    leader: '',
    start: firstPlace,
    strength: null,
    evidence: { basis: 'text', note: '' },
    startInferred: null,
  };
}

export function blankStrength(): StrengthDraft {
  return { kind: 'troops', qualifier: 'exact', value: null, least: null, most: null, text: '' };
}

/** The draft of a force already made, to edit. */
export function forceDraft(force: Force): ForceDraft {
  const s = force.strength;
  const start = force.inferred?.find((mark) => mark.path === 'start');
  return {
    id: force.id,
    name: force.name,
    en: force.en,
    faction: force.faction,
    leader: force.leader ?? '',
    start: force.start,
    strength: s
      ? {
          kind: s.kind,
          qualifier: s.qualifier ?? 'exact',
          value: s.value ?? null,
          least: s.range?.[0] ?? null,
          most: s.range?.[1] ?? null,
          text: s.text,
        }
      : null,
    evidence: { ...force.evidence },
    startInferred: start ? { basis: start.basis, note: start.note } : null,
  };
}

/** The strength as the quantity schema takes it: a range only for several, no number for countless. */
function strengthOf(s: StrengthDraft, faction: string): Quantity {
  const q: Quantity = { kind: s.kind, text: s.text.trim(), faction };
  if (s.qualifier !== 'exact') q.qualifier = s.qualifier;
  if (s.qualifier === 'several') {
    if (s.least != null && s.most != null) q.range = [s.least, s.most];
  } else if (s.qualifier !== 'countless' && s.value != null) q.value = s.value;
  return q;
}

/**
 * The force the draft describes. A force without an English name takes its Chinese one (as the map editor's
 * places do), never an invented translation. The schema, run on the whole chapter as it saves, says what is
 * still missing.
 */
export function forceOf(draft: ForceDraft, meta: Pick<ChapterMeta, 'forces' | 'factions'>): Force {
  const name = draft.name.trim();
  const en = draft.en.trim() || name;
  const force: Force = {
    id: draft.id ?? forceId(meta, draft.en.trim()),
    name,
    en,
    faction: draft.faction,
    ...(draft.leader ? { leader: draft.leader } : {}),
    ...(draft.strength ? { strength: strengthOf(draft.strength, draft.faction) } : {}),
    start: draft.start,
    evidence: { basis: draft.evidence.basis, note: draft.evidence.note.trim() },
  };
  if (draft.startInferred) {
    force.inferred = [
      { path: 'start', basis: draft.startInferred.basis, note: draft.startInferred.note.trim() },
    ];
  }
  return force;
}

/** The chapter's forces with `force` added, or in the place of the one with its id. */
export function withForce(meta: Pick<ChapterMeta, 'forces'>, force: Force): Force[] {
  const forces = meta.forces ?? [];
  return forces.some((f) => f.id === force.id)
    ? forces.map((f) => (f.id === force.id ? force : f))
    : [...forces, force];
}

type Mover = Pick<EventRecord | ChapterEvent, 'id' | 'movements' | 'forceChanges'>;

/** The events that move the force or change its condition. */
export function eventsOfForce(events: readonly Mover[], id: string): string[] {
  return events
    .filter(
      (e) =>
        e.movements.some((m) => m.who.includes(id)) || (e.forceChanges ?? []).some((c) => c.force === id),
    )
    .map((e) => e.id);
}

/** The forces without `id`, or the events that still name it (and the force stays). */
export function withoutForce(
  meta: Pick<ChapterMeta, 'forces'>,
  events: readonly Mover[],
  id: string,
): { forces: Force[] } | { usedBy: string[] } {
  const usedBy = eventsOfForce(events, id);
  if (usedBy.length) return { usedBy };
  return { forces: (meta.forces ?? []).filter((f) => f.id !== id) };
}
