/**
 * Simplified ⇄ traditional conversion with opencc-js, loaded only when a reader asks for it (the dictionaries
 * weigh a megabyte). Conversion is applied piece by piece (a passage, a name), never to the whole text, so every
 * anchor and highlight stays on its own characters even where a conversion changes a length.
 */
import type { Script } from '../model/vocabulary';
import { lazy } from '../lazy';

export type Convert = (text: string) => string;

const loaded = new Map<Script, Promise<Convert>>();

/** A converter into `target` script, from the other one. */
export function loadConverter(target: Script): Promise<Convert> {
  let converter = loaded.get(target);
  if (!converter) {
    converter =
      target === 'zh-Hant'
        ? lazy.convertToTraditional().then((m) => m.Converter({ from: 'cn', to: 't' }))
        : lazy.convertToSimplified().then((m) => m.Converter({ from: 't', to: 'cn' }));
    loaded.set(target, converter);
  }
  return converter;
}

export type Pinyin = (name: string, isPerson: boolean) => string;

let pinyinLoader: Promise<Pinyin> | null = null;

/** pinyin-pro, loaded on first use; people's names read with surname readings (單 Shàn, 曾 Zēng). */
export function loadPinyin(): Promise<Pinyin> {
  pinyinLoader ??= lazy.pinyin().then(
    ({ pinyin }) =>
      (name: string, isPerson: boolean) =>
        pinyin(name, { toneType: 'symbol', ...(isPerson ? { mode: 'surname' as const } : {}) }),
  );
  return pinyinLoader;
}
