/**
 * Every component the app loads after its first render, by name, each with why it waits: the components' half of
 * the lazy registry, kept here so that src/lib names no component (its modules' half is `lib/lazy.ts`, whose
 * `once` starts each download once). Components ask here (`lazyComponents.cityDiagram()`) rather than writing
 * `import()` themselves; `lib/lazy.test.ts` holds both tables.
 */
import { once } from '../lib/lazy';

export const lazyComponents = {
  // Drawn in the first paint: asked for as the page starts (main.ts, `afterFirstPaint` below, which waits for them
  // before it mounts the app), preloaded from the page's head (firstPaint.ts), beside the entry. The diagram brings its layout, forces, camera and label
  // placer; the detail its facts and the teacher's note field; the reader its reading aids.
  cityDiagram: once(() => import('./diagram/CityDiagram.svelte')),
  eventFacts: once(() => import('./detail/EventFacts.svelte')),
  teacherNote: once(() => import('./detail/TeacherNote.svelte')),
  readingControls: once(() => import('./reader/ReadingControls.svelte')),
  underlineKey: once(() => import('./reader/UnderlineKey.svelte')),
  // The replay's Play and speed, beside the detail.
  replayControls: once(() => import('./replay/ReplayControls.svelte')),

  // Views a click opens: the timeline's and the diagram's tables, the storylines chart, the chapter list (the
  // page only without a chapter open), the conflict notice (only when another tab changed the same event).
  eventTable: once(() => import('./timeline/EventTable.svelte')),
  placeTable: once(() => import('./diagram/PlaceTable.svelte')),
  storylinesView: once(() => import('./storylines/StorylinesView.svelte')),
  chapterList: once(() => import('./ChapterList.svelte')),
  conflictNotice: once(() => import('./common/ConflictNotice.svelte')),
  // The bar shown while a picked file is read (only after a file is picked), and a notice of what the app could not
  // do (storage full or missing, a file refused), neither of which a first render has.
  fileProgress: once(() => import('./common/FileProgress.svelte')),
  noticeBanner: once(() => import('./common/NoticeBanner.svelte')),
  // The filters' checkboxes: closed, the panel is one button.
  filterChoices: once(() => import('./FilterChoices.svelte')),

  // The comparison of two accounts (issue 24): only at `#/compare/<left>/<right>`.
  compareView: once(() => import('./compare/CompareView.svelte')),
  // The explorer's way into it, "Compare with …", shown only for a chapter the index aligns with another.
  compareLink: once(() => import('./compare/CompareLink.svelte')),

  // The classroom: the deck, the presenter's window, the printed handout.
  presentation: once(() => import('./presentation/Presentation.svelte')),
  presenterView: once(() => import('./presentation/PresenterView.svelte')),
  handout: once(() => import('./handout/Handout.svelte')),

  // The timeline's export (an SVG of the chart as drawn): written only when asked for.
  timelineExport: once(() => import('./timeline/timelineExport')),

  // Authoring: the bar comes just after the first paint (it shows, but answers only clicks); the forms and the
  // city editor when a teacher edits.
  authoringBar: once(() => import('./authoring/AuthoringBar.svelte')),
  eventForm: once(() => import('./authoring/EventForm.svelte')),
  cityEditor: once(() => import('./authoring/CityEditor.svelte')),
  forceEditor: once(() => import('./authoring/ForceEditor.svelte')),
  phaseEditor: once(() => import('./authoring/PhaseEditor.svelte')),
  addChapter: once(() => import('./authoring/AddChapter.svelte')),
  // "People in the text": a user's chapter's candidate names, offered once and reopened from the bar.
  nameReview: once(() => import('./authoring/NameReview.svelte')),
  // The reader's Add as place and Add as person: only in the user's own chapters.
  nameActions: once(() => import('./reader/NameActions.svelte')),
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
