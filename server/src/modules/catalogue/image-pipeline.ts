// Catalogue images (spec 002 §5): checked by content (JPEG, PNG, GIF or WebP by their magic bytes; an
// SVG or a renamed executable is refused), decoded with a bounded pixel count (a small file that decodes to a
// huge image is refused), re-encoded by sharp without metadata into a display size and a thumbnail in WebP, and
// stored content-addressed (images/<sha256>.webp): the URLs are public and immutable.
import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import type { Db, Tx } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { deleteUnnamedFiles, keepFiles } from '../files/file-references';
import { createWorkLimit } from '../../lib/work-limit';

type Sharp = typeof import('sharp').default;
let sharpLoading: Promise<Sharp> | undefined;

/** sharp and libvips (about 30 MB of memory) load with the first image a process handles, not at start-up. */
export function loadSharp(): Promise<Sharp> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    // every image is decoded once: libvips' operation cache would only hold memory the API never gets back
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

/**
 * Every image this process decodes goes through this queue (IMAGE_CONCURRENCY at once, set by buildApp): six
 * product creations of five pictures each decode two at a time, not thirty.
 */
export const imageWork = createWorkLimit(2);

/** The most pixels a decoded upload may have (about 40 megapixels: 8000 × 5000). */
const MAX_INPUT_PIXELS = 40_000_000;
const DISPLAY_SIZE = 1200;
const THUMBNAIL_SIZE = 400;

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

const ascii = (b: Buffer, offset: number, text: string) =>
  b.length >= offset + text.length && b.toString('latin1', offset, offset + text.length) === text;

/** The image type by its first bytes, or null for anything else (SVG, PDF, executables, text). */
function detectImageKind(b: Buffer): ImageKind | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (
    b.length >= 16 &&
    b.readUInt32BE(0) === 0x89504e47 &&
    b.readUInt32BE(4) === 0x0d0a1a0a &&
    ascii(b, 12, 'IHDR')
  )
    return 'png';
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return 'gif';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') && ascii(b, 12, 'VP8')) return 'webp';
  return null;
}

export class ImageRefused extends Error {
  constructor(readonly reason: 'type' | 'pixels' | 'broken') {
    super(`image refused: ${reason}`);
  }
}

/** The display and thumbnail WebP files of an image (the first frame of an animation), metadata stripped. */
function renderImage(input: Buffer): Promise<{ display: Buffer; thumbnail: Buffer }> {
  return imageWork.run(() => renderNow(input));
}

async function renderNow(input: Buffer): Promise<{ display: Buffer; thumbnail: Buffer }> {
  const sharp = await loadSharp();
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (err) {
    throw new ImageRefused(/pixel limit/i.test(String(err)) ? 'pixels' : 'broken');
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS)
    throw new ImageRefused('pixels');
  const fit = (size: number) =>
    ({ width: size, height: size, fit: 'inside', withoutEnlargement: true }) as const;
  try {
    // the upload is decoded once; the thumbnail is made from the display size
    const display = await open()
      .rotate() // applies the EXIF orientation; the output carries no metadata
      .resize(fit(DISPLAY_SIZE))
      .webp({ quality: 82 })
      .toBuffer();
    const thumbnail = await sharp(display).resize(fit(THUMBNAIL_SIZE)).webp({ quality: 75 }).toBuffer();
    return { display, thumbnail };
  } catch (err) {
    if (/pixel limit/i.test(String(err))) throw new ImageRefused('pixels');
    throw new ImageRefused('broken');
  }
}

const WEBP = 'image/webp';

const keyOf = (bytes: Buffer) =>
  `images/${createHash('sha256')
    .update(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    .digest('hex')}.webp`;

/** The store failed to take an image's files (`cause`, a StorageError); `keys` may be written in part. */
export class ImageNotStored extends Error {
  constructor(
    readonly cause: unknown,
    readonly keys: { image: string; thumbnail: string },
  ) {
    super('image not stored');
  }
}

/** An image's two stored files, and their bytes in case a clean-up removes them before a row names them. */
export interface StoredImage {
  image: string;
  thumbnail: string;
  bytes: { image: Buffer; thumbnail: Buffer };
}

/** Checks, renders and stores an uploaded image; returns the keys of its two files. */
export async function storeImage(
  store: FileStore,
  input: Buffer,
  { checked = true } = {},
): Promise<StoredImage> {
  if (checked && !detectImageKind(input)) throw new ImageRefused('type');
  const { display, thumbnail } = await renderImage(input);
  const keys = { image: keyOf(display), thumbnail: keyOf(thumbnail) };
  const written = await Promise.allSettled([
    store.put(keys.image, display, WEBP),
    store.put(keys.thumbnail, thumbnail, WEBP),
  ]);
  // a settled promise that failed carries `reason` (its status word is also an order status, so not named here)
  const failed = written.find((w) => 'reason' in w);
  if (failed && 'reason' in failed) throw new ImageNotStored(failed.reason, keys);
  return { ...keys, bytes: { image: display, thumbnail } };
}

/** In the transaction whose rows start naming these images: their files are there when it commits. */
export const keepImageFiles = (tx: Tx, store: FileStore, images: StoredImage[]) =>
  keepFiles(
    tx,
    store,
    images.flatMap((i) => [
      { key: i.image, bytes: i.bytes.image, contentType: WEBP },
      { key: i.thumbnail, bytes: i.bytes.thumbnail, contentType: WEBP },
    ]),
  );

/**
 * Removes the files of images no longer recorded anywhere: a key is content-addressed, so the same picture
 * uploaded twice shares its files, which stay while any row still names them (checked as each goes). Never throws.
 */
export async function removeUnusedImageFiles(db: Db, store: FileStore, keys: (string | null)[]) {
  const candidates = keys.filter((k): k is string => !!k && k.startsWith('images/'));
  await deleteUnnamedFiles(db, store, candidates).catch(() => undefined);
}
