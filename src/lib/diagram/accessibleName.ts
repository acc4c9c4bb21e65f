/** What a screen reader hears for a place on the diagram. */
import type { Locale } from '../i18n/messages';
import { kindLabel, stateLabel, type Namer } from '../i18n/names';
import type { PlaceCondition } from '../story/placeStates';
import type { Place } from '../model/types';

/** The place's label as shown, then (in English) its gloss, its kind and its state; a contested place names both sides. */
export function placeAccessibleName(
  place: Place,
  condition: PlaceCondition | undefined,
  locale: Locale,
  name: Namer,
  zh: (text: string) => string,
): string {
  const sides = [condition?.by, condition?.against].filter((f): f is string => !!f);
  const state = condition
    ? `${stateLabel(condition.state, locale)}${sides.length ? ` (${sides.map(name.faction).join(' · ')})` : ''}`
    : '';
  const sep = locale === 'en' ? ', ' : '，';
  const gloss = locale === 'en' ? ` ${place.en}` : '';
  return [`${zh(place.name)}${gloss} · ${kindLabel(place.kind, locale)}`, state].filter(Boolean).join(sep);
}
