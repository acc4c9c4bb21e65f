import { mount } from 'svelte';
import App from './App.svelte';
import { loadLocale } from './lib/i18n/messages';
import { loadAfterFirstPaint } from './components/lazyComponents';
import { preloadedFilesSettled } from './lib/data/publishedFiles';
import { preferences } from './lib/state/preferences.svelte';
import './app.css';

/**
 * How long the first render waits for the chapter the address names and the views it draws before it draws the
 * page with "Loading…" where they will be: on a fast line they arrive with the app's own code, and the page is
 * drawn once, whole; on a slow one, the reader is not left before a blank page.
 */
const FIRST_RENDER_WAIT_MS = 1500;

performance.mark('bc:entry');
// The interface's language is fetched first (English ships with the page); should that fail, English shows.
const ready = Promise.all([
  loadLocale(preferences.locale).catch(() => undefined),
  preloadedFilesSettled(),
  loadAfterFirstPaint(),
]);
void Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).finally(
  () => {
    performance.mark('bc:mount');
    mount(App, { target: document.getElementById('app')! });
  },
);
