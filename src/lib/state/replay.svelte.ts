/**
 * The replay: steps through the chapter by itself, one event at a time, at a chosen speed, until the last step or
 * a pause. It only steps the one selection, so the diagram's tokens move, the reader follows the passage and the
 * timeline's cursor follows, exactly as if the reader had pressed → — and the URL keeps the step.
 */

export const REPLAY_SPEEDS = [0.5, 1, 2] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** Time on each step at 1×: long enough for the tokens to arrive (≤ 1.5 s) and the passage to be read. */
export const STEP_MS = 3000;

export interface ReplayHost {
  /** Steps to the next event; false when there is none (the replay then stops). */
  next: () => boolean;
  /** Whether a next step exists; at the end, Play starts again from the first step. */
  atEnd: () => boolean;
  /** Goes to the first step. */
  first: () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class Replay {
  playing = $state(false);
  speed: ReplaySpeed = $state(1);
  readonly #host: ReplayHost;
  #timer: unknown = null;

  constructor(host: ReplayHost) {
    this.#host = host;
  }

  get stepMs(): number {
    return STEP_MS / this.speed;
  }

  play() {
    if (this.playing) return;
    this.playing = true;
    if (this.#host.atEnd()) this.#host.first();
    this.#schedule();
  }

  pause() {
    this.playing = false;
    this.#cancel();
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  setSpeed(speed: ReplaySpeed) {
    this.speed = speed;
    // The new pace applies from now, not after the step already waiting.
    if (this.playing) this.#schedule();
  }

  #schedule() {
    this.#cancel();
    const set = this.#host.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.#timer = set(() => {
      this.#timer = null;
      if (!this.playing) return;
      if (this.#host.next() && !this.#host.atEnd()) this.#schedule();
      else this.playing = false;
    }, this.stepMs);
  }

  #cancel() {
    if (this.#timer === null) return;
    const clear =
      this.#host.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
    clear(this.#timer);
    this.#timer = null;
  }
}
