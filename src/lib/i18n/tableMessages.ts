/**
 * The lookup of a lazy chunk's own strings (compareMessages, csvMessages, editMessages, shareMessages): each holds
 * its three languages in a table of its own that travels with its chunk, as the page's entry carries only
 * messages.ts's English, at its size budget.
 */
import type { Locale } from './messages';

export type TableParams = Readonly<Record<string, string | number>>;

/** The string in the interface language, its `{name}` parameters filled (one not given stays as written). */
export function tableMessages<K extends string>(
  tables: Readonly<Record<Locale, { readonly [key in K]: string }>>,
) {
  return (key: K, locale: Locale, params: TableParams = {}): string =>
    tables[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
}
