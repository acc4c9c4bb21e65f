import { describe, expect, it, vi } from 'vitest';
import { TimelineSnapshots, type TimelineSnapshot } from './timelineSnapshots';

const copy = (name: string): TimelineSnapshot => ({
  svg: { id: name } as unknown as SVGSVGElement,
  release: vi.fn(),
});

describe('TimelineSnapshots', () => {
  it('take() gives null while no chart provides a copy', async () => {
    expect(await new TimelineSnapshots().take()).toBeNull();
  });

  it('take() draws a copy with what the chart on the page provided', async () => {
    const snapshots = new TimelineSnapshots();
    const one = copy('one');
    snapshots.provide(async () => one);
    expect(await snapshots.take()).toBe(one);
  });

  it('withdrawing leaves no copy; a chart withdrawn late does not take away the chart that replaced it', async () => {
    const snapshots = new TimelineSnapshots();
    const first = snapshots.provide(async () => copy('first'));
    first();
    expect(await snapshots.take()).toBeNull();
    const old = snapshots.provide(async () => copy('old'));
    const fresh = copy('fresh');
    snapshots.provide(async () => fresh);
    old();
    expect(await snapshots.take()).toBe(fresh);
  });
});
