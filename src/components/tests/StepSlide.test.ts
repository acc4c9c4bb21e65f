// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { describe, expect, it } from 'vitest';
import WithChapterModel from '../../lib/testing/WithChapterModel.svelte';
import { miniChapter } from '../../lib/testing/miniChapter';
import { FIXTURE_SECTIONS, sectionedChapter } from '../../lib/testing/sectionedChapter';
import ModelSlide from './ModelSlide.svelte';
import { fixedLayout } from './jsdomLayout';

fixedLayout({ clientWidth: 1280, clientHeight: 720 });
const chapter = miniChapter();

function slide(eventId: string) {
  const rendered = render(WithChapterModel, { props: { chapter, eventId, child: ModelSlide } });
  const { container } = rendered;
  return {
    container,
    model: rendered.component.chapterModel(),
    shown: () => container.querySelector('[data-slide]')!.getAttribute('data-slide-key'),
    passage: () => container.querySelector('.passage-card')!.getAttribute('data-event-id'),
    current: () =>
      [...container.querySelectorAll('.strip [aria-current="true"]')].map((b) =>
        b.getAttribute('data-event-id'),
      ),
    place: (id: string) => container.querySelector(`g.place[data-place-id="${id}"]`)!,
  };
}

describe('the step slide reads the chapter model', { timeout: 30_000 }, () => {
  it('shows the step the model selects: its passage, its map and its place on the strip', async () => {
    const { model, shown, passage, current, place } = slide('liao-assault');
    await tick();
    expect(shown()).toBe('liao-assault');
    expect(passage()).toBe('liao-assault');
    expect(current()).toEqual(['liao-assault']);
    expect(place('wall-south').getAttribute('data-state')).not.toBe('taken');
    model.step(1);
    await tick();
    expect(shown()).toBe('liao-take-wall');
    expect(passage()).toBe('liao-take-wall');
    expect(current()).toEqual(['liao-take-wall']);
    expect(place('wall-south').getAttribute('data-state')).toBe('taken');
  });

  it('a click on the progress strip selects that step in the model', async () => {
    const { container, model, shown } = slide('liao-assault');
    await tick();
    await fireEvent.click(container.querySelector('.strip button[data-event-id="song-rout"]')!);
    expect(model.selected?.id).toBe('song-rout');
    await tick();
    expect(shown()).toBe('song-rout');
  });
});

describe("the step slide's passage card", { timeout: 30_000 }, () => {
  it('names the section of the text its passage comes from', async () => {
    const sectioned = sectionedChapter();
    const rendered = render(WithChapterModel, {
      props: { chapter: sectioned, eventId: 'liao-assault', child: ModelSlide },
    });
    await tick();
    expect(rendered.container.querySelector('.passage-card [data-section]')!.textContent!.trim()).toBe(
      FIXTURE_SECTIONS[0],
    );
    rendered.component.chapterModel().select('song-rout');
    await tick();
    expect(rendered.container.querySelector('.passage-card [data-section]')!.textContent!.trim()).toBe(
      FIXTURE_SECTIONS[1],
    );
  });
});
