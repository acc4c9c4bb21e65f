/** The reader's own settings — language and theme — kept in localStorage, not in shared links. */
import {
  LOCALES,
  loadLocale,
  localeFromLanguages,
  message,
  type Locale,
  type MessageArgs,
  type MessageKey,
} from '../i18n/messages';

export type Theme = 'light' | 'dark';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, file:// in some browsers): the setting lasts for this visit only.
  }
}

function initialLocale(): Locale {
  const saved = stored('bc-locale');
  if (saved && (LOCALES as readonly string[]).includes(saved)) return saved as Locale;
  return typeof navigator === 'undefined'
    ? 'en'
    : localeFromLanguages(navigator.languages ?? [navigator.language]);
}

function initialTheme(): Theme {
  const saved = stored('bc-theme');
  if (saved === 'light' || saved === 'dark') return saved;
  return typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export class Preferences {
  locale: Locale = $state(initialLocale());
  theme: Theme = $state(initialTheme());

  /** Switches once the language's messages are here, so no view shows a string in the old language meanwhile. */
  async setLocale(locale: Locale) {
    await loadLocale(locale);
    this.locale = locale;
    store('bc-locale', locale);
  }

  setTheme(theme: Theme) {
    this.theme = theme;
    store('bc-theme', theme);
  }

  t = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => message(key, this.locale, ...args);
}

export const preferences = new Preferences();
