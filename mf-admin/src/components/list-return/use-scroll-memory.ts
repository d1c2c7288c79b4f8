// A list's scroll position, kept for the way back: remember() before leaving for a row's page; when the list is
// shown again by a back move (the browser's back button, or a back button that sets restoreScroll) and `ready`
// (its rows are rendered), the window scrolls to where it was. Kept per address in sessionStorage, so another
// filter or page starts at the top.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { ListReturnState } from './return-state';

const PREFIX = 'sefaresh:scroll:';

function read(key: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(PREFIX + key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function useScrollMemory(ready: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = `${location.pathname}${location.search}`;
  const cameBack =
    navigationType === 'POP' || Boolean((location.state as ListReturnState | null)?.restoreScroll);
  const restoredFor = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || !cameBack || restoredFor.current === location.key) return;
    restoredFor.current = location.key;
    const top = read(key);
    if (top === null) return;
    sessionStorage.removeItem(PREFIX + key);
    window.scrollTo({ top, left: 0 });
  }, [ready, cameBack, key, location.key]);

  /** Keeps the current scroll position for this address (call before leaving for a row's page). */
  return useCallback(() => {
    try {
      sessionStorage.setItem(PREFIX + key, String(Math.round(window.scrollY)));
    } catch {
      // storage full or blocked: coming back starts at the top
    }
  }, [key]);
}
