// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { describe, expect, it } from 'vitest';
import WithChapterModel from '../../lib/testing/WithChapterModel.svelte';
import { miniChapter } from '../../lib/testing/miniChapter';
import Timeline from '../timeline/Timeline.svelte';
import { fixedLayout } from './jsdomLayout';

fixedLayout();
const chapter = miniChapter();

function timeline() {
  const rendered = render(WithChapterModel, {
    props: { chapter, child: Timeline, props: { animate: false } },
  });
  const current = () =>
    [...rendered.container.querySelectorAll('.mark[aria-current="true"]')].map((m) =>
      m.getAttribute('data-event-id'),
    );
  return { container: rendered.container, model: rendered.component.chapterModel(), current };
}

// The first render compiles the chart's modules: seconds on a loaded machine.
describe('Timeline reads the chapter model', { timeout: 30_000 }, () => {
  it('draws a mark per event, and marks the one the model selects', async () => {
    const { container, model, current } = timeline();
    expect(container.querySelectorAll('.mark')).toHaveLength(chapter.events.length);
    expect(current()).toEqual([]);
    model.select('liao-take-wall');
    await tick();
    expect(current()).toEqual(['liao-take-wall']);
    model.step(1);
    await tick();
    expect(current()).toEqual(['song-rout']);
  });

  it('a click on a mark selects its event in the model; the pointer over one is the model’s hover', async () => {
    const { container, model, current } = timeline();
    const mark = container.querySelector('.mark[data-event-id="song-rout"]')!;
    await fireEvent.click(mark);
    expect(model.selected?.id).toBe('song-rout');
    await tick();
    expect(current()).toEqual(['song-rout']);
    await fireEvent.pointerEnter(container.querySelector('.mark[data-event-id="liao-assault"]')!);
    expect(model.hoverId).toBe('liao-assault');
  });

  it('draws the links of the selected event from the model’s relations', async () => {
    const { container, model } = timeline();
    await tick();
    expect(container.querySelectorAll('path.link')).toHaveLength(0);
    model.select('liao-take-wall');
    await tick();
    // Its cause (the assault) and its consequence (the rout), as the records state them.
    expect(container.querySelectorAll('path.link.cause')).toHaveLength(1);
    expect(container.querySelectorAll('path.link.consequence')).toHaveLength(1);
  });
});
