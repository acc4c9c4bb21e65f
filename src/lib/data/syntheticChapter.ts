/**
 * A deterministic synthetic chapter of N events for the benchmark (`?bench=N`): a walled city with eight gates,
 * three factions, and a generated text in which every event has its own unique passage.
 */
import type { Chapter, ChapterEvent, Force, Place } from '../model/types';
import { EVENT_TYPES, type EventType } from '../model/vocabulary';

/** mulberry32: small, fast and seedable, so every run builds the same chapter. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SIDES = ['north', 'south', 'east', 'west'] as const;
const DIGITS = '〇一二三四五六七八九';
const numeral = (n: number) => [...String(n)].map((d) => DIGITS[Number(d)]).join('');

export function syntheticChapter(count: number, seed = 1): Chapter {
  const rand = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const factions = ['red', 'blue', 'citizens'];
  const gates: Place[] = SIDES.flatMap((side, s) =>
    [0.3, 0.7].map((along, k) => ({
      id: `gate-${side}-${k}`,
      name: `第${numeral(s * 2 + k + 1)}门`,
      en: `Gate ${s * 2 + k + 1}`,
      kind: 'gate' as const,
      side,
      ring: 'city',
      along,
      initial: { state: 'closed' as const, by: 'blue' },
      evidence: { basis: 'schematic' as const, note: 'synthetic' },
    })),
  );
  // Forces move with their own dice, so the events' other fields are those of the chapter before forces.
  const march = random(seed + 7919);
  const forces: Force[] = factions.flatMap((faction, f) =>
    [0, 1].map((k) => ({
      id: `${faction}-${k + 1}`,
      name: `${faction}第${numeral(k + 1)}军`,
      en: `${faction} corps ${k + 1}`,
      faction,
      start: gates[(f * 2 + k * 3) % gates.length]!.id,
      ...(k === 0 ? { strength: { kind: 'troops' as const, value: 1000 * (f + 1), text: `${numeral(1000 * (f + 1))}人` } } : {}),
      evidence: { basis: 'schematic' as const, note: 'synthetic' },
    })),
  );
  const standing = new Map(forces.map((f) => [f.id, f.start]));
  const types = Object.keys(EVENT_TYPES) as EventType[];
  const paragraphs: string[] = [];
  const events: ChapterEvent[] = [];
  let offset = 0;
  let step = 1;
  for (let i = 0; i < count; i++) {
    const exact = `第${numeral(i + 1)}事：兵马自${pick(gates).name}出，战于城下。`;
    const filler = '城中喊杀之声不绝，';
    const line = filler + exact;
    const start = offset + filler.length;
    events.push({
      id: `e${i + 1}`,
      type: pick(types),
      title: { zh: `第${numeral(i + 1)}事`, en: `Event ${i + 1}` },
      summary: { en: `Synthetic event number ${i + 1}.`, zh: `合成事件第${numeral(i + 1)}号。` },
      actors: [],
      factions: [pick(factions)],
      places: [pick(gates).id],
      movements: [],
      forceChanges: [],
      effects: rand() < 0.2 ? [{ place: pick(gates).id, state: pick(['open', 'blocked', 'breached'] as const) }] : [],
      numbers: [],
      causes: i > 0 && rand() < 0.3 ? [`e${Math.max(1, i - Math.floor(rand() * 5))}`] : [],
      storyOrder: step,
      anchor: { exact },
      start,
      end: start + exact.length,
      textOrder: i,
    });
    // Half the events march one force from where it stands to another gate.
    if (march() < 0.5) {
      const force = forces[Math.floor(march() * forces.length)]!;
      const from = standing.get(force.id)!;
      const to = gates[Math.floor(march() * gates.length)]!.id;
      if (to !== from) {
        events[i]!.movements.push({ from, to, who: [force.id] });
        standing.set(force.id, to);
      }
      if (march() < 0.1) events[i]!.forceChanges!.push({ force: force.id, condition: 'engaged' });
    }
    if (rand() < 0.8) step++;
    paragraphs.push(line);
    offset += line.length + 1;
  }
  // Causes must come earlier in story order; drop the few the dice made simultaneous.
  const orderOf = new Map(events.map((e) => [e.id, e.storyOrder]));
  for (const e of events) e.causes = e.causes.filter((c) => (orderOf.get(c) ?? Infinity) < e.storyOrder);
  return {
    meta: {
      id: `bench-${count}`,
      title: { zh: `合成之战（${count}）`, en: `Synthetic battle (${count} events)` },
      script: 'zh-Hans',
      source: 'synthetic',
      sha256: '0'.repeat(64),
      city: { name: '合成城', en: 'Synthetic city' },
      setting: { en: 'A generated chapter for measuring speed at scale.', zh: '为测量大规模运行速度而生成的章节。' },
      factions: factions.map((id) => ({ id, name: id, en: id })),
      people: [],
      phases: [],
      forces,
    },
    city: {
      rings: [{ id: 'city', name: '城', en: 'City', box: [10, 10, 90, 90], evidence: { basis: 'schematic', note: 'synthetic' } }],
      places: gates,
    },
    text: paragraphs.join('\n'),
    events,
  };
}
