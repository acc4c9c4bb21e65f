import { describe, expect, it } from 'vitest';
import { SerialQueue } from './serialQueue';

describe('SerialQueue', () => {
  it('starts each task once the one before has settled, and goes on after a failure', async () => {
    const queue = new SerialQueue();
    const order: string[] = [];
    let release!: () => void;
    const first = queue.run(async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => (release = resolve));
      order.push('first ends');
      throw new Error('refused');
    });
    const second = queue.run(async () => {
      order.push('second starts');
      return 2;
    });
    await Promise.resolve();
    expect(order).toEqual(['first starts']);
    release();
    await expect(first).rejects.toThrow('refused');
    await expect(second).resolves.toBe(2);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
  });
});
