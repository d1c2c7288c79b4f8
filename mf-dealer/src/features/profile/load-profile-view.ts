// The profile modal's body is the customer area's ProfileView, shared through a federation expose of mf-customer
// (`mf_customer/ProfileView`, docs/contracts.md) and loaded at run time, not copied (ARCHITECTURE.md §2).
// It is loaded through the federation runtime the shell provides: the instance that already knows mf_customer
// (the shell's, registered from /remotes.json); failing that, this remote's own instance, given mf_customer's
// manifest from /remotes.json.
import type { ComponentType } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';

const PROFILE_REMOTE = 'mf_customer';
const PROFILE_MODULE = `${PROFILE_REMOTE}/ProfileView`;
const REMOTES_URL = '/remotes.json';

export interface SharedProfileProps {
  /** 'view all' and the failure card's 'back to dashboard': here they close the modal. */
  onGoToDashboard?: () => void;
  showHeading?: boolean;
}

type Instance = NonNullable<ReturnType<typeof getInstance>>;

function knowsProfileRemote(instance: Instance): boolean {
  return (instance.options?.remotes ?? []).some((remote) => remote.name === PROFILE_REMOTE);
}

async function runtime(): Promise<Instance> {
  const ready = getInstance(knowsProfileRemote);
  if (ready) return ready;
  const own = getInstance();
  if (!own) throw new Error('the federation runtime is not available');
  const response = await fetch(REMOTES_URL, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
  const registry = (await response.json()) as Record<string, unknown>;
  const entry = registry[PROFILE_REMOTE];
  if (typeof entry !== 'string') throw new Error(`${PROFILE_REMOTE} is not in ${REMOTES_URL}`);
  own.registerRemotes([{ name: PROFILE_REMOTE, entry: new URL(entry, window.location.href).href }]);
  return own;
}

export async function loadProfileView(): Promise<ComponentType<SharedProfileProps>> {
  const instance = await runtime();
  const mod = await instance.loadRemote<{ default?: ComponentType<SharedProfileProps> }>(PROFILE_MODULE);
  if (!mod?.default) throw new Error(`${PROFILE_MODULE} has no default export`);
  return mod.default;
}
