/**
 * Reads a chapter file in a worker, so that importing a 5 MB chapter leaves the page responsive; the result is
 * the same as `readBundle`'s. The worker is inlined (a blob: URL), so it also starts from the single offline
 * file. Where no worker can start (an old browser, a policy that forbids it) the file is read here instead:
 * slower for a big file, never a failure.
 */
import { readBundle, type BundleResult } from './readBundle';
import ReadBundleWorker from './readBundleWorker?worker&inline';

/** Files smaller than this read faster here than a worker starts. */
const IN_WORKER_FROM = 256 * 1024;

export function readBundleOffThread(source: string, file: string): Promise<BundleResult> {
  if (source.length < IN_WORKER_FROM || typeof Worker === 'undefined') {
    return Promise.resolve(readBundle(source, file));
  }
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new ReadBundleWorker();
    } catch {
      resolve(readBundle(source, file));
      return;
    }
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
  });
}
