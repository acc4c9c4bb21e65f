// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { describe, expect, it } from 'vitest';
import WithChapterModel from '../../lib/testing/WithChapterModel.svelte';
import { miniChapter } from '../../lib/testing/miniChapter';
import CityDiagram from '../diagram/CityDiagram.svelte';
import { fixedLayout } from './jsdomLayout';

fixedLayout({ clientWidth: 600, clientHeight: 400 });
const chapter = miniChapter();

function diagram(props: Record<string, unknown> = {}) {
  const rendered = render(WithChapterModel, { props: { chapter, child: CityDiagram, props } });
  const place = (id: string) => rendered.container.querySelector(`g.place[data-place-id="${id}"]`)!;
  return { container: rendered.container, model: rendered.component.chapterModel(), place };
}

// The first render compiles the diagram's modules: seconds on a loaded machine.
describe('CityDiagram reads the chapter model', { timeout: 30_000 }, () => {
  it('draws the places in their state at the model’s moment, and the moment’s places as involved', async () => {
    const { model, place } = diagram();
    await tick();
    expect(place('wall-south').getAttribute('data-state')).not.toBe('taken');
    expect(place('wall-south').getAttribute('data-involved')).toBeNull();
    model.select('liao-take-wall');
    await tick();
    expect(place('wall-south').getAttribute('data-state')).toBe('taken');
    expect(place('wall-south').getAttribute('data-involved')).toBe('true');
    expect(place('gate-south').getAttribute('data-state')).toBe('open');
    model.select(null);
    await tick();
    expect(place('wall-south').getAttribute('data-state')).not.toBe('taken');
  });

  it('a diagram given its own moment (a slide, a handout map) keeps it whatever the model selects', async () => {
    const { model, place } = diagram({ at: chapter.events[1] });
    await tick();
    expect(place('wall-south').getAttribute('data-state')).toBe('taken');
    model.select(null);
    await tick();
    expect(place('wall-south').getAttribute('data-state')).toBe('taken');
  });

  it('a click on a place lists its events; a click on one selects it in the model', async () => {
    const { container, model, place } = diagram();
    await tick();
    await fireEvent.click(place('gate-south'));
    await tick();
    const listed = [...container.querySelectorAll('.place-events button')];
    expect(listed.map((b) => b.getAttribute('data-event-id'))).toEqual(['liao-take-wall']);
    await fireEvent.click(listed[0]!);
    expect(model.selected?.id).toBe('liao-take-wall');
    await tick();
    expect(container.querySelector('.place-events button')!.getAttribute('aria-current')).toBe('true');
    expect(place('wall-south').getAttribute('data-state')).toBe('taken');
  });
});
