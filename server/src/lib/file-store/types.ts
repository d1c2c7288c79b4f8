// One store for every stored file (ARCHITECTURE §5): payment receipts (served only through permission-checked
// endpoints) and catalogue images (served as public, immutable, content-addressed URLs). Keys are relative paths
// of lower-case letters, digits, '-', '_', '.' and '/' (receipts/12/<uuid>, images/<sha256>.webp).
import type { Readable } from 'node:stream';

interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
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
