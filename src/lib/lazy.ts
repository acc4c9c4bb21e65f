/**
 * Every module the app loads after its first render, by name, each with why it waits. Components and modules ask
 * here (`lazy.cityDiagram()`) rather than writing `import()` themselves, so that what the first load carries is
 * decided in one place, and `lazy.test.ts` holds it there: no other `import()` in src/, and the entry chunk with what it loads statically, JS and CSS, stays
 * under its gzip budget in the build's manifest.
 *
 * Each loader starts its download once and hands the same promise to every later caller. This module imports
 * nothing statically, so it costs the entry only its table.
 *
 * Kept elsewhere, on purpose: the interface's Chinese tables (`i18n/messages.ts`: English ships with the page, a
 * reader who chose Chinese waits one request). The model reads messages, so the import worker's bundle reaches
 * messages.ts, and a worker bundle must not reach this table of components.  The library's parts ask here too.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => (loading ??= load());
}

export const lazy = {
  // Drawn just after the first paint: asked for as the page starts (App.svelte, `afterFirstPaint` below), they
  // download while the timeline and the reader draw. The diagram brings its layout, forces, camera and label
  // placer; the detail its facts and the teacher's note field.
  cityDiagram: once(() => import('../components/diagram/CityDiagram.svelte')),
  eventFacts: once(() => import('../components/detail/EventFacts.svelte')),
  teacherNote: once(() => import('../components/detail/TeacherNote.svelte')),

  // Pan and zoom (d3-zoom, d3-selection, d3-transition): nothing zooms before the timeline has drawn.
  zoomBehavior: once(() => import('./interaction/zoomBehavior')),
  // The overview's brush: it answers a drag, never the first frame.
  brush: once(async () => {
    const [{ brushX }, { select }] = await Promise.all([import('d3-brush'), import('d3-selection')]);
    return { brushX, select };
  }),
  // Finding the mark under the pointer (a quadtree): built on the first hover.
  markFinder: once(() => import('./timeline/markFinder')),
  // Where a selection of the source text starts and ends: only when the reader selects text.
  textSelection: once(() => import('./interaction/textSelection')),
  // Simplified ⇄ traditional dictionaries (opencc-js, ~1.1 MB) and pinyin: only when a reader asks for them.
  convertToTraditional: once(() => import('opencc-js/cn2t')),
  convertToSimplified: once(() => import('opencc-js/t2cn')),
  pinyin: once(() => import('pinyin-pro')),

  // Views a click opens: the timeline's and the diagram's tables, the storylines chart, the chapter list (the
  // page only without a chapter open), the conflict notice (only when another tab changed the same event).
  eventTable: once(() => import('../components/timeline/EventTable.svelte')),
  placeTable: once(() => import('../components/diagram/PlaceTable.svelte')),
  storylinesView: once(() => import('../components/storylines/StorylinesView.svelte')),
  chapterList: once(() => import('../components/ChapterList.svelte')),
  conflictNotice: once(() => import('../components/common/ConflictNotice.svelte')),

  // The classroom: the deck, the presenter's window, the printed handout, the pen's PNG of a slide.
  presentation: once(() => import('../components/presentation/Presentation.svelte')),
  presenterView: once(() => import('../components/presentation/PresenterView.svelte')),
  handout: once(() => import('../components/handout/Handout.svelte')),
  slidePng: once(() => import('./export/slidePng')),

  // Exports: files are written only when asked for.
  svgExport: once(() => import('./export/svgExport')),
  timelineExport: once(() => import('../components/timeline/timelineExport')),
  shareChapter: once(() => import('./export/shareChapter')),
  eventsCsv: once(() => import('./formats/eventsCsv')),
  timelineJs: once(() => import('./formats/timelineJs')),

  // Authoring: the bar comes just after the first paint (it shows, but answers only clicks); the forms, the
  // city editor, drafts and the wall geometry of a dragged gate when a teacher edits.
  authoringBar: once(() => import('../components/authoring/AuthoringBar.svelte')),
  eventForm: once(() => import('../components/authoring/EventForm.svelte')),
  cityEditor: once(() => import('../components/authoring/CityEditor.svelte')),
  addChapter: once(() => import('../components/authoring/AddChapter.svelte')),
  formDrafts: once(() => import('./authoring/formDrafts')),
  eventDraft: once(() => import('./authoring/eventDraft')),
  cityLayout: once(() => import('./diagram/layout')),

  // Chapter files from elsewhere: a shared page's chapter and imported files are read with the full checks (the
  // schema), a big one in a worker; the benchmark's synthetic chapter is generated.
  readBundle: once(() => import('./data/readBundle')),
  // The build's mode is fixed at build time, so each build carries one of the two worker forms.
  readBundleWorker: once(async () =>
    import.meta.env.MODE === 'single'
      ? (await import('./data/readBundleWorker?worker&inline')).default
      : (await import('./data/readBundleWorker?worker')).default,
  ),
  syntheticChapter: once(() => import('./data/syntheticChapter')),

  // The user's own work: its sync engine (IndexedDB, the other tabs, merging, kept conflicts) opens as the page
  // starts but after the first render; the schema-backed checks come with the first import of a file or stored
  // chapter.
  librarySync: once(() => import('./state/librarySync')),
  libraryChecks: once(() => import('./state/libraryChecks')),
};

export type LazyName = keyof typeof lazy;

/** The views drawn just after the first paint, asked for together as the page starts. */
export const afterFirstPaint = [lazy.cityDiagram, lazy.eventFacts, lazy.teacherNote] as const;

/** Asks for each; settles when all have arrived or failed (a failure is shown where the view would be). */
export function loadAfterFirstPaint(): Promise<unknown> {
  return Promise.allSettled(afterFirstPaint.map((load) => load()));
}
