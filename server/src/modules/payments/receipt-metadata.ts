// A receipt photo loses its metadata on the way into the file store (the assigned dealer and staff see the
// receipt, not where and with what phone it was taken): a stream step that removes, without decoding or
// re-encoding the picture, so memory stays flat and the pixels stay exactly as uploaded:
// - JPEG: the APP1–APP15 segments (EXIF with GPS, XMP, Photoshop IPTC, maker notes) and comments, and whatever
//   follows the end of the image (the extra pictures of MPF, each with its own EXIF). The colour profile (APP2
//   ICC_PROFILE) and Adobe's colour transform (APP14) stay; the EXIF orientation is written back alone, so a
//   photo taken sideways still shows upright.
// - PNG: the text chunks (tEXt, zTXt, iTXt), eXIf and tIME.
// - WebP: the EXIF and XMP chunks, blanked in place (a chunk of zeros under a name readers skip, the flags
//   cleared), since the RIFF header has already given the file's length.
// GIF (no EXIF) and PDF pass untouched, as does anything not recognised (the content check refuses it later).
type Source = AsyncIterable<Buffer>;

/** Reads a stream by counts of bytes, holding no more than the largest count asked for. */
/** The same bytes as a plain Uint8Array view (no copy), which Buffer.concat and Buffer.from take as typed. */
const bytesOf = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.length);

class ByteReader {
  private buf = Buffer.alloc(0);
  private ended = false;
  private readonly it: AsyncIterator<Buffer>;

  constructor(source: Source) {
    this.it = source[Symbol.asyncIterator]();
  }

  /** At least n bytes buffered; false at the end of the stream with fewer. */
  async fill(n: number): Promise<boolean> {
    while (this.buf.length < n && !this.ended) {
      const next = await this.it.next();
      if (next.done) this.ended = true;
      else this.buf = this.buf.length ? Buffer.concat([bytesOf(this.buf), bytesOf(next.value)]) : next.value;
    }
    return this.buf.length >= n;
  }

  get bytes(): Buffer {
    return this.buf;
  }

  take(n: number): Buffer {
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return out;
  }

  /** The next n bytes, kept (yielded) or dropped, a chunk at a time. */
  async *pass(n: number, keep: boolean, as?: (chunk: Buffer) => Buffer): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0 && (await this.fill(1))) {
      const chunk = this.take(Math.min(left, this.buf.length));
      left -= chunk.length;
      if (keep) yield as ? as(chunk) : chunk;
    }
  }

  /** Everything left, unchanged. */
  async *rest(): AsyncGenerator<Buffer> {
    if (this.buf.length) yield this.take(this.buf.length);
    for (;;) {
      const next = await this.it.next();
      if (next.done) return;
      yield next.value;
    }
  }
}

const ascii = (b: Buffer, offset: number, text: string) =>
  b.length >= offset + text.length && b.toString('latin1', offset, offset + text.length) === text;

// ---- JPEG ----

/** The EXIF orientation (1–8) of a TIFF block, 1 when absent or unreadable. */
function orientationOf(tiff: Buffer): number {
  const le = ascii(tiff, 0, 'II');
  if (!le && !ascii(tiff, 0, 'MM')) return 1;
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  if (tiff.length < 8) return 1;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  for (let i = 0, n = u16(ifd); i < n; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) break;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** An APP1 segment with an EXIF block holding the orientation and nothing else. */
function orientationSegment(orientation: number): Buffer {
  const b = Buffer.alloc(36);
  b.writeUInt16BE(0xffe1, 0);
  b.writeUInt16BE(34, 2);
  b.write('Exif\0\0', 4, 'latin1');
  b.write('MM', 10, 'latin1');
  b.writeUInt16BE(42, 12);
  b.writeUInt32BE(8, 14); // IFD0 right after the header
  b.writeUInt16BE(1, 18); // one entry:
  b.writeUInt16BE(0x0112, 20); // Orientation,
  b.writeUInt16BE(3, 22); // SHORT,
  b.writeUInt32BE(1, 24); // one value
  b.writeUInt16BE(orientation, 28);
  return b; // then no next IFD (zeros)
}

const isKeptApp = (marker: number, segment: Buffer) =>
  (marker === 0xe0 && (ascii(segment, 4, 'JFIF\0') || ascii(segment, 4, 'JFXX\0'))) ||
  (marker === 0xe2 && ascii(segment, 4, 'ICC_PROFILE\0')) ||
  (marker === 0xee && ascii(segment, 4, 'Adobe'));

async function* jpeg(r: ByteReader): AsyncGenerator<Buffer> {
  yield r.take(2); // SOI
  for (;;) {
    if (!(await r.fill(2)) || r.bytes[0] !== 0xff) return yield* r.rest();
    const marker = r.bytes[1];
    if (marker === 0xff) {
      yield r.take(1); // fill byte
      continue;
    }
    if (marker === 0xd9) {
      yield r.take(2); // EOI: whatever follows is read (the upload's limits count it) and dropped
      return yield* r.pass(Infinity, false);
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      yield r.take(2);
      continue;
    }
    if (!(await r.fill(4))) return yield* r.rest();
    const size = 2 + r.bytes.readUInt16BE(2);
    if (marker === 0xda) {
      yield* r.pass(size, true);
      yield* entropyData(r);
      continue;
    }
    const metadata = (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;
    if (!metadata) {
      yield* r.pass(size, true);
      continue;
    }
    await r.fill(Math.min(size, 18));
    if (isKeptApp(marker, r.bytes)) {
      yield* r.pass(size, true);
      continue;
    }
    if (marker === 0xe1 && ascii(r.bytes, 4, 'Exif\0\0') && (await r.fill(size))) {
      const orientation = orientationOf(r.bytes.subarray(10, size));
      if (orientation !== 1) yield orientationSegment(orientation);
    }
    yield* r.pass(size, false);
  }
}

/** The compressed data of a scan, up to the next marker (stuffed 0xFF00 and restart markers are data). */
async function* entropyData(r: ByteReader): AsyncGenerator<Buffer> {
  while (await r.fill(1)) {
    const at = r.bytes.indexOf(0xff);
    if (at < 0) {
      yield r.take(r.bytes.length);
      continue;
    }
    if (at > 0) yield r.take(at);
    if (!(await r.fill(2))) return;
    const next = r.bytes[1];
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) yield r.take(2);
    else return; // a marker: the segment loop goes on
  }
}

// ---- PNG ----

const PNG_DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

async function* png(r: ByteReader): AsyncGenerator<Buffer> {
  yield r.take(8); // signature
  for (;;) {
    if (!(await r.fill(8))) return yield* r.rest();
    const length = r.bytes.readUInt32BE(0);
    const type = r.bytes.toString('latin1', 4, 8);
    if (length > 0x7fffffff) return yield* r.rest();
    yield* r.pass(12 + length, !PNG_DROPPED.has(type));
    if (type === 'IEND') return yield* r.rest();
  }
}

// ---- WebP ----

/** VP8X flags: EXIF and XMP present. */
const WEBP_METADATA_FLAGS = 0x08 | 0x04;

async function* webp(r: ByteReader): AsyncGenerator<Buffer> {
  yield r.take(12); // RIFF, size, WEBP
  for (;;) {
    if (!(await r.fill(8))) return yield* r.rest();
    const fourcc = r.bytes.toString('latin1', 0, 4);
    const size = r.bytes.readUInt32LE(4);
    const padded = size + (size & 1);
    if (fourcc === 'VP8X' && padded <= 32 && (await r.fill(8 + padded))) {
      const chunk = Buffer.from(bytesOf(r.take(8 + padded)));
      chunk[8] &= ~WEBP_METADATA_FLAGS;
      yield chunk;
    } else if (fourcc === 'EXIF' || fourcc === 'XMP ') {
      const header = Buffer.from(bytesOf(r.take(8)));
      header.write('JUNK', 0, 'latin1');
      yield header;
      yield* r.pass(padded, true, (chunk) => Buffer.alloc(chunk.length));
    } else yield* r.pass(8 + padded, true);
  }
}

/** The stream step: the same bytes, less the metadata of a JPEG, PNG or WebP photo. */
export async function* withoutImageMetadata(source: Source): AsyncGenerator<Buffer> {
  const r = new ByteReader(source);
  await r.fill(16);
  const b = r.bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) yield* jpeg(r);
  else if (b.length >= 16 && b.readUInt32BE(0) === 0x89504e47 && ascii(b, 12, 'IHDR')) yield* png(r);
  else if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) yield* webp(r);
  else yield* r.rest();
}
