// Federation runtime plugin for load errors: records which remote failed (so the next attempt registers it
// again and the runtime drops its cached manifest and entry) and logs one readable line. It returns no
// fallback module: the failure reaches the area's error boundary, which shows the Persian panel and retry.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface LoadErrorRecord {
  remote: string;
  id: string;
  lifecycle: string;
  error: unknown;
}

export function remoteNameOf(id: string): string {
  // 'mf_customer/App' → 'mf_customer'; '@scope/name/App' is not used here.
  return id.split('/')[0];
}

export function loadErrorPlugin(onError: (record: LoadErrorRecord) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'sefaresh-load-error-plugin',
    errorLoadRemote(args) {
      const remote = args.remote?.name ?? remoteNameOf(args.id);
      onError({ remote, id: args.id, lifecycle: args.lifecycle, error: args.error });
      console.error(`[shell] could not load ${args.id} (${args.lifecycle})`, args.error);
      return undefined; // no fallback: let the error boundary show the panel
    },
  };
}
