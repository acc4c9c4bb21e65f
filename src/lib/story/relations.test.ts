import { describe, expect, it } from 'vitest';
import { miniChapter } from '../testing/miniChapter';
import { consequencesOf, relationsOf } from './relations';

describe('consequencesOf(events)', () => {
  const { events } = miniChapter();

  it('lists, for each cause, the events that name it', () => {
    const out = consequencesOf(events);
    for (const event of events) for (const cause of event.causes) expect(out.get(cause)).toContain(event.id);
  });

  it("is computed once per chapter's events: the timeline, each time it is drawn, shares the model's", () => {
    expect(consequencesOf(events)).toBe(relationsOf(events).consequences);
    expect(consequencesOf([...events])).not.toBe(consequencesOf(events));
  });
});
