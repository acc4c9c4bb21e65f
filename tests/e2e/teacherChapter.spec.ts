/**
 * Issue 23, done when: a teacher's own short chapter, authored through the interface only. A text is pasted; the
 * map editor makes a building and a street inside the walls and a river outside; two forces (side, leader, where
 * they start) and two phases are made; five events are written in Chinese only, one of them from a passage whose
 * people and places come suggested, and one put in between two others, the later steps moving on. After a reload
 * everything is back; the deck is presented, and at every step the step's places are drawn on the map and
 * labelled, and a force's token walks from step to step. Each step's slide is photographed at 1366×768.
 */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { chapterDrawn, expect, test } from './fixtures';
import {
  addPastedChapter,
  addPersonFromText,
  optionFor,
  placeOnMap,
  selectInReader,
} from './authoringHelpers';

const TEXT = readFileSync('tests/e2e/texts/qingshi.txt', 'utf8');
const SHOTS = process.env.SHOT_DIR ?? 'tests/screenshots';
const diagram = (page: Page) => page.locator('[data-view="diagram"]');
const form = (page: Page) => page.locator('[data-view="event-form"]');

interface Move {
  force: string;
  from: string;
  to: string;
}
interface Written {
  passage: string;
  type: string;
  title: string;
  summary: string;
  places: string[];
  /** Sides to tick by hand, by their shown names, where the passage names none of theirs. */
  sides?: string[];
  moves: Move[];
  /** Places whose state the event changes (a gate opened). */
  effects?: { place: string; state: string }[];
  /** Forces whose condition the event changes. */
  changes?: { force: string; condition: string }[];
  /** The step to put it at, where it does not go last. */
  step?: number;
}

/** Starts an event from `passage` and fills what the teacher writes; the caller checks and saves. */
async function writeEvent(page: Page, event: Written, forceIds: Record<string, string>) {
  await selectInReader(page, event.passage);
  await page.locator('[data-action="new-event"]').click();
  const f = form(page);
  await expect(f).toBeVisible();
  await f.locator('[data-field="type"]').selectOption(event.type);
  for (const side of event.sides ?? []) {
    await f.getByRole('group', { name: 'Factions' }).getByRole('checkbox', { name: side }).check();
  }
  for (const place of event.places) await f.locator(`[data-place-option="${place}"]`).check();
  await f.locator('[data-field="title-zh"]').fill(event.title);
  await f.locator('[data-field="summary-zh"]').fill(event.summary);
  if (event.step) await f.locator('[data-field="story-order"]').fill(String(event.step));
  for (const [i, move] of event.moves.entries()) {
    await f.locator('[data-action="add-movement"]').click();
    const row = f.locator(`[data-movement-row="${i}"]`);
    const mover = row.locator(`[data-mover="${forceIds[move.force]}"]`);
    if (!(await mover.isChecked())) await mover.check();
    // Only the force named: a passage that names both would tick both.
    const ticked = await row
      .locator('[data-mover]:checked')
      .evaluateAll((l) => l.map((e) => e.getAttribute('data-mover')!));
    for (const other of ticked.filter((id) => id !== forceIds[move.force])) {
      await row.locator(`[data-mover="${other}"]`).uncheck();
    }
    await row.locator('[data-field="movement-from"]').selectOption(move.from);
    await row.locator('[data-field="movement-to"]').selectOption(move.to);
  }
  for (const [i, effect] of (event.effects ?? []).entries()) {
    const effects = f.getByRole('group', { name: 'Effects' });
    await effects.getByRole('button', { name: '+ Effects' }).click();
    await effects.getByRole('combobox', { name: 'Places' }).nth(i).selectOption(effect.place);
    await effects.getByRole('combobox', { name: 'State' }).nth(i).selectOption(effect.state);
  }
  for (const [i, change] of (event.changes ?? []).entries()) {
    await f.locator('[data-action="add-force-change"]').click();
    const row = f.locator(`[data-force-change-row="${i}"]`);
    await row.locator('[data-field="change-force"]').selectOption(forceIds[change.force]!);
    await row.locator('[data-field="change-condition"]').selectOption(change.condition);
  }
}

async function saveEvent(page: Page): Promise<string> {
  await form(page).locator('[data-action="save-event"]').click();
  await expect(form(page)).toHaveCount(0);
  return /#\/[^/]+\/([^/?]+)/.exec(page.url())![1]!;
}

async function makeForce(
  page: Page,
  force: { name: string; side: string; leader: string; start: string; words: string },
): Promise<string> {
  const dialog = page.locator('[data-view="force-editor"]');
  const before = await dialog
    .locator('[data-force]')
    .evaluateAll((l) => l.map((e) => e.getAttribute('data-force')));
  await dialog.locator('[data-action="add-force"]').click();
  await dialog.locator('[data-field="force-name"]').fill(force.name);
  await dialog.locator('[data-field="force-faction"]').selectOption({ label: force.side });
  const leader = '[data-view="force-editor"] [data-field="force-leader"]';
  await page.locator(leader).selectOption(await optionFor(page, leader, force.leader));
  await dialog.locator('[data-field="force-start"]').selectOption(force.start);
  await dialog.locator('[data-field="force-evidence"]').fill(force.words);
  await dialog.locator('[data-action="save-force"]').click();
  await expect(dialog.locator('[data-force]')).toHaveCount(before.length + 1);
  const after = await dialog
    .locator('[data-force]')
    .evaluateAll((l) => l.map((e) => e.getAttribute('data-force')));
  const id = after.find((a) => !before.includes(a))!;
  await expect(dialog.locator(`[data-force="${id}"]`)).toContainText(force.name);
  return id;
}

async function makePhase(page: Page, name: string, from: number, to: number) {
  const dialog = page.locator('[data-view="phase-editor"]');
  await dialog.locator('[data-action="add-phase"]').click();
  await dialog.locator('[data-field="phase-name"]').fill(name);
  await dialog.locator('[data-field="phase-from"]').selectOption(String(from));
  await dialog.locator('[data-field="phase-to"]').selectOption(String(to));
  await dialog.locator('[data-action="save-phase"]').click();
  await expect(dialog.locator('[data-phase]', { hasText: name })).toHaveCount(1);
}

const stepOf = async (page: Page, eventId: string) =>
  (await page
    .locator(`[data-view="timeline"] .marks [data-event-id="${eventId}"]`)
    .first()
    .getAttribute('aria-label'))!;

/** The banner's centre of a force's token, once no token of the diagram is moving. */
async function tokenCentre(page: Page, forceId: string): Promise<[number, number]> {
  await expect(diagram(page).locator('[data-moving="true"]')).toHaveCount(0);
  // The camera has come to rest: the main view box no longer changes.
  const viewBox = () =>
    page.evaluate(() =>
      document.querySelector('[data-view="diagram"] .stage > svg')?.getAttribute('viewBox'),
    );
  for (let last = await viewBox(), tries = 0; tries < 20; tries++) {
    await page.waitForTimeout(400);
    const now = await viewBox();
    if (now === last) break;
    last = now;
  }
  const token = diagram(page).locator(`[data-force-id="${forceId}"]`).first();
  const box = (await (
    (await token.locator('.cloth').count()) ? token.locator('.cloth').first() : token
  ).boundingBox())!;
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

/** Whether a place of the diagram and its label are drawn, with their centres inside the diagram's frame. */
async function shownOnMap(page: Page, placeId: string): Promise<string[]> {
  return page.evaluate((id) => {
    const svg = document.querySelector<SVGSVGElement>('[data-view="diagram"] svg')!;
    const frame = svg.getBoundingClientRect();
    const inFrame = (e: Element | null) => {
      if (!e) return false;
      const r = e.getBoundingClientRect();
      const [x, y] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
      return (
        (r.width > 0 || r.height > 0) &&
        getComputedStyle(e).visibility !== 'hidden' &&
        x >= frame.left &&
        x <= frame.right &&
        y >= frame.top &&
        y <= frame.bottom
      );
    };
    const shape = svg.querySelector(`[data-place-id="${id}"]:not([data-drawn="false"])`);
    const label = svg.querySelector(`[data-label-for="${id}"]`);
    const problems: string[] = [];
    if (!inFrame(shape)) problems.push(`${id}: its shape is not in view`);
    if (!inFrame(label)) problems.push(`${id}: its label is not in view`);
    if (shape?.getAttribute('data-involved') !== 'true') problems.push(`${id}: not marked as involved`);
    return problems;
  }, placeId);
}

test('a teacher authors a short chapter through the interface, reloads it and presents it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const chapterId = await addPastedChapter(page, TEXT, '王虎杀入县衙');
  // The title comes from the heading line.
  await expect(page.locator('h1, [data-view="detail"]').first()).toBeVisible();

  // The map: a building and a street inside the walls, a river south of them.
  await page.locator('[data-action="edit-map"]').click();
  await expect(page.locator('[data-view="city-editor"]')).toBeVisible();
  await placeOnMap(page, { kind: 'building', name: '县衙', words: '城中有县衙' }, [[0.5, 0.3]]);
  await placeOnMap(page, { kind: 'street', name: '十字街', words: '衙前一条十字街，南通南门，北通北门' }, [
    [0.5, 0.45],
    [0.5, 0.7],
    [0.5, 0.92],
  ]);
  await placeOnMap(page, { kind: 'river', name: '清溪', words: '城南三里有一条清溪' }, [
    [-0.05, 1.12],
    [0.5, 1.16],
    [1.05, 1.12],
  ]);
  const made = await page
    .locator('[data-place]')
    .evaluateAll((l) =>
      Object.fromEntries(l.map((e) => [e.querySelector('input')!.value, e.getAttribute('data-place')!])),
    );
  const hall = made['县衙']!;
  const street = made['十字街']!;
  const river = made['清溪']!;
  expect([hall, street, river].every(Boolean)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/teacher-map-editor-1366x768.png` });
  await page.locator('[data-action="save-map"]').click();
  await expect(page.locator('[data-view="city-editor"]')).toHaveCount(0);

  // The people, each from its name in the text, with side and role in one line.
  await addPersonFromText(page, '王虎', '攻方', '义军头领');
  await addPersonFromText(page, '李文', '守方', '知县');
  await addPersonFromText(page, '钱广', '守方', '都头');

  // Two forces.
  await page.locator('[data-action="edit-forces"]').click();
  const yijun = await makeForce(page, {
    name: '义军',
    side: '攻方 · Attackers',
    leader: '王虎',
    start: river,
    words: '王虎率义军悄悄渡过清溪',
  });
  const guanjun = await makeForce(page, {
    name: '官军',
    side: '守方 · Defenders',
    leader: '钱广',
    start: hall,
    words: '守城官军不过五百，都头钱广领着，大半屯在县衙左右',
  });
  await page.screenshot({ path: `${SHOTS}/teacher-forces-1366x768.png` });
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-view="force-editor"]')).toHaveCount(0);
  const forces = { 义军: yijun, 官军: guanjun };

  // Four events in story order; the street fight is put in between later.
  const cross: Written = {
    passage: '王虎率义军悄悄渡过清溪，伏在南门之外',
    type: 'river-crossing',
    title: '义军夜渡清溪',
    summary: '三更时分，王虎率义军渡过城南的清溪，伏在南门外。',
    places: [river, 'gate-south'],
    moves: [{ force: '义军', from: river, to: 'gate-south' }],
  };
  const open: Written = {
    passage: '孙七在城上举火为号，砍倒守门军士，打开南门',
    type: 'gate-opened',
    title: '孙七打开南门',
    summary: '内应孙七举火为号，砍倒守门军士，从里面打开南门。',
    places: ['gate-south'],
    sides: ['攻方'],
    moves: [],
    effects: [{ place: 'gate-south', state: 'open' }],
  };
  const capture: Written = {
    passage: '王虎杀入县衙，李文正在后堂饮酒，惊得手足无措，被义军捉住',
    type: 'capture',
    title: '王虎擒知县李文',
    summary: '王虎杀入县衙，知县李文在后堂饮酒，被义军捉住。',
    places: [],
    moves: [{ force: '义军', from: street, to: hall }],
  };
  const flight: Written = {
    passage: '钱广收拾残兵，从西门逃走，投府城去了',
    type: 'escape',
    title: '钱广从西门逃走',
    summary: '天明，钱广收拾残兵，从西门逃往府城。',
    places: ['gate-west'],
    moves: [{ force: '官军', from: street, to: 'gate-west' }],
    changes: [{ force: '官军', condition: 'escaped' }],
  };
  const fight: Written = {
    passage: '钱广闻变，引官军百余人奔至十字街，列阵拦截',
    type: 'street-fighting',
    title: '十字街一战',
    summary: '钱广引官军奔至十字街拦截，与王虎交战，败走。',
    places: [],
    moves: [
      { force: '官军', from: hall, to: street },
      { force: '义军', from: 'gate-south', to: street },
    ],
    step: 3,
  };

  await writeEvent(page, cross, forces);
  const crossId = await saveEvent(page);
  await writeEvent(page, open, forces);
  const openId = await saveEvent(page);

  // From the passage: its people, its place and both sides come ticked and marked, each unticked with one click.
  await writeEvent(page, capture, forces);
  const f = form(page);
  await expect(f.locator('[data-notice="from-passage"]')).toBeVisible();
  const people = f.getByRole('group', { name: 'People' });
  for (const name of ['王虎', '李文']) {
    const box = people.getByRole('checkbox', { name });
    await expect(box).toBeChecked();
    await expect(people.locator('[data-suggested="passage"]', { hasText: name })).toHaveCount(1);
  }
  await expect(people.getByRole('checkbox', { name: '钱广' })).not.toBeChecked();
  // One click drops a suggestion, one takes it back; its mark stays, so the teacher still sees where it came from.
  const liWen = people.getByRole('checkbox', { name: '李文' });
  await liWen.click();
  await expect(liWen).not.toBeChecked();
  await expect(people.locator('[data-suggested="passage"]', { hasText: '李文' })).toHaveCount(1);
  await liWen.click();
  await expect(liWen).toBeChecked();
  await expect(f.locator(`[data-place-option="${hall}"]`)).toBeChecked();
  await expect(
    f.locator('[data-suggested="passage"]', { has: page.locator(`[data-place-option="${hall}"]`) }),
  ).toHaveCount(1);
  const sides = f.getByRole('group', { name: 'Factions' });
  await expect(sides.getByRole('checkbox', { name: '攻方' })).toBeChecked();
  await expect(sides.getByRole('checkbox', { name: '守方' })).toBeChecked();
  await people.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/teacher-from-passage-1366x768.png` });
  const captureId = await saveEvent(page);

  await writeEvent(page, flight, forces);
  const flightId = await saveEvent(page);
  await expect.poll(() => stepOf(page, captureId)).toMatch(/^Step 3:/);
  await expect.poll(() => stepOf(page, flightId)).toMatch(/^Step 4:/);

  // Put in at step 3: the capture and the flight move on to steps 4 and 5.
  await writeEvent(page, fight, forces);
  await expect(f.locator('[data-field="placement"] input[value="new-step"]')).toBeChecked();
  const fightId = await saveEvent(page);
  await expect.poll(() => stepOf(page, fightId)).toMatch(/^Step 3:/);
  await expect.poll(() => stepOf(page, captureId)).toMatch(/^Step 4:/);
  await expect.poll(() => stepOf(page, flightId)).toMatch(/^Step 5:/);

  // Two phases over the five steps.
  await page.locator('[data-action="edit-phases"]').click();
  await makePhase(page, '夜渡开门', 1, 2);
  await makePhase(page, '巷战破衙', 3, 5);
  await page.screenshot({ path: `${SHOTS}/teacher-phases-1366x768.png` });
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-view="phase-editor"]')).toHaveCount(0);

  // After a reload, all of it is back.
  await page.goto(`./#/${chapterId}`);
  await page.reload();
  const order = [
    [crossId, cross],
    [openId, open],
    [fightId, fight],
    [captureId, capture],
    [flightId, flight],
  ] as const;
  for (const [i, [id, event]] of order.entries()) {
    await expect.poll(() => stepOf(page, id)).toMatch(new RegExp(`^Step ${i + 1}:`));
    await page.locator(`[data-view="timeline"] .marks [data-event-id="${id}"]`).first().click();
    const detail = page.locator('[data-view="detail"]');
    await expect(detail).toContainText(event.title);
    await expect(detail).toContainText(event.summary);
    // Written in Chinese only: marked so in the English interface, with no English line made up for it.
    await expect(detail.locator('#detail-title [data-lang-mark]')).toHaveText('Chinese only');
    await expect(detail.locator('.en-title')).toHaveCount(0);
  }
  await page.locator(`[data-view="timeline"] .marks [data-event-id="${captureId}"]`).first().click();
  await expect(page.locator('[data-view="detail"]')).toContainText('李文');
  await expect(page.locator('[data-view="timeline"] .band[data-phase]')).toHaveCount(2);
  for (const id of [hall, street, river]) {
    await expect(diagram(page).locator(`[data-place-id="${id}"]`)).toHaveCount(1);
  }
  await expect(diagram(page).locator(`[data-force-id="${yijun}"]`).first()).toBeAttached();
  await expect(diagram(page).locator(`[data-force-id="${guanjun}"]`).first()).toBeAttached();

  // Presented from its title slide, step by step to the end.
  await page.goto(`./#/${chapterId}`);
  await chapterDrawn(page);
  await page.keyboard.press('p');
  await expect(page.locator('.presentation [data-slide="title"]')).toBeVisible();
  const placesOf = new Map<string, string[]>([
    [crossId, [river, 'gate-south']],
    [openId, ['gate-south']],
    [fightId, [street]],
    [captureId, [hall]],
    [flightId, ['gate-west']],
  ]);
  // Where 义军 and 官军 stand after each step.
  const standing: [string, string][] = [
    ['gate-south', hall],
    ['gate-south', hall],
    [street, street],
    [hall, street],
    [hall, 'gate-west'],
  ];
  const problems: string[] = [];
  const walked: Record<string, [number, number][]> = { [yijun]: [], [guanjun]: [] };
  const seenSlides: string[] = [];
  let step = 0;
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('ArrowRight');
    const slide = page.locator('.presentation [data-slide]');
    const kind = (await slide.getAttribute('data-slide'))!;
    seenSlides.push(kind);
    if (kind === 'end') break;
    if (kind !== 'step') continue;
    const id = (await page.locator('.passage-card[data-event-id]').getAttribute('data-event-id'))!;
    expect(id).toBe(order[step]![0]);
    step++;
    for (const force of [yijun, guanjun]) walked[force]!.push(await tokenCentre(page, force));
    const [yAt, gAt] = standing[step - 1]!;
    await expect(diagram(page).locator(`[data-force-id="${yijun}"]`).first()).toHaveAttribute('data-at', yAt);
    await expect(diagram(page).locator(`[data-force-id="${guanjun}"]`).first()).toHaveAttribute(
      'data-at',
      gAt,
    );
    for (const place of placesOf.get(id)!)
      problems.push(...(await shownOnMap(page, place)).map((p) => `step ${step}: ${p}`));
    await page.screenshot({ path: `${SHOTS}/teacher-present-step-${step}-1366x768.png` });
  }
  expect(problems).toEqual([]);
  expect(step).toBe(5);
  expect(seenSlides.filter((s) => s === 'phase')).toHaveLength(2);
  // 义军 walks from the south gate (step 1) to the street (step 3) and into the office (step 4); 官军 leaves by
  // the west gate at step 5.
  const moved = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]) > 10;
  expect(moved(walked[yijun]![1]!, walked[yijun]![2]!)).toBe(true);
  expect(moved(walked[yijun]![2]!, walked[yijun]![3]!)).toBe(true);
  expect(moved(walked[guanjun]![3]!, walked[guanjun]![4]!)).toBe(true);
});
