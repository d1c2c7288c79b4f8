// What a failed chunk or remote-entry load looks like, for the shell (which recovers by loading the area's current
// release) and for the areas' page boundaries (which let such an error through to the shell). Dependency-free.

/**
 * True for a script or style chunk that could not be fetched: the bundler's ChunkLoadError ("Loading chunk 12
 * failed", "Loading CSS chunk 12 failed"), the federation runtime's failed remote entry script (RUNTIME-008) and a
 * browser's failed dynamic import. Such a file is typically gone because a newer release pruned it.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : '';
  return /Loading (CSS )?chunk \S+ failed|RUNTIME-008|Failed to fetch dynamically imported module/.test(text);
}
