/** The chapters as the contract JSON gives them, plus the event records' place ids, for the browser tests. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface ContractEvent {
  id: string;
  type: string;
  storyOrder: number;
  start: number;
  end: number;
  quote: string;
  places: string[];
  summary: { en: string; zh: string };
  inferred: string[];
  movements: { who: string[]; from: string; to: string }[];
}

export interface ContractForce {
  id: string;
  name: string;
  faction: string;
  start: string;
}

export interface TestChapter {
  id: string;
  forces: ContractForce[];
  events: (ContractEvent & {
    placeIds: string[];
    effects: { place: string; state: string }[];
    forceChanges: { force: string; condition: string }[];
    textOrder: number;
  })[];
}

export function loadChapters(): TestChapter[] {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', '--json'], {
    encoding: 'utf8',
  });
  const contract = JSON.parse(out) as {
    chapters: { id: string; events: ContractEvent[]; forces: ContractForce[] }[];
  };
  return contract.chapters.map((chapter) => {
    const records = JSON.parse(readFileSync(`data/${chapter.id}/events.json`, 'utf8')).events as {
      id: string;
      places: string[];
      effects: { place: string; state: string }[];
      forceChanges?: { force: string; condition: string }[];
    }[];
    const byStart = [...chapter.events].sort((a, b) => a.start - b.start || b.end - a.end).map((e) => e.id);
    return {
      id: chapter.id,
      forces: chapter.forces ?? [],
      events: chapter.events.map((event) => {
        const record = records.find((r) => r.id === event.id)!;
        return {
          ...event,
          placeIds: record.places,
          effects: record.effects,
          forceChanges: record.forceChanges ?? [],
          textOrder: byStart.indexOf(event.id),
        };
      }),
    };
  });
}
