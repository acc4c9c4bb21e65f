/**
 * The battle map, step by step: at every event of every chapter, on two screens, in the explorer and in the
 * presentation, no two diagram labels meet, none leaves the diagram, every drawn place has its name, and every
 * force token stands where the fold of the contract's forces and movements says. Then a step with movements
 * walks its tokens, and screenshots of the key moments go to tests/screenshots/.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { loadChapters, type TestChapter } from './chapterData';

const chapters = loadChapters();
const diagram = '[data-view="diagram"]';
const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

function storyOrder(chapter: TestChapter) {
  return [...chapter.events].sort((a, b) => a.storyOrder - b.storyOrder || a.textOrder - b.textOrder);
}

/** Where every force is, and in what condition, after each event in story order: the fold, from the contract. */
function foldForces(chapter: TestChapter) {
  const states = new Map(chapter.forces.map((f) => [f.id, { at: f.start, condition: 'intact' }]));
  return storyOrder(chapter).map((event) => {
    for (const m of event.movements)
      for (const who of m.who) {
        const state = states.get(who);
        if (state) state.at = m.to;
      }
    for (const change of event.forceChanges) {
      const state = states.get(change.force);
      if (state) state.condition = change.condition;
    }
    return { event, states: new Map([...states].map(([id, s]) => [id, { ...s }])) };
  });
}

async function openStep(page: Page, chapterId: string, eventId: string, present: boolean) {
  await page.evaluate(
    (hash) => (location.hash = hash),
    `#/${chapterId}/${eventId}${present ? '?mode=present' : ''}`,
  );
  const current = present
    ? page.locator(`.passage-card[data-event-id="${eventId}"]`)
    : page.locator(`[data-view="reader"] [data-event-id="${eventId}"][aria-current="true"]`).first();
  await expect(current).toBeAttached();
  // Two frames: the camera has landed (reduced motion) and the labels are laid out for it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Everything the checks need from the diagram, read in one go. */
function readDiagram(page: Page) {
  return page.evaluate((root) => {
    const svg = document.querySelector<SVGSVGElement>(`${root} svg`)!;
    const frame = svg.getBoundingClientRect();
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x0: r.left, y0: r.top, x1: r.right, y1: r.bottom };
    };
    const labels = [...svg.querySelectorAll('[data-label-for]')]
      .filter((e) => e.getBoundingClientRect().width > 0 && getComputedStyle(e).visibility !== 'hidden')
      .map((e) => ({ id: e.getAttribute('data-label-for')!, ...box(e) }));
    const drawn = [...svg.querySelectorAll('[data-place-id]:not([data-drawn="false"])')].map((e) =>
      e.getAttribute('data-place-id'),
    );
    const tokens = [...svg.querySelectorAll('[data-force-id]')].map((e) => ({
      id: e.getAttribute('data-force-id')!,
      drawn: e.getAttribute('data-drawn') !== 'false',
      at: e.getAttribute('data-at')!,
      condition: e.getAttribute('data-condition')!,
      // In view: its banner's centre is inside the diagram (off the camera's view, a token needs no label).
      inView: (() => {
        const r = (e.querySelector('path') ?? e).getBoundingClientRect();
        const [x, y] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
        return x > frame.left && x < frame.right && y > frame.top && y < frame.bottom;
      })(),
      // The label's size on screen: its font size in map units times the map's scale.
      fontSize:
        parseFloat(getComputedStyle(e.querySelector('[data-label-for]') ?? e).fontSize) *
        svg.getScreenCTM()!.a,
    }));
    return {
      frame: { x0: frame.left, y0: frame.top, x1: frame.right, y1: frame.bottom },
      labels,
      drawn,
      tokens,
    };
  }, diagram);
}

for (const chapter of chapters) {
  for (const screen of SCREENS) {
    for (const present of [false, true]) {
      test(`${chapter.id} at ${screen.width}×${screen.height}${present ? ', presenting' : ''}: every step's labels are legible and its tokens where the fold says`, async ({
        page,
      }) => {
        // A long chapter (街亭's novel has 66 steps) is given the time its steps take.
        test.setTimeout(60_000 + chapter.events.length * 3_000);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.setViewportSize(screen);
        await page.goto(`./#/${chapter.id}`);
        for (const { event, states } of foldForces(chapter)) {
          await openStep(page, chapter.id, event.id, present);
          const seen = await readDiagram(page);
          const where = `${chapter.id} ${event.id}`;
          for (const [i, a] of seen.labels.entries()) {
            expect(a.x0, `${where}: ${a.id}'s label leaves the diagram`).toBeGreaterThanOrEqual(
              seen.frame.x0 - 0.5,
            );
            expect(a.x1, `${where}: ${a.id}'s label leaves the diagram`).toBeLessThanOrEqual(
              seen.frame.x1 + 0.5,
            );
            expect(a.y0, `${where}: ${a.id}'s label leaves the diagram`).toBeGreaterThanOrEqual(
              seen.frame.y0 - 0.5,
            );
            expect(a.y1, `${where}: ${a.id}'s label leaves the diagram`).toBeLessThanOrEqual(
              seen.frame.y1 + 0.5,
            );
            for (const b of seen.labels.slice(i + 1)) {
              const meet =
                Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.5 &&
                Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.5;
              expect(meet, `${where}: labels of ${a.id} and ${b.id} meet`).toBe(false);
            }
          }
          const named = new Set(seen.labels.map((l) => l.id));
          for (const id of seen.drawn)
            expect(named.has(id!), `${where}: ${id} is drawn without its name`).toBe(true);
          // The selected event's places are all drawn, named, in view.
          for (const id of event.placeIds)
            expect(named.has(id), `${where}: involved ${id} has no label`).toBe(true);
          expect(seen.tokens.length).toBe(chapter.forces.length);
          for (const token of seen.tokens) {
            const expected = states.get(token.id)!;
            expect({ id: token.id, at: token.at, condition: token.condition }).toEqual({
              id: token.id,
              ...expected,
            });
            // A token with no room for its name is not drawn; those this step moves or changes always are.
            const changed =
              event.movements.some((m) => m.who.includes(token.id)) ||
              event.forceChanges.some((c) => c.force === token.id);
            if (changed)
              expect(token.drawn, `${where}: token ${token.id} of this step is not drawn`).toBe(true);
            if (!token.drawn || !token.inView) continue;
            expect(named.has(token.id), `${where}: token ${token.id} has no label`).toBe(true);
            expect(token.fontSize, `${where}: token ${token.id}'s label size`).toBeGreaterThanOrEqual(
              present && screen.width === 1920 ? 19.9 : 11.9,
            );
          }
        }
      });
    }
  }

  test(`${chapter.id}: a step with movements walks its tokens to where they go`, async ({ page }) => {
    const moving = foldForces(chapter)
      .map(({ event }, i, all) => ({ event, previous: all[i - 1]?.event, states: all[i]!.states }))
      .filter(
        ({ event, previous }) =>
          previous &&
          event.movements.some((m) =>
            m.who.some((w) => chapter.forces.some((f) => f.id === w) && m.from !== m.to),
          ),
      )
      .slice(0, 4);
    test.skip(moving.length === 0, `${chapter.id} has no forces in its data yet`);
    await page.goto(`./#/${chapter.id}`);
    for (const [k, { event, previous, states }] of moving.entries()) {
      const present = k % 2 === 1;
      await openStep(page, chapter.id, previous!.id, present);
      const movement = event.movements.find((m) => m.who.some((w) => states.has(w)))!;
      const force = movement.who.find((w) => states.has(w))!;
      const token = page.locator(`${diagram} [data-force-id="${force}"]`);
      // Watch the diagram from before the step: on a loaded machine a short walk can be over before a poll, and
      // the token's element may be drawn anew.
      await page.evaluate(
        ({ root, id }) => {
          const w = window as unknown as { sawMoving?: boolean };
          w.sawMoving = false;
          const check = () => {
            if (document.querySelector(`${root} [data-force-id="${id}"][data-moving="true"]`))
              w.sawMoving = true;
          };
          new MutationObserver(check).observe(document.querySelector(root)!, {
            attributes: true,
            childList: true,
            subtree: true,
          });
        },
        { root: diagram, id: force },
      );
      await openStep(page, chapter.id, event.id, present);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { sawMoving?: boolean }).sawMoving))
        .toBe(true);
      await expect(token).not.toHaveAttribute('data-moving', 'true', { timeout: 3000 });
      await expect(token).toHaveAttribute('data-at', states.get(force)!.at);
    }
  });
}

const records = (id: string) =>
  JSON.parse(readFileSync(`data/${id}/events.json`, 'utf8')).events as {
    id: string;
    storyOrder: number;
    title: { zh: string; en: string };
  }[];

test('screenshots of the key moments: 密雲 steps 16–28 and 北京 正陽門西街 blocked, presented at 1920×1080', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  const shots = [
    ...records('miyun')
      .filter((e) => e.storyOrder >= 16 && e.storyOrder <= 28)
      .map((e) => ({ chapter: 'miyun', event: e, name: `diagram-miyun-step-${e.storyOrder}-${e.id}` })),
    ...records('beijing')
      .filter(
        (e) =>
          e.id === 'zhengyangmen-xijie-blocked' ||
          (e.title.zh.includes('正陽門西街') && /block/i.test(e.title.en)),
      )
      .slice(0, 1)
      .map((e) => ({ chapter: 'beijing', event: e, name: `diagram-beijing-${e.id}` })),
  ];
  expect(shots.length).toBeGreaterThan(10);
  await page.goto('./#/miyun');
  for (const shot of shots) {
    await openStep(page, shot.chapter, shot.event.id, true);
    await page.locator('.stage-diagram').screenshot({ path: `tests/screenshots/${shot.name}.png` });
  }
});
