// A small queue: at most `max` jobs run at once, the others wait in the order they came. For work that costs
// memory outside the JavaScript heap (decoding images), where parallel requests would otherwise add up.
export interface WorkLimit {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Changes the limit; waiting jobs start if there is room. */
  setMax(max: number): void;
  /** Jobs running and waiting now, and the most that ever ran at once (for metrics and tests). */
  stats(): { active: number; waiting: number; peak: number };
}

export function createWorkLimit(initialMax: number): WorkLimit {
  let max = Math.max(1, initialMax);
  let active = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];

  const startNext = () => {
    while (active < max && waiting.length) {
      active += 1;
      peak = Math.max(peak, active);
      waiting.shift()!();
    }
  };

  return {
    async run(job) {
      await new Promise<void>((start) => {
        waiting.push(start);
        startNext();
      });
      try {
        return await job();
      } finally {
        active -= 1;
        startNext();
      }
    },
    setMax(next) {
      max = Math.max(1, next);
      startNext();
    },
    stats: () => ({ active, waiting: waiting.length, peak }),
  };
}
