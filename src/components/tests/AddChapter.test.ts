// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { Library } from '../../lib/state/library.svelte';
import AddChapter from '../authoring/AddChapter.svelte';

const HEADING = '第六十六回 时迁火烧翠云楼 吴用智取大名府';
const TEXT = `${HEADING}\n话说当下宋江在寨中，与众头领商议打大名府一事。`;

function addChapter() {
  const addText = vi.fn(async () => ({ id: 'chapter' }));
  const library = { addText } as unknown as Library;
  const { container } = render(AddChapter, { props: { library, locale: 'en', onopen: () => {} } });
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[data-field="${name}"]`)!;
  const create = () => fireEvent.click(container.querySelector('[data-action="create-chapter"]')!);
  return { addText, field, create };
}

describe('AddChapter, pasted text', { timeout: 30_000 }, () => {
  it('titles the chapter by its heading line, shown in the empty title field before it is made', async () => {
    const { addText, field, create } = addChapter();
    await fireEvent.input(field('new-text'), { target: { value: TEXT } });
    expect(field('new-title').placeholder).toBe(HEADING);
    await create();
    expect(addText).toHaveBeenCalledWith(TEXT, { zh: HEADING, en: HEADING }, 'pasted text');
  });

  it('takes a typed title over the heading, and the first words of a text with no heading', async () => {
    const typed = addChapter();
    await fireEvent.input(typed.field('new-text'), { target: { value: TEXT } });
    await fireEvent.input(typed.field('new-title'), { target: { value: 'Daming' } });
    await typed.create();
    expect(typed.addText).toHaveBeenCalledWith(TEXT, { zh: 'Daming', en: 'Daming' }, 'pasted text');
    document.body.innerHTML = '';
    const prose = addChapter();
    await fireEvent.input(prose.field('new-text'), {
      target: { value: '话说当下宋江在寨中，与众头领商议。' },
    });
    await prose.create();
    expect(prose.addText).toHaveBeenCalledWith(
      '话说当下宋江在寨中，与众头领商议。',
      { zh: '话说当下宋江在寨', en: '话说当下宋江在寨' },
      'pasted text',
    );
  });
});
