/**
 * The diagram's two animations as rune state: the camera's flight from view to view, and the tokens' walk along
 * their paths. Each runs on requestAnimationFrame and stops by itself; with `prefers-reduced-motion` both jump.
 */
import { viewBetween, type ViewBox } from '../../lib/layout/diagramCamera';
import { NO_PROGRESS, progressAt } from '../../lib/layout/movePaths';

export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The camera: `view` is the box shown now, flying to the last target asked for. */
export class Camera {
  view: ViewBox = $state.raw([0, 0, 100, 100]);
  #frame = 0;
  #placed = false;

  flyTo(target: ViewBox, duration = 700) {
    cancelAnimationFrame(this.#frame);
    if (!this.#placed || duration <= 0 || reducedMotion()) {
      this.#placed = true;
      this.view = target;
      return;
    }
    const from = this.view;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / duration);
      this.view = viewBetween(from, target, t);
      if (t < 1) this.#frame = requestAnimationFrame(tick);
    };
    this.#frame = requestAnimationFrame(tick);
  }

  stop() {
    cancelAnimationFrame(this.#frame);
  }
}

/** The tokens' walk: each moving force's progress (0–1) along its path, for its own duration. */
export class TokenMotion {
  /** Force id → progress; a force not in it is standing still. */
  progress: ReadonlyMap<string, number> = $state.raw(NO_PROGRESS);
  #frame = 0;

  start(durations: ReadonlyMap<string, number>) {
    cancelAnimationFrame(this.#frame);
    if (durations.size === 0 || reducedMotion()) {
      this.progress = NO_PROGRESS;
      return;
    }
    const begin = performance.now();
    this.progress = progressAt(durations, 0);
    const tick = (now: number) => {
      this.progress = progressAt(durations, now - begin);
      if (this.progress.size) this.#frame = requestAnimationFrame(tick);
    };
    this.#frame = requestAnimationFrame(tick);
  }

  stop() {
    cancelAnimationFrame(this.#frame);
    this.progress = NO_PROGRESS;
  }
}
