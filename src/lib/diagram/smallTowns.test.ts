import { describe, expect, it } from 'vitest';
import { dataChapter } from '../testing/dataChapter';
import type { ViewBox } from './camera';
import { cityLayout } from './layout';
import { diagramScene } from './scene';

// 街亭's campaign map: 西城 is a walled town of four gates, a few map units across among towns far apart.
const chapter = dataChapter('jieting-novel');
const geometry = cityLayout(chapter.city);
const gates = chapter.city.places.filter((p) => p.ring === 'xicheng' && p.side !== 'center').map((p) => p.id);
const town = geometry.rings.find((r) => r.id === 'xicheng')!;

const scene = (view: ViewBox, involved: string[] = []) =>
  diagramScene({
    chapter,
    geometry,
    forces: [],
    states: new Map(),
    before: new Map(),
    event: null,
    routes: [],
    view,
    wholeView: geometry.viewBox,
    // The explorer's map panel at 1366×768.
    width: 430,
    height: 290,
    labelPx: 12,
    tokenScale: 1,
    zh: (text) => text,
    involved: new Set(involved),
    active: null,
    progress: new Map(),
  });

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
