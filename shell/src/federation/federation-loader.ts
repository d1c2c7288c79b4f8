// The browser's area loader: remote locations come from /remotes.json (data, not code), registered with
// the federation runtime that the bundler initialised for this host.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { isChunkLoadError } from '@sefaresh/shared-api/rules';
import type { AreaLoader, AreaModule, AreaName } from '../areas/areas';
import { AreaLoadError } from '../areas/areas';
import { reloadOnce } from '../areas/reload-guard';
import { coreVersionMismatch } from './core-version';
import { loadErrorPlugin } from './error-plugin';

type RemoteRegistry = Partial<Record<string, string>>;

const REMOTES_URL = '/remotes.json';

let registry: RemoteRegistry = {};
/** Remotes whose last load failed: registered again (force) before the next attempt. */
const failed = new Set<string>();
let pluginRegistered = false;
/** The start-up read of /remotes.json (initRemotes): an area's load waits for it instead of reading it again. */
let registryRead: Promise<void> = Promise.resolve();

/** GET /remotes.json (no-cache): federation name → URL of that remote's mf-manifest.json. */
async function fetchRemoteRegistry(url = REMOTES_URL): Promise<RemoteRegistry> {
  const response = await fetch(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object') throw new Error(`${url} is not a JSON object`);
  return Object.fromEntries(
    Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Registers every remote of the registry with the federation runtime. */
function registerRemoteRegistry(next: RemoteRegistry): void {
  if (!pluginRegistered) {
    registerPlugins([loadErrorPlugin(({ remote }) => failed.add(remote))]);
    pluginRegistered = true;
  }
  registry = { ...registry, ...next };
  const remotes = Object.entries(next)
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .map(([name, entry]) => ({ name, entry: absolute(entry) }));
  registerRemotes(remotes, { force: true });
}

/**
 * Fetches /remotes.json and registers it; area loads started meanwhile wait for it. Never throws: an area whose
 * remote is unknown shows its error panel.
 */
export function initRemotes(url = REMOTES_URL): Promise<void> {
  registryRead = fetchRemoteRegistry(url).then(registerRemoteRegistry, (error: unknown) => {
    console.error('[shell] could not read the remote registry', error);
  });
  return registryRead;
}

/**
 * Makes the next load of an area read its current release: fetches its mf-manifest.json past the browser's cache
 * (a release may have replaced it since this tab read it) and registers the remote again, which drops the
 * runtime's cached manifest and entry.
 */
async function refresh(area: AreaName, manifestUrl: string): Promise<void> {
  const url = absolute(manifestUrl);
  try {
    await fetch(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
  } catch {
    // unreachable now: the load below fails with the runtime's own error
  }
  registerRemotes([{ name: area, entry: url }], { force: true });
}

async function prepare(area: AreaName): Promise<void> {
  await registryRead;
  if (!registry[area]) {
    // /remotes.json failed at start-up (or lacked this area): read it again.
    registerRemoteRegistry(await fetchRemoteRegistry());
    if (!registry[area]) throw new AreaLoadError(area, `${area} is not in ${REMOTES_URL}`);
    return;
  }
  if (failed.has(area)) {
    failed.delete(area);
    await refresh(area, registry[area]!);
  }
}

async function loadApp(area: AreaName): Promise<AreaModule> {
  const mod = await loadRemote<AreaModule>(`${area}/App`);
  if (!mod) throw new AreaLoadError(area, `${area}/App resolved to nothing`);
  return mod;
}

/**
 * Loads an area's `./App`. A failure is retried once through the area's current manifest (the release this tab
 * knew may be gone); when a chunk still cannot be loaded, the page reloads, once (reload-guard.ts).
 */
export const federationLoader: AreaLoader = Object.assign(
  async (area: AreaName): Promise<AreaModule> => {
    await prepare(area);
    try {
      return await loadApp(area);
    } catch (error) {
      // built against a core this shell does not provide: its current release would not load either
      if (coreVersionMismatch(error)) throw error;
      console.warn(`[shell] loading ${area} failed; trying its current manifest`, error);
    }
    try {
      await refresh(area, registry[area]!);
      const mod = await loadApp(area);
      failed.delete(area);
      return mod;
    } catch (error) {
      failed.add(area);
      if (isChunkLoadError(error) && reloadOnce(area)) return new Promise<AreaModule>(() => {});
      throw error;
    }
  },
  { forget: (area: AreaName) => void failed.add(area) },
);
