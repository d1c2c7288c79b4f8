// The app's FileStore as the services use it: the same operations, with the store's own failures (StorageError)
// counted by operation for the metrics (sefaresh_storage_errors_total) and remembered for the health check: after
// a failed write the store reports down until a write succeeds again, from a request or from the health check's
// own probe write (a read-only or full disk still answers reads, so only a write shows it).
import type { FileStore, StoreOp } from './types';
import { StorageError } from './types';

const PROBE_KEY = 'health/probe';

export interface WatchedFileStore extends FileStore {
  /** StorageErrors since the start, by operation. */
  errorCounts(): ReadonlyMap<StoreOp, number>;
  /** Whether the last write failed (no write has succeeded since). */
  writesFailing(): boolean;
  /** A small write and delete of health/probe; true when both worked (and writes are no longer failing). */
  probeWrite(): Promise<boolean>;
}

export function watchStore(store: FileStore): WatchedFileStore {
  const counts = new Map<StoreOp, number>();
  let failingWrites = false;
  const noted = <T>(op: StoreOp, work: Promise<T>): Promise<T> =>
    work.then(
      (value) => {
        if (op === 'put') failingWrites = false;
        return value;
      },
      (err: unknown) => {
        if (err instanceof StorageError) {
          counts.set(err.op, (counts.get(err.op) ?? 0) + 1);
          if (op === 'put' || op === 'delete') failingWrites = true;
        }
        throw err;
      },
    );

  const watched: WatchedFileStore = {
    kind: store.kind,
    put: (key, body, contentType) => noted('put', store.put(key, body, contentType)),
    get: (key) => noted('get', store.get(key)),
    exists: (key) => noted('exists', store.exists(key)),
    delete: (key) => noted('delete', store.delete(key)),
    async *list(prefix) {
      const pages = store.list(prefix)[Symbol.asyncIterator]();
      for (;;) {
        const next = await noted('list', pages.next());
        if (next.done) return;
        yield next.value;
      }
    },
    removeStaleParts: (before) => noted('delete', store.removeStaleParts(before)),
    errorCounts: () => counts,
    writesFailing: () => failingWrites,
    async probeWrite() {
      try {
        await watched.put(PROBE_KEY, Buffer.from('ok'), 'text/plain');
        await watched.delete(PROBE_KEY);
        return true;
      } catch {
        return false;
      }
    },
  };
  return watched;
}
