/** Causes and consequences between events: the links the records state, read both ways. */
import type { ChapterEvent } from '../model/types';

export interface Relations {
  /** For each event, the earlier events it names as causes (as recorded). */
  causes: ReadonlyMap<string, readonly string[]>;
  /** For each event, the later events that name it as a cause. */
  consequences: ReadonlyMap<string, readonly string[]>;
}

/** Per events array (chapters are immutable): the model and the timeline, each time it is drawn, ask for the same. */
const known = new WeakMap<readonly ChapterEvent[], Map<string, string[]>>();

/** For each event, the events that name it as a cause, in the order given. Shared: not to be changed. */
export function consequencesOf(events: readonly ChapterEvent[]): Map<string, string[]> {
  const remembered = known.get(events);
  if (remembered) return remembered;
  const out = new Map<string, string[]>();
  known.set(events, out);
  for (const event of events)
    for (const cause of event.causes) {
      const list = out.get(cause);
      if (list) list.push(event.id);
      else out.set(cause, [event.id]);
    }
  return out;
}

export function relationsOf(events: readonly ChapterEvent[]): Relations {
  return {
    causes: new Map(events.map((e) => [e.id, e.causes])),
    consequences: consequencesOf(events),
  };
}
