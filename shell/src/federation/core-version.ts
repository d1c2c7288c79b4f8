// Version skew between the shell and a remote (ARCHITECTURE.md §3): shared-api's core is a strict singleton, so
// when the shell's core is older than a remote was built against, the federation runtime refuses to load the
// remote. This reads that refusal, so the area can say what happened instead of a generic failure.
import { CORE_SHARE_KEY } from '@sefaresh/shared-api/core';

export interface CoreVersionMismatch {
  /** The core this page runs (the shell's). */
  provided: string;
  /** The range the remote was built to need, such as `^1.1.0`. */
  required: string;
  /** The core is older than the remote needs: the area needs a newer shell (else the remote is too old). */
  shellTooOld: boolean;
}

const escaped = CORE_SHARE_KEY.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
// runtime-core's getRegisteredShare: "Version <v> from <app> of shared singleton module <key> does not satisfy
// the requirement of <app> which needs <range>)"; core-version.test.ts checks it against the real runtime.
const REFUSAL = new RegExp(
  `Version (\\S+) from \\S+ of shared singleton module ${escaped} does not satisfy the requirement of \\S+ which needs ([^)\\s]+)`,
);

function parts(version: string): number[] {
  return (version.match(/\d+(\.\d+){0,2}/)?.[0] ?? '0').split('.').map(Number);
}

/** a < b for x.y.z versions (missing parts count as 0). */
function older(a: string, b: string): boolean {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0);
  return false;
}

/** The version refusal behind a failed area load (the error or one of its causes), or null. */
export function coreVersionMismatch(error: unknown): CoreVersionMismatch | null {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const message = e instanceof Error ? e.message : typeof e === 'string' ? e : '';
    const match = REFUSAL.exec(message);
    if (match) {
      const [, provided, required] = match;
      return { provided, required, shellTooOld: older(provided, required) };
    }
  }
  return null;
}
