/**
 * Every state drawn and keyed on the city diagram (issue 21): a blocked street's ✕ marks, a contested wall in both
 * sides' colours, a key entry for each force condition drawn with the map's own mark, and an overview (*Whole
 * city*) that draws and names every place of the map, by numbered callout where a name finds no room, with the
 * wards' names inside their walls. Screenshots go to tests/screenshots/.
 */
import { type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const diagram = '[data-view="diagram"]';
const map = `${diagram} .stage > svg`;

interface CityPlace {
  id: string;
  kind: string;
  ring?: string;
  side: string;
}
const city = (id: string) =>
  JSON.parse(readFileSync(`data/${id}/city.json`, 'utf8')) as { places: CityPlace[] };
const events = (id: string) =>
  JSON.parse(readFileSync(`data/${id}/events.json`, 'utf8')).events as {
    id: string;
    storyOrder: number;
    effects: { place: string; state: string; by?: string }[];
  }[];

async function open(page: Page, hash: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`./${hash}`);
  await expect(page.locator(map)).toBeAttached();
  await settle(page);
}

/** Two frames: the camera has landed (reduced motion) and the labels are laid out for it. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** The ✕ marks of a blocked street: how many, and each one's size on screen. */
const blockMarks = (page: Page, placeId: string) =>
  page.locator(`${map} [data-blocked-for="${placeId}"] .street-block`).evaluateAll((marks) =>
    marks.map((m) => {
      const r = m.getBoundingClientRect();
      return { width: r.width, height: r.height };
    }),
  );

test('北京: the blocked 正陽門西街 shows ✕ marks along it, one size on screen at any zoom', async ({
  page,
}) => {
  const streets = new Set(
    city('beijing')
      .places.filter((p) => p.kind === 'street')
      .map((p) => p.id),
  );
  const event = events('beijing').find((e) => e.id === 'zhengyangmen-xijie-blocked')!;
  const street = event.effects.find((e) => e.state === 'blocked' && streets.has(e.place))!.place;
  await open(page, `#/beijing/${event.id}`);
  await expect(page.locator(`${map} [data-place-id="${street}"]`)).toHaveAttribute('data-state', 'blocked');
  const marks = await blockMarks(page, street);
  expect(marks.length).toBeGreaterThanOrEqual(2);
  for (const mark of marks) expect(mark.width).toBeGreaterThan(6);
  await page
    .locator(`${diagram}`)
    .screenshot({ path: 'tests/screenshots/states-beijing-street-blocked.png' });
  // Drawn above the banners that stand on the street: the marks come after the forces in the drawing.
  const above = await page.evaluate((root) => {
    const blocks = document.querySelector(`${root} [data-blocked-for]`)!;
    const force = document.querySelector(`${root} [data-force-id]`)!;
    return !!(force.compareDocumentPosition(blocks) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, map);
  expect(above).toBe(true);
  // Another zoom (the whole city): the marks keep their size on screen.
  await page.keyboard.press('w');
  await settle(page);
  const whole = await blockMarks(page, street);
  expect(whole.length).toBeGreaterThanOrEqual(2);
  expect(Math.abs(whole[0]!.width - marks[0]!.width)).toBeLessThan(1.5);
  // Only the streets blocked at this step carry marks: the street marks name just the streets drawn blocked.
  const drawnBlocked = await page
    .locator(`${map} [data-place-id][data-state="blocked"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-place-id')!));
  const marked = await page
    .locator(`${map} [data-blocked-for]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-blocked-for')!));
  expect(marked.sort()).toEqual(drawnBlocked.filter((id) => streets.has(id)).sort());
});

test('密雲: the wall fought over at step 2 is drawn in both sides’ colours, not as held by one', async ({
  page,
}) => {
  const event = events('miyun').find((e) => e.effects.some((f) => f.state === 'contested'))!;
  expect(event.storyOrder).toBe(2);
  const wall = event.effects.find((f) => f.state === 'contested')!.place;
  await open(page, `#/miyun/${event.id}`);
  const place = page.locator(`${map} [data-place-id="${wall}"]`);
  await expect(place).toHaveAttribute('data-state', 'contested');
  const strokes = await place.locator('polyline.wall-stretch').evaluateAll((lines) =>
    lines.map((l) => ({
      colour: getComputedStyle(l).stroke,
      dashed: getComputedStyle(l).strokeDasharray !== 'none',
    })),
  );
  expect(strokes).toHaveLength(2);
  expect(strokes[0]!.colour).not.toBe(strokes[1]!.colour);
  expect(strokes.filter((s) => s.dashed)).toHaveLength(1);
  await page.locator(diagram).screenshot({ path: 'tests/screenshots/states-miyun-wall-contested.png' });
  // The step after, the wall is taken: one colour, marked taken.
  const next = events('miyun').find((e) => e.storyOrder === 3 && e.effects.some((f) => f.place === wall))!;
  await page.evaluate((hash) => (location.hash = hash), `#/miyun/${next.id}`);
  await expect(place).toHaveAttribute('data-state', 'taken');
  await expect(place.locator('polyline.wall-stretch')).toHaveCount(1);
  await expect(place.locator('polyline.wall-taken')).toHaveCount(1);
});

test('the key lists each force condition, drawn with the mark the map uses, and what banner size says', async ({
  page,
}) => {
  await open(page, '#/miyun');
  const key = page.locator(`${diagram} details.more`);
  if (!(await key.evaluate((d) => (d as HTMLDetailsElement).open))) await key.locator('summary').click();
  for (const condition of ['engaged', 'routed', 'scattered', 'destroyed', 'escaped', 'captured']) {
    const entry = key.locator(`[data-key-condition="${condition}"]`);
    await expect(entry).toBeVisible();
    await expect(entry.locator('.banner-mark')).toHaveCount(1);
  }
  // Engaged is no dashed ring: nothing in its mark is dashed, as an inferred move is.
  const dashes = await key
    .locator('[data-key-condition="engaged"] svg *')
    .evaluateAll((els) => els.filter((e) => getComputedStyle(e).strokeDasharray !== 'none').length);
  expect(dashes).toBe(0);
  await expect(key.locator('[data-key-state="banner-size"]')).toBeVisible();
  await expect(key.locator('[data-key-state="street-blocked"]')).toBeVisible();
  await expect(key.locator('[data-key-state="far"]')).toBeVisible();
  await expect(key.locator('[data-key-state="contested"]')).toBeVisible();
  // The map's engaged banner carries the same mark as the key's.
  const engaged = page.locator(`${map} [data-force-id][data-condition="engaged"]`).first();
  await page.evaluate((hash) => (location.hash = hash), '#/miyun/han-mount-wall-stalemate');
  await expect(engaged).toBeAttached();
  await expect(engaged.locator('.banner-mark .overlay')).toHaveCount(1);
  await key.screenshot({ path: 'tests/screenshots/states-key.png' });
});

/** The labels on the map (names and callouts), the rings' boxes and the leader lines' widths, on screen. */
function readMap(page: Page) {
  return page.evaluate((root) => {
    const svg = document.querySelector<SVGSVGElement>(root)!;
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x0: r.left, y0: r.top, x1: r.right, y1: r.bottom };
    };
    const labels = [...svg.querySelectorAll('[data-label-for]')]
      .filter((e) => e.getBoundingClientRect().width > 0 && getComputedStyle(e).visibility !== 'hidden')
      .map((e) => ({
        id: e.getAttribute('data-label-for')!,
        text: e.textContent!,
        callout: e.classList.contains('callout-number'),
        ...box(e),
      }));
    const rings = Object.fromEntries(
      [...svg.querySelectorAll('[data-ring-id]')].map((r) => [r.getAttribute('data-ring-id')!, box(r)]),
    );
    const scale = svg.getScreenCTM()!.a;
    const leaders = [...svg.querySelectorAll('line.leader')].map(
      (l) => parseFloat(getComputedStyle(l).strokeWidth) * scale,
    );
    return { frame: box(svg), labels, rings, leaders };
  }, map);
}

/** Checks that each ward or quarter named on the map stands inside its ring; returns how many it checked. */
function wardsInside(places: CityPlace[], seen: Awaited<ReturnType<typeof readMap>>, where: string) {
  let checked = 0;
  for (const label of seen.labels) {
    const place = places.find((p) => p.id === label.id);
    if (!place || label.callout || !place.ring || place.side !== 'center') continue;
    if (place.kind !== 'ward' && place.kind !== 'area') continue;
    const ring = seen.rings[place.ring]!;
    const inRing =
      label.x0 >= ring.x0 - 0.5 &&
      label.x1 <= ring.x1 + 0.5 &&
      label.y0 >= ring.y0 - 0.5 &&
      label.y1 <= ring.y1 + 0.5;
    expect(inRing, `${where}: ${place.id}'s name stands outside its walls`).toBe(true);
    checked++;
  }
  return checked;
}

test('北京 whole city at 1366×768: every place is drawn and named or called out, wards inside their walls', async ({
  page,
}) => {
  const places = city('beijing').places;
  await open(page, '#/beijing/zhengyangmen-xijie-blocked');
  let wards = wardsInside(places, await readMap(page), 'a step');
  await page.keyboard.press('w');
  await settle(page);
  const seen = await readMap(page);
  wards += wardsInside(places, seen, 'the whole city');
  expect(wards, 'no ward name was drawn to check').toBeGreaterThan(0);
  const byId = new Map(seen.labels.map((l) => [l.id, l]));
  const keyed = await page
    .locator(`${diagram} [data-callout-for]`)
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-callout-for')!));
  for (const place of places) {
    const label = byId.get(place.id);
    expect(label, `${place.id} has neither a name nor a callout`).toBeDefined();
    // A callout's number stands in the key under the map, by the place's name.
    if (label!.callout) expect(keyed[Number(label!.text) - 1], `callout ${label!.text}`).toBe(place.id);
  }
  for (const [i, a] of seen.labels.entries()) {
    expect(a.x0 >= seen.frame.x0 - 0.5 && a.x1 <= seen.frame.x1 + 0.5, `${a.id} leaves the map`).toBe(true);
    expect(a.y0 >= seen.frame.y0 - 0.5 && a.y1 <= seen.frame.y1 + 0.5, `${a.id} leaves the map`).toBe(true);
    for (const b of seen.labels.slice(i + 1)) {
      const meet =
        Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.5 &&
        Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.5;
      expect(meet, `labels of ${a.id} and ${b.id} meet`).toBe(false);
    }
  }
  expect(seen.leaders.length).toBeGreaterThan(0);
  for (const width of seen.leaders) expect(width).toBeGreaterThanOrEqual(1.45);
  await page.locator(diagram).screenshot({ path: 'tests/screenshots/states-beijing-whole-city.png' });
});

test('far places are tabs with no line, and 燕京 opens with every place drawn', async ({ page }) => {
  await open(page, '#/yanjing');
  const places = city('yanjing').places;
  for (const place of places)
    await expect(
      page.locator(`${map} [data-label-for="${place.id}"]`),
      `${place.id} is not drawn at the opening`,
    ).toBeVisible();
  for (const place of places.filter((p) => p.side === 'far')) {
    const g = page.locator(`${map} [data-place-id="${place.id}"]`);
    await expect(g.locator('.far-tab')).toHaveCount(1);
    await expect(g.locator('line, [marker-end]')).toHaveCount(0);
  }
  await page.locator(diagram).screenshot({ path: 'tests/screenshots/states-yanjing-opening.png' });
});
