// The local-disk FileStore (the default): files under one folder, written to a temporary name and renamed into
// place once complete, so a reader never sees half a file and a failed write leaves nothing. The content type is
// kept beside the file (<key>.type).
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type FileStore } from './types';

const TYPE_SUFFIX = '.type';

export function createDiskFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    kind: 'disk',

    async put(key, body, contentType) {
      const file = fileOf(key);
      // a stream that fails before the pipeline starts must not be an unhandled 'error': the pipeline reports it
      if (body instanceof Readable) (body as NodeJS.EventEmitter).on('error', () => undefined);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = path.join(path.dirname(file), `.${randomUUID()}.part`);
      try {
        await pipeline(
          Buffer.isBuffer(body) ? Readable.from([body]) : body,
          createWriteStream(temp, { flags: 'wx' }),
        );
        await fs.writeFile(file + TYPE_SUFFIX, contentType);
        await fs.rename(temp, file);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
    },

    async get(key) {
      const file = fileOf(key);
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
    },

    async exists(key) {
      try {
        await fs.access(fileOf(key));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      await Promise.all([fs.rm(file, { force: true }), fs.rm(file + TYPE_SUFFIX, { force: true })]);
    },
  };
}
