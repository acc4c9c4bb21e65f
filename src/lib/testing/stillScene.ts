/**
 * A diagram scene at rest, for tests of what the map draws: no forces, no states, no event, no motion, unless the
 * test says otherwise.
 */
import type { Chapter } from '../model/types';
import type { CityLayout } from '../diagram/layout';
import { diagramScene, type DiagramScene, type DiagramSceneInput } from '../diagram/scene';

export function stillScene(
  chapter: Chapter,
  geometry: CityLayout,
  input: Partial<DiagramSceneInput> & Pick<DiagramSceneInput, 'width' | 'height'>,
): DiagramScene {
  return diagramScene({
    chapter,
    geometry,
    forces: [],
    states: new Map(),
    before: new Map(),
    event: null,
    routes: [],
    view: geometry.viewBox,
    wholeView: geometry.viewBox,
    labelPx: 12,
    tokenScale: 1,
    zh: (text) => text,
    involved: new Set(),
    active: null,
    progress: new Map(),
    ...input,
  });
}
