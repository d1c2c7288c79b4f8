// The receipt files of a multipart upload, streamed one by one into the file store (never read whole into
// memory): each file's first bytes are kept for the content check and its size counted on the way. The limits
// of @fastify/multipart (RECEIPT_UPLOAD: 15 MB a file, 10 files) stop a file at once: a larger file → 413 and an
// 11th file → 400. On any failure every object written so far is removed before the error goes on. A photo's
// metadata (EXIF with GPS, XMP, comments) is removed on the way (receipt-metadata.ts); PDFs pass untouched.
import { createHash, randomUUID } from 'node:crypto';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { deleteAll, StorageError, type FileStore } from '../../lib/file-store';
import { HttpError, SERVER_MESSAGES } from '../../lib/errors';
import { RECEIPT_TEXTS } from './messages';
import { withoutImageMetadata } from './receipt-metadata';
import { cleanFileName, RECEIPT_FIELD, type IncomingReceiptFile } from './service';

/** Bytes kept from the start of each file for detectReceiptType. */
const HEAD_BYTES = 64;

/** A multipart failure (see @fastify/multipart's errors) as the Persian answer of the upload. */
function uploadError(err: unknown, fileName: string | undefined): HttpError | StorageError {
  // the store's own failure is ours, not the customer's: 503 (plugins/error-handler.ts)
  if (err instanceof HttpError || err instanceof StorageError) return err;
  const code = (err as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(
        413,
        RECEIPT_TEXTS.tooLarge,
        fileName !== undefined
          ? { [RECEIPT_FIELD]: [RECEIPT_TEXTS.fileTooLarge(cleanFileName(fileName) || 'بدون نام')] }
          : undefined,
      );
    case 'FST_FILES_LIMIT':
      return new HttpError(400, RECEIPT_TEXTS.tooMany, { [RECEIPT_FIELD]: [RECEIPT_TEXTS.tooMany] });
    default:
      // parts or fields limit, a prototype field name, malformed or truncated multipart data
      return new HttpError(400, SERVER_MESSAGES.badRequest);
  }
}

/** A pass-through that keeps the first HEAD_BYTES and counts every byte. */
export function meter() {
  const head = new Uint8Array(HEAD_BYTES);
  const state = { head: Buffer.alloc(0), size: 0 };
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (state.size < HEAD_BYTES) {
        const filled = Math.min(
          HEAD_BYTES,
          state.size + chunk.copy(head, state.size, 0, HEAD_BYTES - state.size),
        );
        state.head = Buffer.from(head.buffer, 0, filled);
      }
      state.size += chunk.length;
      done(null, chunk);
    },
  });
  return { state, stream };
}

/** A pass-through that hashes what goes through it (SHA-256, hex): a file's identity for the duplicate checks. */
export function hasher() {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
      done(null, chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

export const discard = () =>
  new Writable({
    write(_chunk, _enc, done) {
      done();
    },
  });

/**
 * Waits for both the upload's pipeline and the store's write (so a clean-up after it finds everything written),
 * then fails with the store's own failure first: a store that refuses tears the pipeline down too, and the
 * customer must hear that the store failed, not that their upload was broken.
 */
export async function uploaded(pipe: Promise<void>, written: Promise<void>): Promise<void> {
  // a settled promise that failed carries `reason` (its status word is also an order status, so not named here)
  const [p, w] = await Promise.allSettled([pipe, written]);
  if ('reason' in w && w.reason instanceof StorageError) throw w.reason;
  if ('reason' in p) throw p.reason;
  if ('reason' in w) throw w.reason;
}

/**
 * Streams every file of the field payment_receipts into the store under receipts/<order id>/<uuid>, hashing each
 * as uploaded, and gathers the text fields (amount, paid_on, tracking_number, instalment_id).
 */
export async function streamReceiptFiles(
  request: FastifyRequest,
  store: FileStore,
  orderId: number,
): Promise<{ files: IncomingReceiptFile[]; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) return { files: [], fields };
  const files: IncomingReceiptFile[] = [];
  let current: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      current = part.filename;
      if (part.fieldname !== RECEIPT_FIELD) {
        // read (so the limits count it) and dropped
        await pipeline(part.file, discard());
        continue;
      }
      const key = `receipts/${orderId}/${randomUUID()}`;
      const { state, stream } = meter();
      const hash = hasher();
      files.push({ fileName: part.filename ?? '', key, head: state.head, size: 0, sha256: '' });
      const written = store.put(key, stream, part.mimetype || 'application/octet-stream');
      // the hash is of the file as uploaded (the same file again is known); what is stored, measured and checked
      // is the file without its photo metadata
      await uploaded(pipeline(part.file, hash.stream, withoutImageMetadata, stream), written);
      Object.assign(files[files.length - 1], { head: state.head, size: state.size, sha256: hash.digest() });
      if (part.file.truncated)
        throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    }
  } catch (err) {
    await deleteAll(
      store,
      files.map((f) => f.key),
    );
    throw uploadError(err, current);
  }
  return { files, fields };
}
