/**
 * The views the first paint waits for, by their source file (under src/): `lazyComponents.ts` loads them as the
 * page starts (`afterFirstPaint`), `main.ts` mounts the app once they have arrived, and the build names their chunks and style sheets in the page's head so that they
 * download beside the entry instead of after it has run (scripts/firstPaintPlugin.ts). Plain data, so that the
 * build's config can read it without the app.
 */
export const FIRST_PAINT_VIEWS = [
  'components/diagram/CityDiagram.svelte',
  'components/detail/EventFacts.svelte',
  'components/detail/TeacherNote.svelte',
  'components/reader/ReadingControls.svelte',
  'components/reader/UnderlineKey.svelte',
  'components/replay/ReplayControls.svelte',
] as const;
