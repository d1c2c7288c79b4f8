// Timers for component tests that talk to the test API over real sockets: fake only the timers a test is about,
// and poll on real event-loop turns while they are faked.
import { setTimeout as realSetTimeout } from 'node:timers';

/**
 * Polls `check` on real event-loop turns, up to `ms` of real time, until it returns something (not null,
 * undefined or false) without throwing. Use query* checks: a failing getBy* prints the whole page each time.
 */
export async function eventually<T>(check: () => T | null | undefined | false, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    let failure: unknown = new Error('eventually: the check never held');
    try {
      const value = check();
      if (value !== null && value !== undefined && value !== false) return value;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > until) throw failure;
    await new Promise<void>((resolve) => realSetTimeout(resolve, 50));
  }
}

/** Fakes only these timers (the rest, with the event loop, stay real: the test API answers over real sockets). */
export function fakeTimers(...names: Array<'setTimeout' | 'setInterval'>) {
  const all = [
    'Date',
    'hrtime',
    'nextTick',
    'performance',
    'queueMicrotask',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'requestIdleCallback',
    'cancelIdleCallback',
    'setImmediate',
    'clearImmediate',
    'setInterval',
    'clearInterval',
    'setTimeout',
    'clearTimeout',
  ] as const;
  const faked = new Set<string>(names.flatMap((n) => [n, n.replace('set', 'clear')]));
  jest.useFakeTimers({ doNotFake: all.filter((n) => !faked.has(n)) });
}
