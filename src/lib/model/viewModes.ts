/**
 * The words the URL and every view share for how a chapter is shown: the mode, the chart, the order and lanes of
 * the timeline, the handout's variant. Plain vocabulary, so the model, the key map and the URL agree on it
 * (`state/urlState.ts` reads and writes it).
 */

/** `presenter` is the teacher's second window beside a presentation: the slide, the next one, notes, a clock. */
export type ViewMode = 'explore' | 'present' | 'presenter' | 'handout';
/** The modes a URL names with `mode=`; the explorer is the default and goes unnamed. */
export const NAMED_MODES: readonly ViewMode[] = ['present', 'presenter', 'handout'];

/**
 * The first part of a path that opens the comparison of two accounts (`#/compare/<left>/<right>`, see
 * compare/compareRoute.ts) rather than a chapter; here, where the page's entry reads it, so that the entry does not
 * carry the route's parser.
 */
export const COMPARE_ROUTE = 'compare';

/** Whether the mode shows the deck of slides (the audience's window or the presenter's). */
export const showsDeck = (mode: ViewMode): boolean => mode === 'present' || mode === 'presenter';

/** The explorer's upper chart: the timeline of events, or the storylines of the forces. */
export type ChartMode = 'timeline' | 'storylines';
/** Which handout prints: the plain one, the student worksheet (blanks for answers) or the teacher's copy (notes). */
export type HandoutVariant = 'plain' | 'worksheet' | 'teacher';
/** The timeline's x: the story's order of events or the order of their passages in the text. */
export type OrderMode = 'story' | 'text';
/** What the timeline's lanes group by. */
export type LaneMode = 'faction' | 'commander' | 'type';
