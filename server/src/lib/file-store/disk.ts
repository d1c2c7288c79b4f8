// The local-disk FileStore (the default): files under one folder, written to a temporary name and renamed into
// place once complete, so a reader never sees half a file and a failed write leaves nothing. The content type is
// kept beside the file (<key>.type). What the file system refuses (read-only, full, missing rights) is a
// StorageError; what the body being written fails with is not.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, backend, firstFailure, StorageError, type FileStore, type ListedObject } from './types';

const TYPE_SUFFIX = '.type';
const PART = /^\..+\.part$/;

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Every file under dir (relative paths with '/'), depth first; a missing dir has none. */
async function* walk(dir: string, rel = ''): AsyncGenerator<{ rel: string; name: string; file: string }> {
  let entries;
  try {
    entries = await fs.readdir(path.join(dir, rel), { withFileTypes: true });
  } catch (err) {
    if (missing(err)) return;
    throw err;
  }
  for (const e of entries) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) yield* walk(dir, child);
    else if (e.isFile()) yield { rel: child, name: e.name, file: path.join(dir, child) };
  }
}

const mtimeOf = (file: string) =>
  fs.stat(file).then(
    (s) => s.mtime,
    (err) => {
      if (missing(err)) return null;
      throw err;
    },
  );

export function createDiskFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'disk',

    async put(key, body, contentType) {
      const file = fileOf(key);
      const temp = path.join(path.dirname(file), `.${randomUUID()}.part`);
      const failure = firstFailure(body);
      let sink: ReturnType<typeof createWriteStream> | undefined;
      try {
        await backend('put', () => fs.mkdir(path.dirname(file), { recursive: true }));
        sink = failure.watch(createWriteStream(temp, { flags: 'wx' }));
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, sink);
        await backend('put', async () => {
          await fs.writeFile(file + TYPE_SUFFIX, contentType);
          await fs.rename(temp, file);
        });
      } catch (err) {
        sink?.destroy();
        await fs.rm(temp, { force: true }).catch(() => undefined);
        if (!(err instanceof StorageError) && failure.isBodys(err)) throw err;
        const storageError = err instanceof StorageError ? err : new StorageError('put', err);
        // the writer of the body stops at once instead of waiting on a reader that is gone
        if (body instanceof Readable && !body.destroyed) body.destroy(storageError);
        throw storageError;
      }
    },

    async get(key) {
      const file = fileOf(key);
      return backend('get', async () => {
        try {
          const [stat, contentType] = await Promise.all([
            fs.stat(file),
            fs.readFile(file + TYPE_SUFFIX, 'utf8').catch(() => 'application/octet-stream'),
          ]);
          return { body: createReadStream(file), size: stat.size, contentType };
        } catch (err) {
          if (missing(err)) return null;
          throw err;
        }
      });
    },

    async exists(key) {
      const file = fileOf(key);
      return backend('exists', async () => (await mtimeOf(file)) !== null);
    },

    async delete(key) {
      const file = fileOf(key);
      await backend('delete', async () => {
        await Promise.all([fs.rm(file, { force: true }), fs.rm(file + TYPE_SUFFIX, { force: true })]);
      });
    },

    async *list(prefix = ''): AsyncGenerator<ListedObject> {
      const start = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const entries = walk(root, start);
      for (;;) {
        const next = await backend('list', () => entries.next());
        if (next.done) return;
        const { rel, name, file } = next.value;
        if (name.startsWith('.') || name.endsWith(TYPE_SUFFIX) || !rel.startsWith(prefix)) continue;
        try {
          assertKey(rel);
        } catch {
          continue; // not a file this store wrote
        }
        const modified = await backend('list', () => mtimeOf(file));
        if (modified) yield { key: rel, modified };
      }
    },

    async removeStaleParts(before) {
      let removed = 0;
      const entries = walk(root);
      for (;;) {
        const next = await backend('list', () => entries.next());
        if (next.done) return removed;
        const { name, file } = next.value;
        const stale = async () => ((await mtimeOf(file)) ?? before) < before;
        const leftover =
          PART.test(name) ||
          // a type file whose object never arrived (the process died between the two)
          (name.endsWith(TYPE_SUFFIX) && (await mtimeOf(file.slice(0, -TYPE_SUFFIX.length))) === null);
        if (leftover && (await stale())) {
          await backend('delete', () => fs.rm(file, { force: true }));
          removed++;
        }
      }
    },
  };
}
