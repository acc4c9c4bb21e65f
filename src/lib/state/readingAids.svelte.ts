/**
 * The reader's aids, kept in localStorage: the script to read the text in (as written, simplified or
 * traditional), pinyin over names, English glosses beside names, the writing (horizontal or vertical). The
 * converters load on first use.
 */
import { text, type Text } from '../i18n/messages';
import { loadConverter, loadPinyin, type Convert, type Pinyin } from '../i18n/scriptConversion';
import type { Script } from '../model/vocabulary';
import { WRITINGS, writingInHash, type Writing } from '../reader/writing';

export type ScriptChoice = 'as-written' | Script;

function stored<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const value = localStorage.getItem(key);
    return value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused: the choice lasts for this visit only.
  }
}

export class ReadingAids {
  script: ScriptChoice = $state(stored('bc-script', ['as-written', 'zh-Hans', 'zh-Hant'], 'as-written'));
  pinyin: boolean = $state(stored('bc-pinyin', ['on', 'off'], 'off') === 'on');
  glosses: boolean = $state(stored('bc-glosses', ['on', 'off'], 'off') === 'on');
  writing: Writing = $state(stored('bc-writing', WRITINGS, 'horizontal'));
  /** Set once the converter into that script has loaded. */
  converters: Partial<Record<Script, Convert>> = $state.raw({});
  pinyinOf: Pinyin | null = $state.raw(null);
  /** A failure to load a converter, shown rather than swallowed. */
  failure: Text | null = $state(null);

  constructor() {
    if (typeof window === 'undefined') return;
    // A link that asks for a writing sets it as the reader's own choice, so it stays after the link is left.
    const followLink = () => {
      const asked = writingInHash(window.location.hash);
      if (asked && asked !== this.writing) this.setWriting(asked);
    };
    followLink();
    window.addEventListener('hashchange', followLink);
    if (this.script !== 'as-written') void this.#load(this.script);
    if (this.pinyin) void this.#loadPinyin();
  }

  setScript(script: ScriptChoice) {
    this.script = script;
    store('bc-script', script);
    if (script !== 'as-written') void this.#load(script);
  }

  setPinyin(on: boolean) {
    this.pinyin = on;
    store('bc-pinyin', on ? 'on' : 'off');
    if (on) void this.#loadPinyin();
  }

  setGlosses(on: boolean) {
    this.glosses = on;
    store('bc-glosses', on ? 'on' : 'off');
  }

  setWriting(writing: Writing) {
    this.writing = writing;
    store('bc-writing', writing);
  }

  /** The function that shows a chapter's Chinese text in the chosen script (as written until the converter is in). */
  converterFor(chapterScript: Script): Convert {
    if (this.script === 'as-written' || this.script === chapterScript) return identity;
    return this.converters[this.script] ?? identity;
  }

  async #load(script: Script) {
    try {
      const convert = await loadConverter(script);
      this.converters = { ...this.converters, [script]: convert };
      this.failure = null;
    } catch (error) {
      const key = script === 'zh-Hans' ? 'simplifiedFailed' : 'traditionalFailed';
      this.failure = text(key, { reason: reasonOf(error) });
    }
  }

  async #loadPinyin() {
    try {
      this.pinyinOf = await loadPinyin();
    } catch (error) {
      this.failure = text('pinyinFailed', { reason: reasonOf(error) });
    }
  }
}

const identity: Convert = (s) => s;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const readingAids = new ReadingAids();
