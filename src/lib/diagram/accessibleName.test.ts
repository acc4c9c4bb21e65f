import { describe, expect, it } from 'vitest';
import { kindLabel, namer, stateLabel } from '../i18n/names';
import { placeStatesAt } from '../story/placeStates';
import { miniChapter } from '../testing/miniChapter';
import { placeAccessibleName } from './accessibleName';

const chapter = miniChapter();
const wall = chapter.city.places.find((p) => p.id === 'wall-south')!;
const same = (text: string) => text;

describe('placeAccessibleName', () => {
  it('in English: the label, the gloss and the kind, then the state and who holds it', () => {
    const taken = placeStatesAt(chapter.city, chapter.events, 1).get(wall.id);
    const name = placeAccessibleName(wall, taken, 'en', namer(chapter, 'en', same), same);
    expect(name).toBe(
      `${wall.name} ${wall.en} · ${kindLabel(wall.kind, 'en')}, ${stateLabel('taken', 'en')} (${namer(chapter, 'en', same).faction('liao')})`,
    );
  });

  it('in Chinese: no gloss, a Chinese comma, the label in the reader’s script; no state, no comma', () => {
    const marked = (text: string) => `[${text}]`;
    const name = placeAccessibleName(wall, undefined, 'zh-Hans', namer(chapter, 'zh-Hans', marked), marked);
    expect(name).toBe(`[${wall.name}] · ${kindLabel(wall.kind, 'zh-Hans')}`);
    const taken = placeStatesAt(chapter.city, chapter.events, 1).get(wall.id);
    expect(placeAccessibleName(wall, taken, 'zh-Hans', namer(chapter, 'zh-Hans', marked), marked)).toContain(
      '，',
    );
  });
});
