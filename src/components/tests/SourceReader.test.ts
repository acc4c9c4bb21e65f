// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { describe, expect, it } from 'vitest';
import { syntheticChapter } from '../../lib/data/syntheticChapter';
import { miniChapter } from '../../lib/testing/miniChapter';
import { FIXTURE_SECTIONS, sectionedChapter } from '../../lib/testing/sectionedChapter';
import { emptyFilters, type Filters } from '../../lib/model/filters';
import type { Chapter } from '../../lib/model/types';
import WithChapterModel from '../../lib/testing/WithChapterModel.svelte';
import SourceReader from '../reader/SourceReader.svelte';

// jsdom has neither layout nor IntersectionObserver; the reader only needs them to scroll and to defer far chunks.
Element.prototype.scrollIntoView = () => {};
globalThis.CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') } as unknown as typeof CSS;
globalThis.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof IntersectionObserver;

const chapter = miniChapter();
const all = new Set(chapter.events.map((e) => e.id));

/** The reader under a chapter model, as the explorer has it; `model` is what it reads and what its clicks select. */
function reader(of: Chapter, filters: Filters = emptyFilters()) {
  const rendered = render(WithChapterModel, { props: { chapter: of, filters, child: SourceReader } });
  return { container: rendered.container, model: rendered.component.chapterModel() };
}

describe('SourceReader', () => {
  it("marks every passage, and follows the model's selection with aria-current", async () => {
    const { container, model } = reader(chapter);
    const ids = [...container.querySelectorAll('.passage')].map((p) => p.getAttribute('data-event-id'));
    expect(new Set(ids)).toEqual(all);
    expect(container.querySelector('[aria-current]')).toBeNull();

    model.select('liao-take-wall');
    await tick();
    const current = [...container.querySelectorAll('[aria-current="true"]')];
    expect(current.map((e) => e.getAttribute('data-event-id'))).toEqual(['liao-take-wall']);
    expect([...container.querySelectorAll('.passage.selected')].map((e) => e.textContent).join('')).toBe(
      '攻上南城墙，打开南门',
    );
  });

  it('a click on a passage selects its event in the model; filtered-out passages are unmarked', async () => {
    const { container, model } = reader(chapter, { ...emptyFilters(), types: ['rout'] });
    const passages = container.querySelectorAll('.passage');
    expect(passages).toHaveLength(1);
    await fireEvent.click(passages[0]!);
    expect(model.selected?.id).toBe('song-rout');
    await tick();
    expect(passages[0]!.getAttribute('aria-current')).toBe('true');
  });

  it("draws a long text's first 3,000 characters and the selected passage's screenful, the rest as blocks", async () => {
    const long = syntheticChapter(400);
    const { container, model } = reader(long);
    const drawn = () => [...container.querySelectorAll('p[data-start]')].map((p) => p.textContent ?? '');
    const characters = drawn().join('').length;
    expect(long.text.length).toBeGreaterThan(9000);
    expect(characters).toBeGreaterThanOrEqual(3000);
    expect(characters).toBeLessThan(3000 + 700);
    expect(container.querySelectorAll('.placeholder').length).toBeGreaterThan(5);
    const last = long.events[long.events.length - 1]!;
    expect(container.querySelector(`[data-event-id="${last.id}"]`)).toBeNull();

    model.select(last.id);
    await tick();
    expect(container.querySelector(`.passage.selected[data-event-id="${last.id}"]`)?.textContent).toBe(
      last.anchor.exact,
    );
    expect(drawn().join('').length).toBeLessThan(characters + 700);
  });
});

describe('SourceReader sets section headings', () => {
  it('as headings, not lines, their characters and offsets kept; a chapter without sections has none', () => {
    const sectioned = sectionedChapter();
    const { container } = reader(sectioned);
    const headings = [...container.querySelectorAll('[role="heading"][aria-level="3"]')];
    expect(headings.map((h) => h.textContent)).toEqual([...FIXTURE_SECTIONS]);
    expect(headings.map((h) => Number(h.getAttribute('data-start')))).toEqual(
      FIXTURE_SECTIONS.map((s) => sectioned.text.indexOf(s)),
    );
    expect(container.querySelectorAll('p[data-start]:not([role])')).toHaveLength(2);
    expect(reader(chapter).container.querySelector('[role="heading"]')).toBeNull();
  });
});
