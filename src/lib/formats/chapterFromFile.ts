/**
 * A chapter file the user picked, read into a chapter (chapterFromBytes) in a worker, so that no 5 MB file of any
 * shape or encoding holds the page's thread: decoding, the encoding's checks, hashing, parsing, the schema and the
 * anchoring of every quote all run there, and the page receives the result. The server build starts the worker
 * from its own file; the single offline file, which cannot start one from file://, from a blob: of the inlined
 * worker code (see scripts/csp.ts). Where no worker can start (an old browser, a policy that forbids it) the file
 * is read here instead: slower for a big file, never a failure.
 */
import { appProblem } from '../model/problem';
import { text } from '../i18n/messages';
import { MAX_FILE_BYTES } from '../model/bundle';
import { lazy } from '../lazy';
import { chapterFromBytes, type FileReading } from './chapterFromBytes';
import type { TextEncodingName } from './textEncoding';
import type { ChapterFileRequest } from './chapterFileWorker';

/** A file's size as the messages say it: every byte, so that two sizes never read alike. */
const bytesSaid = (bytes: number) => bytes.toLocaleString('en');

/** Files smaller than this read faster here than a worker starts. */
const IN_WORKER_FROM = 256 * 1024;

export async function chapterFromFile(
  file: File,
  taken: ReadonlySet<string>,
  encoding?: TextEncodingName,
): Promise<FileReading> {
  if (file.size > MAX_FILE_BYTES) {
    const size = {
      size: bytesSaid(file.size),
      limit: bytesSaid(MAX_FILE_BYTES),
      limitMb: MAX_FILE_BYTES / 1048576,
    };
    return { problems: [appProblem(file.name, '$', text('fileTooLarge', size))] };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length < IN_WORKER_FROM || typeof Worker === 'undefined') {
    return chapterFromBytes(bytes, file.name, taken, encoding);
  }
  return inWorker({ bytes, name: file.name, taken: [...taken], encoding });
}

function inWorker(request: ChapterFileRequest): Promise<FileReading> {
  // Read here when the worker cannot: a copy of the bytes stays, as the worker's are handed over.
  const here = () => chapterFromBytes(request.bytes, request.name, new Set(request.taken), request.encoding);
  const kept = request.bytes.slice();
  return new Promise((resolve) => {
    lazy
      .chapterFileWorker()
      .then((ChapterFileWorker) => {
        const worker = new ChapterFileWorker();
        worker.onmessage = (message: MessageEvent<FileReading>) => {
          worker.terminate();
          resolve(message.data);
        };
        worker.onerror = (error) => {
          error.preventDefault();
          worker.terminate();
          resolve(chapterFromBytes(kept, request.name, new Set(request.taken), request.encoding));
        };
        worker.postMessage(request, [request.bytes.buffer]);
      })
      .catch(() => resolve(here()));
  });
}
