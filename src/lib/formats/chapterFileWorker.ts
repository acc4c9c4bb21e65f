/**
 * The worker that reads a picked chapter file off the page's thread (chapterFromFile.ts): decoding, checks,
 * parsing and anchoring of a 5 MB file take seconds, and the page must keep answering meanwhile.
 */
import { chapterFromBytes } from './chapterFromBytes';
import type { TextEncodingName } from './textEncoding';

export interface ChapterFileRequest {
  bytes: Uint8Array;
  name: string;
  taken: string[];
  encoding?: TextEncodingName;
}

self.onmessage = (message: MessageEvent<ChapterFileRequest>) => {
  const { bytes, name, taken, encoding } = message.data;
  self.postMessage(chapterFromBytes(bytes, name, new Set(taken), encoding));
};
