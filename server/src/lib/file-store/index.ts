// The FileStore the configuration names: S3-compatible storage when configured, else a folder under DATA_DIR.
import type { FileStoreConfig } from '../../config';
import { createDiskFileStore } from './disk';
import { createS3FileStore } from './s3';
import type { FileStore } from './types';

export async function createFileStore(config: FileStoreConfig): Promise<FileStore> {
  return config.kind === 's3' ? createS3FileStore(config) : createDiskFileStore(config.dir);
}

export { deleteAll, StorageError, type FileStore, type ListedObject } from './types';
export { watchStore, type WatchedFileStore } from './watched';
