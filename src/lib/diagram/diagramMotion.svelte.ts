/**
 * The diagram's motion as one controller: the camera's flight to each step's view and the tokens' walk along
 * their paths, on one animation-frame loop that runs only while something moves. Where the camera is at a
 * moment comes from the pure `flightAt`, and each walk's progress from `progressAt`; the controller holds the
 * clock. Its callers' effects hand it targets and never read back what it writes, and it reads nothing reactive
 * when asked, so a flight is never restarted from where it has got to.
 */
import type { ViewBox } from './camera';
import { NO_PROGRESS, progressAt } from './movePaths';
import { flightAt, flightDuration, sameView, type Flight } from './flight';

/** Time and frames, from the browser by default; a test passes its own. */
export interface MotionClock {
  now(): number;
  request(callback: (now: number) => void): number;
  cancel(handle: number): void;
  /** The reader asked for reduced motion: every change is a jump. */
  reduced(): boolean;
}

export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const browserClock: MotionClock = {
  now: () => performance.now(),
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
  reduced: reducedMotion,
};

interface Walk {
  durations: ReadonlyMap<string, number>;
  begin: number;
}

export class DiagramMotion {
  /** The view box on screen now. */
  view: ViewBox = $state.raw([0, 0, 100, 100]);
  /** Each walking force's progress (0–1) along its path; a force not in it is standing still. */
  progress: ReadonlyMap<string, number> = $state.raw(NO_PROGRESS);
  /** The camera is on its way: labels are placed for the view it is flying to, and wait for it to arrive. */
  flying = $state(false);

  #clock: MotionClock;
  #placed = false;
  /** The same view as `view`, kept out of reach of any effect that asks for a new one. */
  #current: ViewBox = [0, 0, 100, 100];
  #target: ViewBox | null = null;
  #flight: Flight | null = null;
  #walk: Walk | null = null;
  #frame = 0;

  constructor(clock: MotionClock = browserClock) {
    this.#clock = clock;
  }

  /** Frames `target`: at once the first time, when `instant`, or with reduced motion; otherwise flies there. */
  frame(target: ViewBox, instant = false) {
    if (this.#target && sameView(this.#target, target)) return;
    this.#target = target;
    const duration = flightDuration(this.#current, target);
    if (!this.#placed || instant || duration === 0 || this.#clock.reduced()) {
      this.#placed = true;
      this.#flight = null;
      this.#show(target);
      this.flying = false;
      return;
    }
    this.#flight = { from: this.#current, to: target, start: this.#clock.now(), duration };
    this.flying = true;
    this.#schedule();
  }

  /** Sets the step's moving forces walking, each for its own duration (ms); none, or reduced motion: all in place. */
  walk(durations: ReadonlyMap<string, number>) {
    if (durations.size === 0 || this.#clock.reduced()) {
      this.#walk = null;
      this.progress = NO_PROGRESS;
      return;
    }
    this.#walk = { durations, begin: this.#clock.now() };
    this.progress = progressAt(durations, 0);
    this.#schedule();
  }

  /** Ends whatever is on its way at once: the camera on its target, every token where it stands (for an export). */
  land() {
    if (this.#flight) this.#show(this.#flight.to);
    this.#flight = null;
    this.flying = false;
    this.halt();
  }

  /** Every token where it stands, at once. */
  halt() {
    this.#walk = null;
    this.progress = NO_PROGRESS;
  }

  /** The camera has landed and every banner stands: nothing on the map will be redrawn by a frame. */
  get atRest(): boolean {
    return !this.flying && this.progress.size === 0;
  }

  /** Something is still on its way: a frame has been asked for. */
  get moving(): boolean {
    return this.#frame !== 0;
  }

  /** The diagram is gone: no frame is asked for again. */
  dispose() {
    if (this.#frame) this.#clock.cancel(this.#frame);
    this.#frame = 0;
    this.#flight = null;
    this.#walk = null;
  }

  #show(view: ViewBox) {
    this.#current = view;
    this.view = view;
  }

  #schedule() {
    if (this.#frame || (!this.#flight && !this.#walk)) return;
    this.#frame = this.#clock.request(this.#tick);
  }

  #tick = (now: number) => {
    this.#frame = 0;
    if (this.#flight) {
      const { view, done } = flightAt(this.#flight, now);
      this.#show(view);
      if (done) {
        this.#flight = null;
        this.flying = false;
      }
    }
    if (this.#walk) {
      this.progress = progressAt(this.#walk.durations, now - this.#walk.begin);
      if (this.progress.size === 0) this.#walk = null;
    }
    this.#schedule();
  };
}
