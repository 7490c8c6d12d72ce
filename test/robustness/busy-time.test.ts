import { describe, expect, it } from 'vitest';
import { busyTime } from '../../src/robustness/attack/busy-time.js';

/** A task that starts at the clock's reading and ends when `release` is called at `at`. */
function gate(clock: { t: number }) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { task: () => done, release: (at: number) => ((clock.t = at), open()) };
}

describe('busyTime', () => {
  it('counts overlapping tasks once: [0, 10] and [5, 20] are busy 20 ms, not 25', async () => {
    const clock = { t: 0 };
    const busy = busyTime(() => clock.t);
    const a = gate(clock);
    const b = gate(clock);
    const first = busy.time(a.task);
    clock.t = 5;
    const second = busy.time(b.task);
    // Still running at 8: 8 ms so far.
    clock.t = 8;
    expect(busy.ms()).toBe(8);
    a.release(10);
    await first;
    b.release(20);
    await second;
    expect(busy.ms()).toBe(20);
  });

  it('adds disjoint tasks and leaves the idle time out: [0, 10] and [30, 35] are busy 15 ms', async () => {
    const clock = { t: 0 };
    const busy = busyTime(() => clock.t);
    const a = gate(clock);
    const running = busy.time(a.task);
    a.release(10);
    await running;
    clock.t = 30;
    const b = gate(clock);
    const later = busy.time(b.task);
    b.release(35);
    await later;
    clock.t = 100;
    expect(busy.ms()).toBe(15);
  });

  it('counts a task that throws, and passes its error on', async () => {
    const clock = { t: 0 };
    const busy = busyTime(() => clock.t);
    await expect(
      busy.time(async () => {
        clock.t = 7;
        throw new Error('language model failed');
      }),
    ).rejects.toThrow('language model failed');
    expect(busy.ms()).toBe(7);
  });
});
