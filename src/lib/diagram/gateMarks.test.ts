import { describe, expect, it } from 'vitest';
import { templateCity } from '../authoring/newChapter';
import { miniChapter } from '../testing/miniChapter';
import { stillScene } from '../testing/stillScene';
import type { Box } from '../labels/boxes';
import { cityLayout } from './layout';
import { gateMarkBox } from './placeMark';

const meets = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

describe("a gate's mark stays in sight", () => {
  // A teacher's new chapter: the template's four gates, drawn in the explorer's small map panel.
  const chapter = { ...miniChapter(), city: templateCity('zh-Hans') };
  const geometry = cityLayout(chapter.city);
  const scene = (width: number, height: number) =>
    stillScene(chapter, geometry, { width, height, overview: true });

  it.each([
    [430, 290],
    [760, 420],
  ])('no gate is covered by a name, its own included, at %i×%i', (width, height) => {
    const { labels, markScale } = scene(width, height);
    const gates = chapter.city.places.filter((p) => p.kind === 'gate');
    expect(gates.length).toBeGreaterThanOrEqual(4);
    for (const gate of gates) {
      const g = geometry.places.get(gate.id)!;
      const mark = gateMarkBox(g.point, gate.side === 'north' || gate.side === 'south', markScale);
      expect(labels.has(gate.id)).toBe(true);
      for (const [id, label] of labels) expect(meets(label, mark), `${id} covers ${gate.id}`).toBe(false);
    }
  });
});
