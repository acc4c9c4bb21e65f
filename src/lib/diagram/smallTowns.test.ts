import { describe, expect, it } from 'vitest';
import { dataChapter } from '../testing/dataChapter';
import { stillScene } from '../testing/stillScene';
import type { ViewBox } from './camera';
import { cityLayout } from './layout';

// 街亭's campaign map: 西城 is a walled town of four gates, a few map units across among towns far apart.
const chapter = dataChapter('jieting-novel');
const geometry = cityLayout(chapter.city);
const gates = chapter.city.places.filter((p) => p.ring === 'xicheng' && p.side !== 'center').map((p) => p.id);
const town = geometry.rings.find((r) => r.id === 'xicheng')!;

// The explorer's map panel at 1366×768.
const scene = (view: ViewBox, involved: string[] = []) =>
  stillScene(chapter, geometry, { view, width: 430, height: 290, involved: new Set(involved) });

describe('a walled town drawn small is named as one place', () => {
  it('leaves its gates and tower unnamed (and so undrawn) in the whole campaign’s view', () => {
    expect(gates.length).toBe(5);
    const { labels } = scene(geometry.viewBox);
    for (const id of gates) expect(labels.has(id), id).toBe(false);
  });

  it('names the gates a step is about, however small the town', () => {
    const { labels } = scene(geometry.viewBox, ['xicheng-east-gate']);
    expect(labels.has('xicheng-east-gate')).toBe(true);
  });

  it('names every gate once the camera comes close', () => {
    const pad = town.width;
    const close: ViewBox = [town.x - pad, town.y - pad, town.width + 2 * pad, town.height + 2 * pad];
    const { labels } = scene(close);
    for (const id of gates) expect(labels.has(id), id).toBe(true);
  });
});
