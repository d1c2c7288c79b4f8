import { useCallback, useEffect, useRef, useState } from 'react';

export type Flash = { type: 'success' | 'error'; text: string };

/** Spec 000 §8: success messages disappear after 3 seconds, errors after 5 seconds. */
export const SUCCESS_MS = 3000;
export const ERROR_MS = 5000;

/** One message at a time that clears itself. */
export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((type: Flash['type'], text: string) => {
    clearTimeout(timer.current);
    setFlash({ type, text });
    timer.current = setTimeout(() => setFlash(null), type === 'success' ? SUCCESS_MS : ERROR_MS);
  }, []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setFlash(null);
  }, []);
  return { flash, show, clear };
}
