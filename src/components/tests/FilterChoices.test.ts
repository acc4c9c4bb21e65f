// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { miniChapter } from '../../lib/testing/miniChapter';
import { emptyFilters } from '../../lib/model/filters';
import FilterChoices from '../FilterChoices.svelte';

/** The panel as FilterPanel draws it: inside an open `<details>` whose summary is its button. */
function openPanel() {
  const details = document.createElement('details');
  details.open = true;
  details.append(document.createElement('summary'));
  document.body.append(details);
  render(FilterChoices, {
    target: details,
    props: {
      chapter: miniChapter(),
      filters: emptyFilters(),
      shownCount: 3,
      locale: 'en',
      onfilter: () => {},
      onclear: () => {},
    },
  });
  /** Escapes that reach the page's keys (the chapter view listens on the window, after the capture phase). */
  const pageEscapes = vi.fn();
  const pageKeys = (e: KeyboardEvent) => e.key === 'Escape' && pageEscapes();
  window.addEventListener('keydown', pageKeys);
  undo.push(
    () => window.removeEventListener('keydown', pageKeys),
    () => details.remove(),
  );
  return { details, pageEscapes };
}
const undo: (() => void)[] = [];
afterEach(() => undo.splice(0).forEach((f) => f()));

describe('FilterChoices: Escape closes the panel, then is the page’s again', () => {
  it('the first Escape closes the open panel and does not reach the page', () => {
    const { details, pageEscapes } = openPanel();
    fireEvent.keyDown(details.querySelector('input')!, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(pageEscapes).not.toHaveBeenCalled();
  });

  it('a second Escape before the panel is unmounted (its toggle event comes a task later) reaches the page', () => {
    const { details, pageEscapes } = openPanel();
    fireEvent.keyDown(details.querySelector('input')!, { key: 'Escape' });
    // Still drawn: the details' toggle event, which unmounts the panel, has not been dispatched yet.
    expect(details.querySelector('.panel')).not.toBeNull();
    fireEvent.keyDown(details.querySelector('summary')!, { key: 'Escape' });
    expect(pageEscapes).toHaveBeenCalledTimes(1);
  });
});
