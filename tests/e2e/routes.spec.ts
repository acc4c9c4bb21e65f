/**
 * Routes keep to the map: for every movement with a `via` in every chapter, the arrow drawn on the diagram (read
 * back from the page with getPointAtLength, in map units) crosses a wall only at a gate, never lies on a wall's
 * stroke, runs beside each wall it goes by, and stays out of every ring the movement does not go into. Then
 * screenshots of three of Yanjing's steps (along the south wall, round its corner, round the city outside) go to
 * test-results/ to be looked at.
 */
import { type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { loadChapters, type TestChapter } from './chapterData';
import { cityLayout, type Point } from '../../src/lib/diagram/layout';
import type { CityMap } from '../../src/lib/model/types';
import { GATE_RUN, WALL_OFFSET } from '../../src/lib/diagram/routeStops';
import { segmentCrossing as cross } from '../../src/lib/testing/segments';

test.use({ reducedMotion: 'reduce' });

const chapters = loadChapters();

interface Movement {
  from: string;
  to: string;
  via?: string[];
}

function records(chapterId: string): { id: string; movements: Movement[] }[] {
  return JSON.parse(readFileSync(`data/${chapterId}/events.json`, 'utf8')).events;
}

function storyOrder(chapter: TestChapter) {
  return [...chapter.events].sort((a, b) => a.storyOrder - b.storyOrder || a.textOrder - b.textOrder);
}

async function openStep(page: Page, chapterId: string, eventId: string) {
  await page.evaluate((hash) => (location.hash = hash), `#/${chapterId}/${eventId}`);
  await expect(
    page.locator(`[data-view="reader"] [data-event-id="${eventId}"][aria-current="true"]`).first(),
  ).toBeAttached();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Points every map unit or so along each arrow of a movement, in the svg's user units (map units). */
function arrowSamples(page: Page, index: number): Promise<Point[][]> {
  return page.evaluate((i) => {
    const paths = document.querySelectorAll<SVGPathElement>(
      `[data-view="diagram"] path.movement[data-movement="${i}"]`,
    );
    return [...paths].map((path) => {
      const length = path.getTotalLength();
      const n = Math.max(50, Math.ceil(length * 2));
      return Array.from({ length: n + 1 }, (_, k) => {
        const p = path.getPointAtLength((length * k) / n);
        return [p.x, p.y] as [number, number];
      });
    });
  }, index);
}

const near = (p: Point, q: Point, d: number) => Math.hypot(p[0] - q[0], p[1] - q[1]) <= d;

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const l2 = (b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2;
  const t = l2
    ? Math.max(0, Math.min(1, ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / l2))
    : 0;
  return Math.hypot(p[0] - a[0] - t * (b[0] - a[0]), p[1] - a[1] - t * (b[1] - a[1]));
}

for (const chapter of chapters) {
  const city = JSON.parse(readFileSync(`data/${chapter.id}/city.json`, 'utf8')) as CityMap;
  const geometry = cityLayout(city);
  const boxes = geometry.rings.map((r) => ({
    id: r.id,
    x0: r.x,
    y0: r.y,
    x1: r.x + r.width,
    y1: r.y + r.height,
  }));
  const walls = boxes.flatMap(({ id, x0, y0, x1, y1 }) =>
    (
      [
        [
          [x0, y0],
          [x1, y0],
        ],
        [
          [x0, y1],
          [x1, y1],
        ],
        [
          [x0, y0],
          [x0, y1],
        ],
        [
          [x1, y0],
          [x1, y1],
        ],
      ] as [Point, Point][]
    ).map(([a, b]) => ({ ring: id, a, b })),
  );
  const gates = [...geometry.places.values()].filter((g) => g.kind === 'gate').map((g) => g.point);
  const byGate = (p: Point, d: number) => gates.some((g) => near(p, g, d));
  const withVia = records(chapter.id).filter((e) => e.movements.some((m) => m.via?.length));

  test(`${chapter.id}: every movement with a via keeps to its walls and gates`, async ({ page }) => {
    expect(withVia.length).toBeGreaterThan(0);
    await page.goto(`/#/${chapter.id}`);
    for (const event of withVia) {
      await openStep(page, chapter.id, event.id);
      for (const [index, m] of event.movements.entries()) {
        if (!m.via?.length) continue;
        const what = `${chapter.id} ${event.id} movement ${index}`;
        const arrows = await arrowSamples(page, index);
        expect(arrows.length, `${what}: its arrow is drawn`).toBeGreaterThan(0);
        const stops = [m.from, ...m.via, m.to].map((id) => geometry.places.get(id)!);
        for (const samples of arrows) {
          // Walls are crossed at gates only.
          for (let i = 1; i < samples.length; i++)
            for (const w of walls) {
              const x = cross(samples[i - 1]!, samples[i]!, w.a, w.b);
              if (x) expect(byGate(x, 1), `${what} crosses the ${w.ring} wall at ${x}`).toBe(true);
            }
          // Never on a wall's stroke, away from the gates it passes.
          for (const p of samples) {
            if (byGate(p, GATE_RUN + 1)) continue;
            const d = Math.min(...walls.map((w) => distanceToSegment(p, w.a, w.b)));
            expect(d, `${what} lies on a wall at ${p}`).toBeGreaterThan(WALL_OFFSET * 0.5);
          }
          // Beside each wall it goes by: on the band, one face, for a stretch.
          for (const wall of stops.filter((s) => s.kind === 'wall' && s.line)) {
            const [a, b] = wall.line as [Point, Point];
            const beside = samples.filter(
              (p) => distanceToSegment(p, a, b) < WALL_OFFSET * 1.5 && !byGate(p, GATE_RUN + 1),
            );
            const onBand = beside.filter((p) => Math.abs(distanceToSegment(p, a, b) - WALL_OFFSET) < 0.3);
            expect(onBand.length, `${what} runs beside ${wall.id}`).toBeGreaterThan(3);
          }
          // Out of every ring the movement does not go into (no stop inside it, on its walls or through its gates).
          for (const box of boxes) {
            const inside = (p: Point) => p[0] > box.x0 && p[0] < box.x1 && p[1] > box.y0 && p[1] < box.y1;
            // A via gate of the ring is passed through, into the ring or out of it.
            const goesIn = stops.some(
              (s, i) =>
                ((s.kind === 'wall' || (s.kind === 'gate' && i > 0 && i < stops.length - 1)) &&
                  s.ring === box.id) ||
                (s.kind !== 'gate' && inside(s.point)),
            );
            if (goesIn) continue;
            for (const p of samples)
              if (!byGate(p, GATE_RUN + 1)) expect(inside(p), `${what} enters ${box.id} at ${p}`).toBe(false);
          }
        }
      }
    }
  });
}

test.describe('screenshots', () => {
  test.use({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 2 });
  test('Yanjing steps 13, 17 and 28: along the south wall, round its corner, and round the city outside', async ({
    page,
  }) => {
    const chapter = chapters.find((c) => c.id === 'yanjing')!;
    const steps = storyOrder(chapter);
    await page.goto('/#/yanjing');
    for (const step of [13, 17, 28]) {
      const event = steps[step - 1]!;
      await openStep(page, 'yanjing', event.id);
      await expect(page.locator('[data-view="diagram"] path.movement').first()).toBeAttached();
      await page
        .locator('[data-view="diagram"]')
        .screenshot({ path: `test-results/routes-yanjing-step-${step}-${event.id}.png` });
    }
  });
});
