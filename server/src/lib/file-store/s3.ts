// The S3-compatible FileStore (S3_BUCKET, S3_ENDPOINT and keys set): a stream is sent as a multipart upload
// (@aws-sdk/lib-storage), which is aborted when the stream fails, so no object is left behind. The SDK is loaded
// only where S3 is configured: it holds about 20 MB that an API on the disk store never needs. What S3 (or the
// way to it) fails with is a StorageError; what the body being written fails with is not.
import { Readable } from 'node:stream';
import type { FileStoreConfig } from '../../config';
import { assertKey, backend, firstFailure, StorageError, type FileStore, type ListedObject } from './types';

type S3Config = Extract<FileStoreConfig, { kind: 's3' }>;

export async function createS3FileStore(config: S3Config): Promise<FileStore> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    NoSuchKey,
    NotFound,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const isMissing = (err: unknown) =>
    err instanceof NoSuchKey ||
    err instanceof NotFound ||
    (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',

    async put(key, body, contentType) {
      assertKey(key);
      const failure = firstFailure(body);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
      });
      try {
        await upload.done();
      } catch (err) {
        if (failure.isBodys(err)) throw err;
        const storageError = new StorageError('put', err);
        // the writer of the body stops at once instead of waiting on a reader that is gone
        if (body instanceof Readable && !body.destroyed) body.destroy(storageError);
        throw storageError;
      }
    },

    async get(key) {
      assertKey(key);
      return backend('get', async () => {
        try {
          const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
          return {
            body: out.Body as Readable,
            size: out.ContentLength ?? 0,
            contentType: out.ContentType ?? 'application/octet-stream',
          };
        } catch (err) {
          if (isMissing(err)) return null;
          throw err;
        }
      });
    },

    async exists(key) {
      assertKey(key);
      return backend('exists', async () => {
        try {
          await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          return true;
        } catch (err) {
          if (isMissing(err)) return false;
          throw err;
        }
      });
    },

    async delete(key) {
      assertKey(key);
      await backend('delete', () => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },

    async *list(prefix = ''): AsyncGenerator<ListedObject> {
      let token: string | undefined;
      do {
        const page = await backend('list', () =>
          client.send(
            new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken: token }),
          ),
        );
        for (const o of page.Contents ?? [])
          if (o.Key) yield { key: o.Key, modified: o.LastModified ?? new Date(0) };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    // lib-storage aborts a failed multipart upload; one cut short by a killed process is invisible and is
    // aborted by the bucket's lifecycle rule (AbortIncompleteMultipartUpload, docs/operations.md)
    removeStaleParts: async () => 0,
  };
}
