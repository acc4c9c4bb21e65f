/**
 * The event form's and the map editor's saves, checked against what they saw (seenEdit.ts): what another tab
 * changed since in other fields is merged; a field both changed, or an event deleted meanwhile, is offered to
 * the library as a conflict with both versions (Keep mine / Keep theirs; Restore with my changes / Discard),
 * never saved over. Loaded with the first save, off the first render.
 */
import { eventRecord, type Chapter, type CityMap, type EventRecord, type Problem } from '../model/types';
import type { AuthoringLibrary, MapDetails } from './authoringSession.svelte';
import { seenEdit } from './seenEdit';
import type { Placement } from './storySteps';

/**
 * Saves the form's event (`base`: an edit's event as the form opened on it); returns what keeps it from saving,
 * and the event as saved or offered.
 */
export async function saveEvent(
  library: AuthoringLibrary,
  chapter: Chapter,
  base: EventRecord | undefined,
  event: EventRecord,
  replacing: string | null,
  placement: Placement,
): Promise<{ problems: Problem[]; saved: EventRecord }> {
  const now = replacing ? chapter.events.find((e) => e.id === replacing) : undefined;
  const edit = base && replacing ? seenEdit(base, event, now && eventRecord(now)) : null;
  if (!edit || edit.kind === 'merged') {
    const saved = edit?.value ?? event;
    return { problems: await library.saveEvent(chapter, saved, replacing ?? undefined, placement), saved };
  }
  await library.offer(chapter.meta.id, `event:${replacing}`, edit.mine);
  return { problems: [], saved: edit.mine };
}

interface MapEdit {
  city: CityMap;
  details: MapDetails;
}

/**
 * Saves the map editor's map and a user chapter's details (`details`, when it edits them), made from `base`,
 * onto the chapter as it is now (`now`, its details `nowDetails`). Each merges with what another tab changed in
 * other fields; where both changed one field, that part (the map, or the details) is offered as a conflict and
 * the chapter's own stands until the user chooses, while the other part saves.
 */
export async function saveMap(
  library: AuthoringLibrary,
  now: Chapter,
  base: MapEdit,
  mine: { city: CityMap; details: MapDetails | undefined },
  nowDetails: MapDetails,
): Promise<Problem[]> {
  const map = seenEdit(base.city, mine.city, now.city);
  if (map.kind !== 'merged') await library.offer(now.meta.id, 'city', map.mine);
  const details = mine.details && seenEdit(base.details, mine.details, nowDetails);
  // The details are part of the chapter's own record (the `meta` unit): mine is that record with my edit.
  if (details && details.kind !== 'merged')
    await library.offer(now.meta.id, 'meta', { ...now.meta, ...details.mine });
  const merged = details?.kind === 'merged' ? details.value : undefined;
  return library.setCity(now, map.kind === 'merged' ? map.value : now.city, merged);
}
