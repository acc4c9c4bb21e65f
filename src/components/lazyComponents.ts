/**
 * Every component the app loads after its first render, by name, each with why it waits: the components' half of
 * the lazy registry, kept here so that src/lib names no component (its modules' half is `lib/lazy.ts`, whose
 * `once` starts each download once). Components ask here (`lazyComponents.cityDiagram()`) rather than writing
 * `import()` themselves; `lib/lazy.test.ts` holds both tables.
 */
import { once } from '../lib/lazy';

/**
 * `once`, handing over a component that has arrived as itself rather than as a promise: `{#await}` draws a plain
 * value in the update that asks for it, whereas a promise, even a settled one, is drawn a microtask later in a
 * flush of its own (about eight of them in a phone's first render: alternating Lighthouse runs on `#/yanjing`,
 * TBT median ~80 ms against ~104).
 */
function onceComponent<T>(load: () => Promise<T>): () => T | Promise<T> {
  let arrived: T | undefined;
  const loading = once(() => load().then((module) => (arrived = module)));
  return () => arrived ?? loading();
}

export const lazyComponents = {
  // Drawn in the first paint: asked for as the page starts (main.ts, `afterFirstPaint` below, which waits for them
  // before it mounts the app), preloaded from the page's head (firstPaint.ts), beside the entry. The diagram brings its layout, forces, camera and label
  // placer; the detail its facts and the teacher's note field; the reader its reading aids.
  cityDiagram: onceComponent(() => import('./diagram/CityDiagram.svelte')),
  eventFacts: onceComponent(() => import('./detail/EventFacts.svelte')),
  teacherNote: onceComponent(() => import('./detail/TeacherNote.svelte')),
  readingControls: onceComponent(() => import('./reader/ReadingControls.svelte')),
  underlineKey: onceComponent(() => import('./reader/UnderlineKey.svelte')),
  // The replay's Play and speed, beside the detail.
  replayControls: onceComponent(() => import('./replay/ReplayControls.svelte')),

  // Views a click opens: the timeline's and the diagram's tables, the storylines chart, the chapter list (the
  // page only without a chapter open), the conflict notice (only when another tab changed the same event).
  eventTable: onceComponent(() => import('./timeline/EventTable.svelte')),
  placeTable: onceComponent(() => import('./diagram/PlaceTable.svelte')),
  storylinesView: onceComponent(() => import('./storylines/StorylinesView.svelte')),
  chapterList: onceComponent(() => import('./ChapterList.svelte')),
  conflictNotice: onceComponent(() => import('./common/ConflictNotice.svelte')),
  // The bar shown while a picked file is read (only after a file is picked), and a notice of what the app could not
  // do (storage full or missing, a file refused), neither of which a first render has.
  fileProgress: onceComponent(() => import('./common/FileProgress.svelte')),
  noticeBanner: onceComponent(() => import('./common/NoticeBanner.svelte')),
  // The filters' checkboxes: closed, the panel is one button.
  filterChoices: onceComponent(() => import('./FilterChoices.svelte')),

  // The comparison of two accounts (issue 24): only at `#/compare/<left>/<right>`.
  compareView: onceComponent(() => import('./compare/CompareView.svelte')),
  // The explorer's way into it, "Compare with …", shown only for a chapter the index aligns with another.
  compareLink: onceComponent(() => import('./compare/CompareLink.svelte')),

  // The classroom: the deck, the presenter's window, the printed handout.
  presentation: onceComponent(() => import('./presentation/Presentation.svelte')),
  presenterView: onceComponent(() => import('./presentation/PresenterView.svelte')),
  handout: onceComponent(() => import('./handout/Handout.svelte')),

  // The timeline's export (an SVG of the chart as drawn): written only when asked for.
  timelineExport: onceComponent(() => import('./timeline/timelineExport')),

  // Authoring: the bar comes just after the first paint (it shows, but answers only clicks); the forms and the
  // city editor when a teacher edits.
  authoringBar: onceComponent(() => import('./authoring/AuthoringBar.svelte')),
  eventForm: onceComponent(() => import('./authoring/EventForm.svelte')),
  cityEditor: onceComponent(() => import('./authoring/CityEditor.svelte')),
  forceEditor: onceComponent(() => import('./authoring/ForceEditor.svelte')),
  phaseEditor: onceComponent(() => import('./authoring/PhaseEditor.svelte')),
  addChapter: onceComponent(() => import('./authoring/AddChapter.svelte')),
  // "People in the text": a user's chapter's candidate names, offered once and reopened from the bar.
  nameReview: onceComponent(() => import('./authoring/NameReview.svelte')),
  // The reader's Add as place and Add as person: only in the user's own chapters.
  nameActions: onceComponent(() => import('./reader/NameActions.svelte')),
};

/** The views drawn just after the first paint, asked for together as the page starts. */
export const afterFirstPaint = [
  lazyComponents.cityDiagram,
  lazyComponents.eventFacts,
  lazyComponents.teacherNote,
  lazyComponents.readingControls,
  lazyComponents.underlineKey,
  lazyComponents.replayControls,
] as const;

/** Asks for each; settles when all have arrived or failed (a failure is shown where the view would be). */
export function loadAfterFirstPaint(): Promise<unknown> {
  return Promise.allSettled(afterFirstPaint.map((load) => load()));
}
