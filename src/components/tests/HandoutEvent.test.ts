// @vitest-environment jsdom
import { render } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import WithChapterModel from '../../lib/testing/WithChapterModel.svelte';
import { miniChapter } from '../../lib/testing/miniChapter';
import { FIXTURE_SECTIONS, sectionedChapter } from '../../lib/testing/sectionedChapter';
import type { Chapter } from '../../lib/model/types';
import HandoutEvent from '../handout/HandoutEvent.svelte';

function handoutEvent(chapter: Chapter, eventId: string, variant: 'plain' | 'worksheet') {
  const event = chapter.events.find((e) => e.id === eventId)!;
  const { container } = render(WithChapterModel, {
    props: { chapter, child: HandoutEvent, props: { event, variant, current: false } },
  });
  return container;
}

describe("HandoutEvent names its passage's section of the text", () => {
  it.each(['plain', 'worksheet'] as const)('in the %s handout, beside the step', (variant) => {
    const item = handoutEvent(sectionedChapter(), 'song-rout', variant);
    expect(item.querySelector('[data-section]')!.textContent).toBe(FIXTURE_SECTIONS[1]);
  });

  it('names none in a chapter without sections', () => {
    expect(handoutEvent(miniChapter(), 'song-rout', 'plain').querySelector('[data-section]')).toBeNull();
  });
});
