/**
 * The worker that reads a chapter file off the page's thread: parse, schema, quotes and references of a book-sized
 * file take longer than a frame, and the page must stay responsive meanwhile (readBundleOffThread.ts).
 */
import { readBundle } from './readBundle';

self.onmessage = (message: MessageEvent<{ source: string; file: string }>) => {
  const { source, file } = message.data;
  self.postMessage(readBundle(source, file));
};
