// The semantic version of shared-api's core (this folder): the one part of shared-api the shell provides at run time
// as a singleton (ARCHITECTURE.md §3). Every app's build reads it (rspack.base.mjs): the shell provides this version,
// a remote requires `^` this version, strictly. Bump it by hand when the core changes:
//   patch: a fix with the same exports and behaviour callers rely on;
//   minor: something added (an export, an option): remotes built after it need a shell of at least this version;
//   major: something removed or changed incompatibly: every remote must be rebuilt with the shell.
// Record what each version exports in version.test.ts. Endpoint functions, types and rules are not the core: they
// are bundled into each remote and need no bump.
export const CORE_VERSION = '1.1.0';

/** The share key of the core: the specifier everything outside core/ imports it by. */
export const CORE_SHARE_KEY = '@sefaresh/shared-api/core';
