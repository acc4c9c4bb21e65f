/**
 * The parts of the explorer that draw just after the first paint, each a chunk of its own, asked for as the page
 * starts (App.svelte) so that they download while the timeline and the reader draw, and the first load carries
 * only what draws first: the city diagram with its layout, forces, camera and label placer; the selected event's
 * facts and the teacher's note field. The first-render mark waits for all of them. Each is asked for once.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => (loading ??= load());
}

export const lazyViews = {
  cityDiagram: once(() => import('./diagram/CityDiagram.svelte')),
  eventFacts: once(() => import('./detail/EventFacts.svelte')),
  teacherNote: once(() => import('./detail/TeacherNote.svelte')),
};

/** Asks for every one; settles when all have arrived or failed (a failure is shown where the view would be). */
export function loadLazyViews(): Promise<unknown> {
  return Promise.allSettled(Object.values(lazyViews).map((load) => load()));
}
