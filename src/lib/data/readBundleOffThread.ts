/**
 * Reads a chapter file in a worker, so that importing a 5 MB chapter leaves the page responsive; the result is
 * the same as `readBundle`'s. The server build starts the worker from its own file; the single offline file,
 * which cannot start one from file://, from a blob: of the inlined worker code (see scripts/csp.ts). Where no
 * worker can start (an old browser, a policy that forbids it) the file is read here instead: slower for a big
 * file, never a failure.
 */
import { readBundle, type BundleResult } from './readBundle';
import { lazy } from '../lazy';

type WorkerClass = new () => Worker;

const workerClass: () => Promise<WorkerClass> = lazy.readBundleWorker;

/** Files smaller than this read faster here than a worker starts. */
const IN_WORKER_FROM = 256 * 1024;

export function readBundleOffThread(source: string, file: string): Promise<BundleResult> {
  if (source.length < IN_WORKER_FROM || typeof Worker === 'undefined') {
    return Promise.resolve(readBundle(source, file));
  }
  return new Promise((resolve) => {
    workerClass()
      .then((ReadBundleWorker) => {
        const worker = new ReadBundleWorker();
        worker.onmessage = (message: MessageEvent<BundleResult>) => {
          worker.terminate();
          resolve(message.data);
        };
        worker.onerror = (error) => {
          error.preventDefault();
          worker.terminate();
          resolve(readBundle(source, file));
        };
        worker.postMessage({ source, file });
      })
      .catch(() => resolve(readBundle(source, file)));
  });
}
