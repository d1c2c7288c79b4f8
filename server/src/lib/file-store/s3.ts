// The S3-compatible FileStore (S3_BUCKET, S3_ENDPOINT and keys set): a stream is sent as a multipart upload
// (@aws-sdk/lib-storage), which is aborted when the stream fails, so no object is left behind. The SDK is loaded
// only where S3 is configured: it holds about 20 MB that an API on the disk store never needs.
import type { Readable } from 'node:stream';
import type { FileStoreConfig } from '../../config';
import { assertKey, type FileStore } from './types';

type S3Config = Extract<FileStoreConfig, { kind: 's3' }>;

export async function createS3FileStore(config: S3Config): Promise<FileStore> {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, S3Client } = await import(
    '@aws-sdk/client-s3'
  );
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
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
      });
      await upload.done();
    },

    async get(key) {
      assertKey(key);
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
    },

    async exists(key) {
      assertKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },

    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
