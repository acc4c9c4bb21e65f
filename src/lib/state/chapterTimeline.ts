/**
 * The timeline's controller for one chapter model, fed by the model and the reading context. The explorer makes it
 * once and hands it to each timeline it mounts: after the storylines, the chart comes back to a controller whose
 * layout, scene, hit testing and overview are already made, instead of making them again for every event.
 */
import { TimelineController } from '../timeline/timelineController.svelte';
import type { ChapterModel } from './chapterModel.svelte';
import type { Reading } from './reading';

export function chapterTimeline(model: ChapterModel, reading: Reading): TimelineController {
  // Getters, so that each of the controller's values depends on what it reads: a filter change must not rebuild
  // the 100,000-entry maps that depend on the chapter alone.
  const source = {
    get chapter() {
      return model.chapter;
    },
    /** The events that pass the filters. */
    get events() {
      return model.shown;
    },
    get order() {
      return model.order;
    },
    get lanes() {
      return model.lanes;
    },
    get selectedId() {
      return model.selected?.id ?? null;
    },
    get hoverId() {
      return model.hoverId;
    },
    get locale() {
      return model.locale;
    },
    get colorOf() {
      return model.color;
    },
    get zh() {
      return reading.zh;
    },
  };
  return new TimelineController(() => source);
}
