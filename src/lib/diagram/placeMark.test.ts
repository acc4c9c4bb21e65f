import { describe, expect, it } from 'vitest';
import { calloutName, gateRect, placeMarkState } from './placeMark';

describe('placeMarkState(state, glyph)', () => {
  it('keeps the state the story gives', () => {
    expect(placeMarkState('taken', 'gate')).toBe('taken');
    expect(placeMarkState('contested', 'wall')).toBe('contested');
  });

  it('draws a gate nothing has happened to as closed, and any other place with no state', () => {
    expect(placeMarkState(undefined, 'gate')).toBe('closed');
    expect(placeMarkState(undefined, 'wall')).toBe('none');
    expect(placeMarkState(undefined, 'point')).toBe('none');
  });
});

describe('gateRect(point, horizontal)', () => {
  it('lies along a north or south wall, centred on the gate', () => {
    expect(gateRect([10, 20], true)).toEqual({ x: 6, y: 17.5, width: 8, height: 5 });
  });

  it('stands across an east or west wall', () => {
    expect(gateRect([10, 20], false)).toEqual({ x: 7.5, y: 16, width: 5, height: 8 });
  });
});

describe('calloutName(callout, accessibleName)', () => {
  it('begins with the callout number the map shows', () => {
    expect(calloutName(3, 'Gate Danfeng, closed')).toBe('3 · Gate Danfeng, closed');
  });

  it('is the accessible name alone where the place has its label', () => {
    expect(calloutName(undefined, 'Gate Danfeng, closed')).toBe('Gate Danfeng, closed');
  });
});
