// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import WithChapterModel from '../../lib/testing/WithChapterModel.svelte';
import { miniChapter } from '../../lib/testing/miniChapter';
import { FIXTURE_SECTIONS, sectionedChapter } from '../../lib/testing/sectionedChapter';
import EventDetail from '../detail/EventDetail.svelte';

const chapter = miniChapter();

function detail() {
  const rendered = render(WithChapterModel, { props: { chapter, child: EventDetail } });
  const { container } = rendered;
  return {
    container,
    model: rendered.component.chapterModel(),
    title: () => container.querySelector('#detail-title')?.textContent?.trim() ?? null,
    count: () => container.querySelector('.stepper .count')!.textContent!.trim(),
    stepper: () => [...container.querySelectorAll<HTMLButtonElement>('.stepper button')],
  };
}

describe('EventDetail reads the chapter model', { timeout: 30_000 }, () => {
  it('shows the event the model selects, and where it stands among the steps', async () => {
    const { container, model, title, count } = detail();
    expect(container.querySelector('[data-summary]')).toBeNull();
    expect(count()).toBe(`– / ${chapter.events.length}`);
    model.select('liao-take-wall');
    await tick();
    expect(title()).toBe('攻上南城墙');
    expect(container.querySelector('[data-summary]')!.textContent!.trim()).toBe(
      chapter.events[1]!.summary.en,
    );
    expect(count()).toBe(`2 / ${chapter.events.length}`);
  });

  it('its arrows step the model', async () => {
    const { model, stepper } = detail();
    model.select('liao-take-wall');
    await tick();
    const [previous, next] = stepper();
    await fireEvent.click(next!);
    expect(model.selected?.id).toBe('song-rout');
    await tick();
    expect(stepper()[1]!.disabled).toBe(true);
    await fireEvent.click(previous!);
    expect(model.selected?.id).toBe('liao-take-wall');
  });

  it('its causes and consequences are links that select their events in the model', async () => {
    const { container, model } = detail();
    model.select('liao-take-wall');
    await tick();
    // The facts are a chunk of their own: they come a moment after the heading.
    const cause = await vi.waitFor(() => {
      const link = container.querySelector<HTMLButtonElement>('dd button[data-event-id="liao-assault"]');
      if (!link) throw new Error('no cause link yet');
      return link;
    }, 20_000);
    expect(container.querySelector('dd button[data-event-id="song-rout"]')).not.toBeNull();
    await fireEvent.click(cause);
    expect(model.selected?.id).toBe('liao-assault');
  });
});

describe('EventDetail names the section of the text', { timeout: 30_000 }, () => {
  it('beside the step, from the heading line above the passage; a chapter without sections names none', async () => {
    const sectioned = sectionedChapter();
    const { container } = render(WithChapterModel, {
      props: { chapter: sectioned, eventId: 'song-rout', child: EventDetail },
    });
    await tick();
    expect(container.querySelector('.meta')!.textContent!.trim()).toBe(
      `Rout · Step 3 · ${FIXTURE_SECTIONS[1]}`,
    );
    const { model, container: plain } = detail();
    model.select('song-rout');
    await tick();
    expect(plain.querySelector('.meta')!.textContent!.trim()).toBe('Rout · Step 3');
  });
});
