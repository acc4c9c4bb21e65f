/**
 * Every module of src/lib and every package the app loads after its first render, by name, each with why it
 * waits. Modules ask here (`lazy.markFinder()`) rather than writing `import()` themselves, so that what the first
 * load carries is decided in one place; the components loaded later have their own table beside them
 * (`src/components/lazyComponents.ts`), so that src/lib names no component. `lazy.test.ts` holds both: no other
 * `import()` in src/, and the entry chunk with what it loads statically, JS and CSS, stays under its gzip budget
 * in the build's manifest.
 *
 * Each loader starts its download once and hands the same promise to every later caller. This module imports
 * nothing statically, so it costs the entry only its table. It names the library's state modules, so it stands in
 * the state layer, and the layer rule checks the names it imports (eslint.config.js).
 *
 * Kept elsewhere, on purpose: the interface's Chinese tables (`i18n/messages.ts`: English ships with the page, a
 * reader who chose Chinese waits one request). The model reads messages, so the import worker's bundle reaches
 * messages.ts, and a worker bundle must not reach these tables.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => (loading ??= load());
}

export const lazy = {
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

  // The pen's PNG of a slide: only when a teacher saves one.
  slidePng: once(() => import('./export/slidePng')),

  // The deck's pairing with the presenter's window: only in a presentation.
  deckPairing: once(() => import('./presentation/deckPairing')),

  // Exports: files are written only when asked for.
  svgExport: once(() => import('./export/svgExport')),
  shareChapter: once(() => import('./export/shareChapter')),
  eventsCsv: once(() => import('./formats/eventsCsv')),
  timelineJs: once(() => import('./formats/timelineJs')),

  // Authoring: drafts and the wall geometry of a dragged gate, when a teacher edits.
  formDrafts: once(() => import('./authoring/formDrafts')),
  eventDraft: once(() => import('./authoring/eventDraft')),
  // An editor's save checked against what it saw and carried onto the chapter as it is now: only on a save.
  editSaves: once(() => import('./authoring/editSaves')),
  // A person named in the text: only when an author adds one from the reader.
  cityEdits: once(() => import('./authoring/cityEdits')),
  cityLayout: once(() => import('./diagram/layout')),

  // Chapter files from elsewhere: a shared page's chapter and imported files are read with the full checks (the
  // schema), a big one in a worker; the benchmark's synthetic chapter is generated.
  readBundle: once(() => import('./data/readBundle')),
  // The build's mode is fixed at build time, so each build carries one of the two worker forms.
  chapterFileWorker: once(async () =>
    import.meta.env.MODE === 'single'
      ? (await import('./formats/chapterFileWorker?worker&inline')).default
      : (await import('./formats/chapterFileWorker?worker')).default,
  ),
  syntheticChapter: once(() => import('./data/syntheticChapter')),

  // The user's own work: its sync engine (IndexedDB, the other tabs, merging, kept conflicts) opens as the page
  // starts but after the first render; the schema-backed checks come with the first import of a file or stored
  // chapter.
  librarySync: once(() => import('./state/librarySync')),
  libraryChecks: once(() => import('./state/libraryChecks')),
};
