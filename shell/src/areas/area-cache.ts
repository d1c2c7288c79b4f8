// One React.lazy component per (loader, area): navigating inside an area never re-suspends,
// a preload warms exactly what the route will render, and a failed load can be forgotten so that
// the retry button, or a later visit, starts a fresh load.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { AreaLoadError, type AreaLoader, type AreaModule, type AreaName } from './areas';

interface Entry {
  promise: Promise<AreaModule>;
  Component: LazyExoticComponent<ComponentType>;
  failed: boolean;
}

const cache = new WeakMap<AreaLoader, Map<AreaName, Entry>>();

function start(loader: AreaLoader, area: AreaName): Entry {
  const entry = {} as Entry;
  entry.failed = false;
  entry.promise = Promise.resolve()
    .then(() => loader(area))
    .then((mod) => {
      if (!mod || (typeof mod.default !== 'function' && typeof mod.default !== 'object')) {
        throw new AreaLoadError(area, `${area}/App has no default export`);
      }
      return mod;
    })
    .catch((error: unknown) => {
      entry.failed = true;
      throw error;
    });
  entry.Component = lazy(() => entry.promise);
  return entry;
}

function entryFor(loader: AreaLoader, area: AreaName): Entry {
  let byArea = cache.get(loader);
  if (!byArea) {
    byArea = new Map();
    cache.set(loader, byArea);
  }
  let entry = byArea.get(area);
  if (!entry) {
    entry = start(loader, area);
    byArea.set(area, entry);
  }
  return entry;
}

/**
 * Forgets an area's failed load, so that the next render starts a new one. Called on retry and when an area
 * mounts again; never during render (React re-renders a failed tree, and each render must not load again).
 */
export function forgetFailedArea(loader: AreaLoader, area: AreaName): void {
  const byArea = cache.get(loader);
  if (byArea?.get(area)?.failed) byArea.delete(area);
}

/** Forgets an area's load whatever its outcome: the next render loads the area's current release. */
export function forgetArea(loader: AreaLoader, area: AreaName): void {
  cache.get(loader)?.delete(area);
}

/** The lazy component of an area (the load starts on first use and is then shared). */
export function areaComponent(loader: AreaLoader, area: AreaName): LazyExoticComponent<ComponentType> {
  return entryFor(loader, area).Component;
}

/**
 * Starts loading an area without rendering it, and then what its page at `path` needs (the area's preload);
 * failures are only logged (the route will show them).
 */
export function preloadArea(loader: AreaLoader, area: AreaName, path?: string): Promise<void> {
  return entryFor(loader, area).promise.then(
    (mod) => {
      if (path !== undefined) mod.preload?.(path);
    },
    (error: unknown) => {
      console.warn(`[shell] preloading ${area} failed`, error);
    },
  );
}
