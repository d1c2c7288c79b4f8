// One store for every stored file (ARCHITECTURE §5): payment receipts (served only through permission-checked
// endpoints) and catalogue images (served as public, immutable, content-addressed URLs). Keys are relative paths
// of lower-case letters, digits, '-', '_', '.' and '/' (receipts/12/<uuid>, images/<sha256>.webp).
import type { Readable } from 'node:stream';

interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/** A stored object as listed: its key and when it was last written. */
export interface ListedObject {
  key: string;
  modified: Date;
}

export type StoreOp = 'put' | 'get' | 'exists' | 'delete' | 'list';

/**
 * The store itself failed (a read-only or full disk, S3 unreachable or refusing): the server's fault, answered
 * 503. A failure of what was being written (the client's upload stream) is never a StorageError.
 */
export class StorageError extends Error {
  constructor(
    readonly op: StoreOp,
    readonly cause: unknown,
  ) {
    super(`file store ${op} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StorageError';
  }
}

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Writes the whole stream under key, or nothing: a failed stream leaves no object behind. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with prefix (all when empty), in pages the store chooses. */
  list(prefix?: string): AsyncIterable<ListedObject>;
  /**
   * Removes what writes cut short left behind before `before` (the disk store's temporary parts of a killed
   * process); returns how many. S3 leaves nothing visible: its bucket's lifecycle rule aborts stale multipart uploads.
   */
  removeStaleParts(before: Date): Promise<number>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Throws on a key that is not a plain relative path (no '..', no leading '/', no other characters). */
export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..') || key.length > 300)
    throw new Error(`bad file-store key: ${key}`);
}

/** Deletes every key, waiting for all, never throwing: the clean-up after a failed request. */
export async function deleteAll(store: FileStore, keys: Iterable<string>): Promise<void> {
  await Promise.allSettled([...keys].map((k) => store.delete(k)));
}

/** Runs a store operation, turning what the backend throws into a StorageError (a bad key stays as it is). */
export async function backend<T>(op: StoreOp, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof StorageError || (err instanceof Error && err.message.startsWith('bad file-store key')))
      throw err;
    throw new StorageError(op, err);
  }
}

/**
 * Which side of a write failed first: the body being stored (the client's stream: not the store's fault) or the
 * store's own sink. Listens for the first 'error' on each; a body that closed early (premature close) is the body's.
 */
export function firstFailure(body: Readable | Buffer) {
  let first: 'body' | 'sink' | undefined;
  // a body that fails before the store reads it must not be an unhandled 'error': the store reports it
  if (!Buffer.isBuffer(body)) (body as NodeJS.EventEmitter).on('error', () => (first ??= 'body'));
  return {
    /** The store's own stream the body is written into. */
    watch<S extends NodeJS.EventEmitter>(sink: S): S {
      sink.on('error', () => (first ??= 'sink'));
      return sink;
    },
    /** Whether err is the body's failure rather than the store's. */
    isBodys(err: unknown) {
      return first === 'body' || (err as { code?: string } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE';
    },
  };
}
