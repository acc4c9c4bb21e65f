import { describe, expect, it } from 'vitest';
import { dataChapter } from '../testing/dataChapter';
import { diagramGeometry } from './diagramGeometry';
import { movementRoutes } from './diagramScene';

describe('movementRoutes(event, geometry, factionOf)', () => {
  const chapter = dataChapter('miyun');
  const geometry = diagramGeometry(chapter.city);
  const factionOf = (id: string) => chapter.meta.forces?.find((f) => f.id === id)?.faction ?? id;

  it('marks a movement the text does not state as inferred, with its reason, and leaves the stated ones plain', () => {
    const withMoves = chapter.events.filter((e) => e.movements.length > 0);
    let inferred = 0;
    let stated = 0;
    for (const event of withMoves) {
      movementRoutes(event, geometry, factionOf).forEach((route, i) => {
        const marked = event.inferred?.some(
          (m) => m.path === `movements[${i}]` || m.path.startsWith(`movements[${i}].`),
        );
        if (marked) {
          inferred++;
          expect(route.inferred?.note.length).toBeGreaterThan(0);
        } else {
          stated++;
          expect(route.inferred).toBeUndefined();
        }
      });
    }
    expect(inferred).toBeGreaterThan(0);
    expect(stated).toBeGreaterThan(0);
  });
});
