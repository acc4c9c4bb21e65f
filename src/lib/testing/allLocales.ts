/**
 * Vitest setup: the page loads a language's messages before it renders in it (see `loadLocale`); tests render in
 * any of the three at once, so all three are loaded before any test runs.
 */
import { LOCALES, loadLocale } from '../i18n/messages';
// English's authoring strings, which the authoring chunks add as they load.
import '../i18n/locales/enAuthoring';

await Promise.all(LOCALES.map(loadLocale));
