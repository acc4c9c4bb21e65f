/** The resolved data in the form of TEST-CONTRACT.md, for other tools to read. */
import type { Alignment } from '../model/alignmentSchema';
import type { Chapter } from '../model/types';

/** `alignments`: as their files hold them (id, left, right, title, pairs, onlyLeft, onlyRight), checked. */
export function toContractJson(chapters: Chapter[], alignments: readonly Alignment[] = []) {
  return {
    chapters: chapters.map((chapter) => {
      const placeById = new Map(chapter.city.places.map((p) => [p.id, p]));
      return {
        id: chapter.meta.id,
        source: chapter.meta.source,
        sha256: chapter.meta.sha256,
        script: chapter.meta.script,
        places: chapter.city.places.map((p) => ({
          id: p.id,
          name: p.name,
          kind: p.kind,
          side: p.side,
          // The contract names the rings of a walled city within a walled city: inner and outer.
          ...(p.ring === 'inner' || p.ring === 'outer' ? { ring: p.ring } : {}),
        })),
        events: chapter.events.map((e) => ({
          id: e.id,
          type: e.type,
          storyOrder: e.storyOrder,
          start: e.start,
          end: e.end,
          quote: chapter.text.slice(e.start, e.end),
          places: e.places.map((id) => placeById.get(id)?.name ?? id),
          summary: { en: e.summary.en, zh: e.summary.zh },
          movements: e.movements.map((m) => ({ who: m.who, from: m.from, to: m.to })),
          inferred: (e.inferred ?? []).map((mark) => mark.path),
        })),
        forces: (chapter.meta.forces ?? []).map((f) => ({
          id: f.id,
          name: f.name,
          faction: f.faction,
          start: f.start,
        })),
      };
    }),
    alignments: alignments.map(({ id, left, right, title, pairs, onlyLeft, onlyRight }) => ({
      id,
      left,
      right,
      title,
      pairs,
      onlyLeft,
      onlyRight,
    })),
  };
}
