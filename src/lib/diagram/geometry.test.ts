import { describe, expect, it } from 'vitest';
import { dataChapter } from '../testing/dataChapter';
import { cityLayout } from './layout';
import { framedPoints, movementRoutes, trailRoutes } from './geometry';

describe('movementRoutes(event, geometry, factionOf)', () => {
  const chapter = dataChapter('miyun');
  const geometry = cityLayout(chapter.city);
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

  it('draws a movement of people alone (no force) in their faction, naming them', () => {
    const byId = new Map([
      ...chapter.meta.people.map((p) => [p.id, p.faction] as const),
      ...(chapter.meta.forces ?? []).map((f) => [f.id, f.faction] as const),
    ]);
    const withPeople = (id: string) => byId.get(id) ?? id;
    const event = {
      ...chapter.events[0]!,
      movements: [{ from: 'baiyu-river', to: 'yanshan', who: [], actors: ['xiao-siwen'] }],
    };
    const [route] = movementRoutes(event, geometry, withPeople);
    expect(route).toMatchObject({ faction: 'liao', who: [], actors: ['xiao-siwen'] });
    const events = [event, { ...event, id: 'again' }, chapter.events[0]!];
    const [trail] = trailRoutes(events, 2, geometry, withPeople);
    expect(trail).toMatchObject({ faction: 'liao', who: [], actors: ['xiao-siwen'] });
    expect(trail!.key).toBe('baiyu-river>yanshan|liao');
  });
});

describe('framedPoints(event, events, forces, geometry, placesOf)', () => {
  const chapter = dataChapter('miyun');
  const geometry = cityLayout(chapter.city);
  const forces = chapter.meta.forces ?? [];
  const pointsOf = (ids: Iterable<string>) =>
    [...new Set(ids)].flatMap((id) => {
      const place = geometry.places.get(id);
      return place ? [place.point] : [];
    });
  const routeIds = (event: (typeof chapter.events)[number]) =>
    event.movements.flatMap((m) => [m.from, ...(m.via ?? []), m.to]);

  it("frames an event's places and every place its movements pass", () => {
    const event = chapter.events.find((e) => e.movements.some((m) => (m.via ?? []).length > 0))!;
    expect(event).toBeDefined();
    const found = framedPoints(event, chapter.events, forces, geometry, (e) => e.places);
    expect(found).toEqual(pointsOf([...event.places, ...routeIds(event)]));
  });

  it("frames, with no event, every place any movement passes and every force's start", () => {
    const found = framedPoints(null, chapter.events, forces, geometry, (e) => e.places);
    expect(found).toEqual(pointsOf([...chapter.events.flatMap(routeIds), ...forces.map((f) => f.start)]));
    expect(found.length).toBeGreaterThan(2);
  });

  it('leaves out a place the map does not draw', () => {
    const event = { ...chapter.events[0]!, places: ['nowhere'], movements: [] };
    expect(framedPoints(event, chapter.events, forces, geometry, (e) => e.places)).toEqual([]);
  });
});
