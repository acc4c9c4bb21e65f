// @vitest-environment jsdom
import { render } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { dataChapter } from '../../lib/testing/dataChapter';
import WithChapterModel from '../../lib/testing/WithChapterModel.svelte';
import MovementText from '../common/MovementText.svelte';

describe('MovementText', () => {
  const chapter = dataChapter('miyun');
  const words = (event: (typeof chapter.events)[number]) =>
    render(WithChapterModel, {
      props: { chapter, child: MovementText, props: { event, index: 0 } },
    })
      .container.textContent?.replace(/\s+/g, ' ')
      .trim();

  it('names the forces that move', () => {
    const event = chapter.events.find((e) => e.id === 'liao-half-cross-baiyu')!;
    expect(words(event)).toMatch(
      /^Xiao Siwen's breakout column .*: Three lines of long deep trenches → Baiyu River/,
    );
  });

  it('names the people where a movement moves no force', () => {
    const { inferred: _, ...plain } = chapter.events[0]!;
    const event = {
      ...plain,
      movements: [{ from: 'baiyu-river', to: 'yanshan', who: [], actors: ['xiao-siwen'] }],
    };
    expect(words(event)).toMatch(/^Xiao Siwen: Baiyu River \(also called 白河\) → Yanshan \(演山\)$/);
  });
});
