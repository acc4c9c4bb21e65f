/**
 * Runs tasks one after another: each starts once the one before has settled, failed or not. The teacher's notes are
 * saved as the teacher pauses, and each save must start from the revision the one before left.
 */
export class SerialQueue {
  #last: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.#last.then(task);
    this.#last = next.catch(() => {});
    return next;
  }
}
