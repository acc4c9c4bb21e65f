import { mount } from 'svelte';
import App from './App.svelte';
import { loadLocale } from './lib/i18n/messages';
import { preferences } from './lib/state/preferences.svelte';
import './app.css';

performance.mark('bc:entry');
// The interface's language is fetched first (English ships with the page); should that fail, English shows.
void loadLocale(preferences.locale)
  .catch(() => undefined)
  .finally(() => {
    performance.mark('bc:mount');
    mount(App, { target: document.getElementById('app')! });
  });
