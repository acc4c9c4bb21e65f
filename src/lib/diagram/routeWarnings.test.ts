import { describe, expect, it } from 'vitest';
import { dataChapter, dataChapterIds } from '../testing/dataChapter';
import { routeWarnings } from './routeWarnings';

describe('routeWarnings(chapter, base)', () => {
  it.each(dataChapterIds())('finds every via of %s honoured by its map', (id) => {
    expect(routeWarnings(dataChapter(id))).toEqual([]);
  });

  it('names the file, the event, its step and the movement of a via the map cannot honour', () => {
    const chapter = dataChapter('yanjing');
    const index = chapter.events.findIndex((e) => e.movements.length > 0);
    const event = chapter.events[index]!;
    // Out through the Kaiyang Gate and on to the lanes, which are inside: the gate cannot be passed through.
    const bent = {
      ...event,
      movements: [{ ...event.movements[0]!, from: 'market', via: ['kaiyang-gate', 'ghost'], to: 'lanes' }],
    };
    const events = chapter.events.map((e, i) => (i === index ? bent : e));
    expect(routeWarnings({ ...chapter, events }, 'data')).toEqual([
      {
        file: 'data/yanjing/events.json',
        path: `$.events[?(@.id=='${event.id}')].movements[0].via`,
        message: `warning: "${event.id}" (step ${event.storyOrder}) movement 0: the map does not draw "ghost", so the route cannot pass it`,
      },
    ]);
    const through = { ...bent, movements: [{ ...bent.movements[0]!, via: ['kaiyang-gate'] }] };
    const [warning] = routeWarnings({
      ...chapter,
      events: chapter.events.map((e, i) => (i === index ? through : e)),
    });
    expect(warning?.message).toBe(
      `warning: "${event.id}" (step ${event.storyOrder}) movement 0: it passes through gate "kaiyang-gate" and goes on to "lanes" on the side it came from`,
    );
  });
});
