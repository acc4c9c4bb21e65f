/**
 * How a chapter's Chinese is shown, handed down the views as a context: the script conversion, and the names to
 * mark with pinyin and glosses. One chapter view sets it; the reader, diagram, timeline and detail read it.
 */
import { createContext } from 'svelte';
import type { Convert } from '../i18n/scriptConversion';
import type { NameInfo } from '../reader/nameMarks';

export interface Reading {
  /** Shows Chinese text of the chapter in the chosen script. */
  zh: Convert;
  /** Names (as written) to mark in the text, or null when neither pinyin nor glosses are asked for. */
  names: NameInfo[] | null;
  pinyin: boolean;
  glosses: boolean;
  /** The text set top to bottom, columns right to left (the reader and the deck's passage card). */
  vertical: boolean;
}

const [getReading, setReading, hasReading] = createContext<Reading>();

const plain: Reading = { zh: (text) => text, names: null, pinyin: false, glosses: false, vertical: false };

/** The reading context, or the text as written where no chapter view set one (component tests). */
export function useReading(): Reading {
  return hasReading() ? getReading() : plain;
}

export { setReading };
