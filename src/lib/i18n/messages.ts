/**
 * Every string of the interface, in English, simplified and traditional Chinese (one table per language under
 * `locales/`). A string may hold `{name}` parameters, filled by `message(key, locale, { name })`; each language
 * places them where its grammar wants them, so no sentence is ever glued together from pieces. English is the
 * source and ships with the page; a Chinese table is fetched before the page first renders in it
 * (`loadLocale`), so a reader downloads only the language they read.
 */
import { en } from './locales/en';
import type { enAuthoring } from './locales/enAuthoring';

export const LOCALES = ['en', 'zh-Hans', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];

/** English, whole: the entry's table and the strings the authoring chunks add (locales/enAuthoring.ts). */
type English = typeof en & typeof enAuthoring;
export type MessageKey = keyof English;
/** What every language's table must hold: a string for every key, no more. */
export type MessageTable = { readonly [K in MessageKey]: string };

const english: Partial<Record<MessageKey, string>> = { ...en };
const tables: Partial<Record<Locale, Partial<MessageTable>>> = { en: english };
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<MessageTable>> = {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.zhHans),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.zhHant),
};

/** Fetches a language's table once; resolves when `message` can speak it. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (tables[locale]) return;
  tables[locale] = await loaders[locale as Exclude<Locale, 'en'>]();
}

/** The table of a language, for the test that every language says every string with the same parameters. */
export async function messageTable(locale: Locale): Promise<Partial<MessageTable>> {
  await loadLocale(locale);
  return tables[locale]!;
}

/** English strings a lazy chunk brings with it (locales/enAuthoring.ts), added as that chunk loads. */
export function addEnglish(more: Partial<Record<MessageKey, string>>): void {
  Object.assign(english, more);
}

/** The `{name}` parameters of a string, as a union of their names. */
type ParamsIn<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | ParamsIn<Rest> : never;
export type MessageParams<K extends MessageKey> = ParamsIn<English[K]>;
type Values<K extends MessageKey> = Record<MessageParams<K>, string | number>;
/** No argument for a string without parameters, and every parameter for one with them. */
export type MessageArgs<K extends MessageKey> = [MessageParams<K>] extends [never] ? [] : [params: Values<K>];

/** A message not yet put in a language: what a notice or a problem holds until it is shown. */
export type Text = { [K in MessageKey]: { key: K; params?: Values<K> } }[MessageKey];

export function text<K extends MessageKey>(key: K, ...args: MessageArgs<K>): Text {
  return (args[0] ? { key, params: args[0] } : { key }) as Text;
}

export function message<K extends MessageKey>(key: K, locale: Locale, ...args: MessageArgs<K>): string {
  return fill(key, locale, args[0] as Record<string, string | number> | undefined);
}

/** A Text in one language. */
export function say(what: Text, locale: Locale): string {
  return fill(what.key, locale, what.params as Record<string, string | number> | undefined);
}

/**
 * Numbers as each language writes them. English and both Chinese scripts group whole numbers by threes with a
 * comma, so those are written directly; anything else goes to Intl. The first Intl.NumberFormat of a page loads
 * the browser's locale data (about 35 ms here, measured in the first render's profile), which a page of step
 * counts never needs.
 */
const numberFormats = new Map<Locale, Intl.NumberFormat>();
function formatNumber(value: number, locale: Locale): string {
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

function fill(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  // A language is loaded before the page speaks it (see loadLocale); should a caller run ahead of that, English
  // is shown rather than no page at all.
  const template: string | undefined = (tables[locale] ?? english)[key];
  if (template === undefined) throw new Error(`message “${key}” has no ${locale} text`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`message “${key}” needs the parameter {${name}}`);
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  });
}

/** The browser's preferred language, mapped to one of ours. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const tag = language.toLowerCase();
    if (/^zh-(hant|tw|hk|mo)/.test(tag)) return 'zh-Hant';
    if (tag.startsWith('zh')) return 'zh-Hans';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
