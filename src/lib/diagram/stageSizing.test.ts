import { describe, expect, it } from 'vitest';
import { stageSizing, type SizedStage } from './stageSizing';

/** A stage whose scene counts how often it is worked out. */
function stage() {
  const s = {
    width: 0,
    height: 0,
    drawable: true,
    scenes: 0,
    get measured() {
      return s.width > 0 && s.height > 0;
    },
    get scene() {
      s.scenes += 1;
      return {};
    },
  };
  return s satisfies SizedStage;
}

/** Tasks run when told to. */
function tasks() {
  const queued: (() => void)[] = [];
  return {
    later: (then: () => void) => void queued.push(then),
    run: () => queued.splice(0).forEach((f) => f()),
  };
}

describe('stageSizing', () => {
  it('draws every size at once, and works nothing out ahead, when the first draw is not split', () => {
    const s = stage();
    const { later } = tasks();
    const size = stageSizing(s, false, later);
    size(600, 400);
    expect([s.width, s.height, s.drawable, s.scenes]).toEqual([600, 400, true, 0]);
  });

  it('works out the first size’s scene in its task and draws it in the next', () => {
    const s = stage();
    const { later, run } = tasks();
    const size = stageSizing(s, true, later);
    size(412, 300);
    expect(s.scenes).toBe(1);
    expect(s.drawable).toBe(false);
    run();
    expect(s.drawable).toBe(true);
  });

  it('keeps waiting through a stage not yet laid out, and never hides a map already drawn', () => {
    const s = stage();
    const { later, run } = tasks();
    const size = stageSizing(s, true, later);
    size(412, 0);
    expect([s.drawable, s.scenes]).toEqual([true, 0]);
    size(412, 300);
    expect(s.drawable).toBe(false);
    run();
    size(390, 280);
    expect([s.width, s.height, s.drawable, s.scenes]).toEqual([390, 280, true, 1]);
  });
});
