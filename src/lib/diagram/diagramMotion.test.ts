import { describe, expect, it } from 'vitest';
import type { ViewBox } from './camera';
import { DiagramMotion, type MotionClock } from './diagramMotion.svelte';
import { LONGEST_FLIGHT_MS } from './flight';

/** A clock the test turns by hand: frames run only when it says so, and it counts what was asked of it. */
function manualClock(reduced = false) {
  let time = 0;
  let next = 1;
  const waiting = new Map<number, (now: number) => void>();
  const clock: MotionClock = {
    now: () => time,
    request: (callback) => {
      waiting.set(next, callback);
      return next++;
    },
    cancel: (handle) => void waiting.delete(handle),
    reduced: () => reduced,
  };
  return {
    clock,
    get pending() {
      return waiting.size;
    },
    /** Runs the frames due `ms` from now (one frame per 16 ms), as the browser would while they are asked for. */
    run(ms: number) {
      const end = time + ms;
      let frames = 0;
      while (time < end && waiting.size) {
        time = Math.min(end, time + 16);
        const due = [...waiting.values()];
        waiting.clear();
        for (const callback of due) callback(time);
        frames++;
      }
      time = end;
      return frames;
    },
  };
}

const whole: ViewBox = [0, 0, 200, 100];
const gate: ViewBox = [80, 40, 40, 20];
const corner: ViewBox = [0, 0, 30, 15];

describe('DiagramMotion', () => {
  it('places the first view at once, with no frame asked for', () => {
    const t = manualClock();
    const motion = new DiagramMotion(t.clock);
    motion.frame(whole);
    expect(motion.view).toEqual(whole);
    expect(t.pending).toBe(0);
    expect(motion.flying).toBe(false);
  });

  it('is at rest only once the camera has landed and every banner stands', () => {
    const t = manualClock();
    const motion = new DiagramMotion(t.clock);
    motion.frame(whole);
    expect(motion.atRest).toBe(true);
    motion.frame(gate);
    motion.walk(new Map([['army', LONGEST_FLIGHT_MS + 500]]));
    expect(motion.atRest).toBe(false);
    t.run(LONGEST_FLIGHT_MS + 16);
    expect(motion.flying).toBe(false);
    expect(motion.atRest, 'a banner still walks').toBe(false);
    t.run(600);
    expect(motion.atRest).toBe(true);
  });

  it('flies to a new view, lands on it within the longest flight, then asks for no frame', () => {
    const t = manualClock();
    const motion = new DiagramMotion(t.clock);
    motion.frame(whole);
    motion.frame(gate);
    expect(motion.flying).toBe(true);
    t.run(LONGEST_FLIGHT_MS + 20);
    expect(motion.view).toEqual(gate);
    expect(motion.flying).toBe(false);
    expect(t.pending).toBe(0);
    expect(motion.moving).toBe(false);
  });

  it('is not restarted by being asked for the view it is already flying to', () => {
    const t = manualClock();
    const motion = new DiagramMotion(t.clock);
    motion.frame(whole);
    motion.frame(gate);
    t.run(300);
    const midway = motion.view;
    // An effect that runs again (say, every frame) asks for the same target: the flight goes on.
    motion.frame([...gate]);
    t.run(16);
    expect(motion.view[2]).toBeLessThan(midway[2]);
    t.run(LONGEST_FLIGHT_MS);
    expect(motion.view).toEqual(gate);
    expect(t.pending).toBe(0);
  });

  it('turns from where it is towards a new target asked for mid-flight', () => {
    const t = manualClock();
    const motion = new DiagramMotion(t.clock);
    motion.frame(whole);
    motion.frame(gate);
    t.run(300);
    const midway = motion.view;
    motion.frame(corner);
    t.run(16);
    // Continues from the midway view, not from the start or the old target.
    expect(Math.abs(motion.view[2] - midway[2])).toBeLessThan(5);
    t.run(LONGEST_FLIGHT_MS);
    expect(motion.view).toEqual(corner);
  });

  it('jumps with reduced motion, or when asked to', () => {
    const reduced = manualClock(true);
    const still = new DiagramMotion(reduced.clock);
    still.frame(whole);
    still.frame(gate);
    expect(still.view).toEqual(gate);
    expect(reduced.pending).toBe(0);

    const t = manualClock();
    const printed = new DiagramMotion(t.clock);
    printed.frame(whole);
    printed.frame(gate, true);
    expect(printed.view).toEqual(gate);
    expect(t.pending).toBe(0);
  });

  it('walks each force for its own time, then leaves them standing and asks for no frame', () => {
    const t = manualClock();
    const motion = new DiagramMotion(t.clock);
    motion.frame(whole);
    motion.walk(
      new Map([
        ['a', 400],
        ['b', 1000],
      ]),
    );
    expect(motion.progress.get('a')).toBe(0);
    t.run(500);
    expect(motion.progress.has('a')).toBe(false);
    expect(motion.progress.get('b')).toBeGreaterThan(0.4);
    t.run(600);
    expect(motion.progress.size).toBe(0);
    expect(t.pending).toBe(0);
  });

  it('runs the flight and the walk on one frame loop', () => {
    const t = manualClock();
    const motion = new DiagramMotion(t.clock);
    motion.frame(whole);
    motion.frame(gate);
    motion.walk(new Map([['a', 600]]));
    expect(t.pending).toBe(1);
    t.run(16);
    expect(t.pending).toBe(1);
  });

  it('lands at once when asked: the camera on its target, the tokens where they stand', () => {
    const t = manualClock();
    const motion = new DiagramMotion(t.clock);
    motion.frame(whole);
    motion.frame(gate);
    motion.walk(new Map([['a', 600]]));
    t.run(100);
    motion.land();
    expect(motion.view).toEqual(gate);
    expect(motion.flying).toBe(false);
    expect(motion.progress.size).toBe(0);
    t.run(100);
    expect(motion.view).toEqual(gate);
    expect(t.pending).toBe(0);
  });

  it('halts a walk, and asks for nothing once disposed', () => {
    const t = manualClock();
    const motion = new DiagramMotion(t.clock);
    motion.frame(whole);
    motion.walk(new Map([['a', 600]]));
    motion.halt();
    expect(motion.progress.size).toBe(0);
    motion.frame(gate);
    motion.dispose();
    expect(t.pending).toBe(0);
    expect(t.run(2000)).toBe(0);
  });
});
