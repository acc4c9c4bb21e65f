/** The deck a chapter's presentation should hold, worked out from the data files as the brief defines it. */
import { readFileSync } from 'node:fs';
import { loadChapters } from './chapterData';

const chapters = loadChapters();

export interface ExpectedSlide {
  kind: 'title' | 'overview' | 'phase' | 'step' | 'end';
  key: string;
}

/** The deck as the brief defines it, from the data files: a divider before the first step of each phase. */
export function expectedDeck(chapterId: string): ExpectedSlide[] {
  const chapter = chapters.find((c) => c.id === chapterId)!;
  const phaseOf = new Map<string, string | undefined>(
    JSON.parse(readFileSync(`data/${chapterId}/events.json`, 'utf8')).events.map(
      (e: { id: string; phase?: string }) => [e.id, e.phase],
    ),
  );
  const steps = [...chapter.events].sort((a, b) => a.storyOrder - b.storyOrder || a.textOrder - b.textOrder);
  const deck: ExpectedSlide[] = [
    { kind: 'title', key: 'title' },
    { kind: 'overview', key: 'overview' },
  ];
  const begun = new Set<string>();
  for (const step of steps) {
    const phase = phaseOf.get(step.id);
    if (phase && !begun.has(phase)) {
      begun.add(phase);
      deck.push({ kind: 'phase', key: `phase-${phase}` });
    }
    deck.push({ kind: 'step', key: step.id });
  }
  deck.push({ kind: 'end', key: 'end' });
  return deck;
}
