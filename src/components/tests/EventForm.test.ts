// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { draftFromPassage } from '../../lib/authoring/eventDraft';
import { loadLocale, type Locale } from '../../lib/i18n/messages';
import type { EventRecord, Problem } from '../../lib/model/types';
import { miniChapter } from '../../lib/testing/miniChapter';
import EventForm from '../authoring/EventForm.svelte';

const chapter = miniChapter();
const passage = '辽兵攻上南城墙，打开南门';

function form(over: { initial?: EventRecord; locale?: Locale; fresh?: boolean } = {}) {
  const at = chapter.text.indexOf(passage);
  const { record, suggested } = draftFromPassage(chapter, at, at + passage.length);
  const onsave = vi.fn<(e: EventRecord, r: string | null, p: string) => Promise<Problem[]>>(async () => []);
  const { container } = render(EventForm, {
    props: {
      chapter,
      initial: over.initial ?? record,
      replacing: null,
      locale: over.locale ?? 'en',
      suggested: over.fresh === false ? undefined : suggested,
      onsave,
      oncancel: () => {},
      onpicker: () => {},
    },
  });
  const group = (name: string) => container.querySelector<HTMLElement>(`fieldset[data-group="${name}"]`);
  const boxes = (legend: string) =>
    [...container.querySelectorAll('fieldset')]
      .find((f) => f.querySelector('legend')?.textContent?.startsWith(legend))!
      .querySelectorAll<HTMLLabelElement>('label.check');
  const save = () => fireEvent.submit(container.querySelector('form')!);
  return { container, record, suggested, onsave, group, boxes, save };
}

beforeAll(() => loadLocale('zh-Hans'));

describe('EventForm marks what the passage suggested', { timeout: 30_000 }, () => {
  it('ticks the sides and places the passage names, first in their lists, each marked “from the passage”', () => {
    const { boxes } = form();
    const places = [...boxes('Places')];
    const marked = places.filter((l) => l.dataset.suggested === 'passage');
    expect(marked.map((l) => l.textContent)).toEqual(['南门 from the passage', '南城墙 from the passage']);
    expect(places.slice(0, 2)).toEqual(marked);
    for (const label of marked) expect(label.querySelector('input')!.checked).toBe(true);
    const unmarked = places.find((l) => !l.dataset.suggested)!;
    expect(unmarked.querySelector('input')!.checked).toBe(false);
    expect(unmarked.querySelector('.from-passage')).toBeNull();
    const sides = [...boxes('Factions')];
    expect(sides[0]!.dataset.suggested).toBe('passage');
    expect(sides[0]!.textContent).toContain('辽兵');
  });

  it('shows the type’s cue word while the type is the suggested one, and not once another is chosen', async () => {
    const { container, suggested } = form();
    expect(suggested.type).not.toBeNull();
    const mark = () => container.querySelector('[data-suggested="passage"].from-passage');
    expect(mark()?.textContent).toBe(`from the passage: ${suggested.type!.cue}`);
    const select = container.querySelector<HTMLSelectElement>('[data-field="type"]')!;
    await fireEvent.change(select, { target: { value: 'fire' } });
    expect(mark()).toBeNull();
  });

  it('a suggestion is unticked with one click, keeps its mark, and is left out of the saved event', async () => {
    const { boxes, save, onsave } = form();
    const gate = [...boxes('Places')].find((l) => l.textContent?.startsWith('南门'))!;
    await fireEvent.click(gate.querySelector('input')!);
    expect(gate.querySelector('input')!.checked).toBe(false);
    expect(gate.dataset.suggested).toBe('passage');
    await save();
    expect(onsave).toHaveBeenCalledTimes(1);
    expect(onsave.mock.calls[0]![0].places).toEqual(['wall-south']);
  });

  it('says it in Chinese', () => {
    const { boxes } = form({ locale: 'zh-Hans' });
    expect(boxes('地点')[0]!.querySelector('.from-passage')!.textContent).toBe('取自原文');
  });

  it('marks nothing on an event it did not start from a passage', () => {
    const { container } = form({ fresh: false });
    expect(container.querySelector('[data-suggested]')).toBeNull();
    expect(container.querySelector('[data-notice="from-passage"]')).toBeNull();
  });
});

describe('EventForm asks for a side', { timeout: 30_000 }, () => {
  it('saving with no side says so beside the sides, focuses them, saves nothing and keeps the draft', async () => {
    const { record } = form();
    document.body.innerHTML = '';
    const { container, group, save, onsave, boxes } = form({
      initial: { ...record, factions: [], title: { zh: '辽兵夺门', en: 'The gate falls' } },
    });
    expect(container.querySelector('[data-need]')).toBeNull();
    await save();
    expect(onsave).not.toHaveBeenCalled();
    const need = group('factions')!.querySelector('[data-need="factions"]')!;
    expect(need.textContent).toBe('Tick the side this event belongs to');
    expect(group('factions')!.getAttribute('aria-describedby')).toBe(need.id);
    expect(document.activeElement).toBe(group('factions')!.querySelector('input'));
    expect(container.textContent).not.toMatch(/too small/i);
    expect(container.querySelector<HTMLInputElement>('[data-field="title-en"]')!.value).toBe(
      'The gate falls',
    );
    // Ticking one answers it at once, and the save goes through with the draft as written.
    await fireEvent.click(boxes('Factions')[0]!.querySelector('input')!);
    await tick();
    expect(container.querySelector('[data-need]')).toBeNull();
    await save();
    expect(onsave).toHaveBeenCalledTimes(1);
    expect(onsave.mock.calls[0]![0].title).toEqual({ zh: '辽兵夺门', en: 'The gate falls' });
  });

  it('says it in Chinese', async () => {
    const { record } = form();
    document.body.innerHTML = '';
    const { group, save } = form({ initial: { ...record, factions: [] }, locale: 'zh-Hans' });
    await save();
    expect(group('factions')!.querySelector('[data-need]')!.textContent).toBe('请勾选此事件所属的阵营');
  });
});

describe('EventForm saves one language, and places a new event’s step', { timeout: 30_000 }, () => {
  it('saves a Chinese title and summary alone, the blank English left out; asks where both are blank', async () => {
    const { container, save, onsave } = form();
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[data-field="${name}"]`)!;
    await fireEvent.input(field('title-en'), { target: { value: '' } });
    await fireEvent.input(field('summary'), { target: { value: '' } });
    await fireEvent.input(field('title-zh'), { target: { value: '' } });
    await save();
    expect(onsave).not.toHaveBeenCalled();
    expect(container.querySelector('[data-need="title"]')!.textContent).toBe(
      'Give the event a title, in Chinese or in English',
    );
    expect(container.querySelector('[data-need="summary"]')).toBeNull();
    await fireEvent.input(field('title-zh'), { target: { value: '辽兵夺南门' } });
    await save();
    const saved = onsave.mock.calls[0]![0];
    expect(saved.title).toEqual({ zh: '辽兵夺南门' });
    expect(Object.keys(saved.summary)).toEqual(['zh']);
  });

  it('asks how a new event takes a step already held, and passes the choice on', async () => {
    const { container, save, onsave } = form();
    const placement = () => container.querySelector('[data-field="placement"]');
    expect(placement()).toBeNull();
    await fireEvent.input(container.querySelector('[data-field="story-order"]')!, { target: { value: '2' } });
    expect(placement()!.textContent).toContain('the same moment as step 2');
    const [, same] = placement()!.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    await fireEvent.click(same!);
    await save();
    expect(onsave.mock.calls[0]![2]).toBe('same-step');
  });
});
