// Whole seconds left until a moment, ticking once a second: the recovery form's "send again" waits out the
// minute between codes (OTP_RESEND_INTERVAL_MS) with it.
import { useCallback, useEffect, useState } from 'react';

/** Seconds left (0 when done) and a function that starts the count again from `ms`. Starts at once. */
export function useCountdown(ms: number): [secondsLeft: number, restart: () => void] {
  const [left, setLeft] = useState(() => Math.ceil(ms / 1000));
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(tick);
  }, [running]);
  const restart = useCallback(() => setLeft(Math.ceil(ms / 1000)), [ms]);
  return [left, restart];
}
