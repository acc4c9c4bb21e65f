import { describe, expect, it } from 'vitest';
import { placeDrag } from './placeDrag';

describe('placeDrag(kind, gatesDrag, tool)', () => {
  const open = { placing: null };
  it('slides a gate and moves another place while the map editor is open; never a wall', () => {
    expect(placeDrag('gate', true, open)).toBe('gate');
    expect(placeDrag('ward', true, open)).toBe('place');
    expect(placeDrag('hall', true, open)).toBe('place');
    expect(placeDrag('wall', true, open)).toBeNull();
  });

  it('drags nothing while a place waits to be placed: the click on a ward or a gate places it', () => {
    for (const placing of ['point', 'line'] as const) {
      expect(placeDrag('gate', true, { placing })).toBeNull();
      expect(placeDrag('ward', true, { placing })).toBeNull();
    }
  });

  it('drags nothing with the editor closed', () => {
    expect(placeDrag('gate', false, null)).toBeNull();
    expect(placeDrag('ward', false, null)).toBeNull();
  });
});
