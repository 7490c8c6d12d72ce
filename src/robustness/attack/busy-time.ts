/**
 * The wall time during which at least one of some concurrent tasks was
 * running: overlapping tasks count once, where the sum of their durations
 * would count the same seconds twice. The inputs of an attack group
 * compute coda's reference similarities at once; the time budget leaves
 * that time out (schedule.ts).
 */
export interface BusyTime {
  /** Runs `task`, its time counted. */
  time<T>(task: () => Promise<T>): Promise<T>;
  /** The busy time so far in ms, a task still running included. */
  ms(): number;
}

/**
 * @example
 * // Tasks over [0, 10] and [5, 20] ms: busy 20 ms (their durations sum to 25).
 */
export function busyTime(now: () => number): BusyTime {
  let running = 0;
  let since = 0;
  let done = 0;
  return {
    async time<T>(task: () => Promise<T>): Promise<T> {
      if (running++ === 0) since = now();
      try {
        return await task();
      } finally {
        if (--running === 0) done += now() - since;
      }
    },
    ms: () => done + (running > 0 ? now() - since : 0),
  };
}
