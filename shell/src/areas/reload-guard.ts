// The last step of recovering from a release that removed an open tab's chunks: one full page reload, which
// loads the current shell and manifests. Guarded with sessionStorage so a broken release cannot reload in a loop.
import type { AreaName } from './areas';

const KEY = 'sefaresh:reloaded-for:';
/** After one reload for an area, no other for it in this tab within this time. */
const RELOAD_GUARD_MS = 10 * 60_000;

/** How the page reloads (tests replace it: jsdom cannot navigate). */
export const page = { reload: () => window.location.reload() };

/** Reloads the page unless this tab already did so for the area recently; true when it reloads. */
export function reloadOnce(area: AreaName, now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(KEY + area));
    if (last && now - last < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(KEY + area, String(now));
  } catch {
    return false; // no storage, no guard: never reload
  }
  page.reload();
  return true;
}
