/** What a chapter model is made from: the chapter, the one selection, the reader's language and script. */
import type { Locale } from '../i18n/messages';
import type { LaneMode, OrderMode } from '../timeline/layout';
import type { Filters } from '../model/filters';
import type { Chapter } from '../model/types';

/** The parts of the selection the model reads and asks to change; the Selection class is one. */
export interface SelectionView {
  readonly eventId: string | null;
  /** Every selected event, where one choice selects several (a comparison's counterparts); `eventId` is the first. */
  readonly eventIds?: readonly string[];
  /** The event under the pointer or keyboard focus: a preview that never touches the URL. */
  hoverEventId: string | null;
  readonly order: OrderMode;
  readonly lanes: LaneMode;
  readonly filters: Filters;
  /** In a deck, the slide shown when it is not a step; absent outside a deck. */
  readonly slide?: string | null;
  /** The deck shows only what has happened by the current step. */
  readonly reveal?: boolean;
  select(eventId: string | null): void;
  /** Steps to the previous or next of `orderedIds` (from the first or last when none is selected). */
  step(delta: number, orderedIds: readonly string[]): void;
}

export interface ChapterModelSource {
  chapter: () => Chapter;
  selection: SelectionView;
  locale: () => Locale;
  /** Shows the chapter's Chinese in the script the reader chose. */
  zh: () => (text: string) => string;
  /** Whether a Chinese interface shows English titles too (the reader asked for English glosses). */
  englishTitles?: () => boolean;
  /** The teacher's notes, by slide key (an event id for a step; `title`, `overview`, `phase-<id>`, `end`). */
  notes?: () => Readonly<Record<string, string>>;
}
