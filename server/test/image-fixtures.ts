// Images the upload tests send: real JPEG/PNG/GIF/WebP made by sharp, a PNG header that claims a huge image (a
// pixel flood in a few bytes), an SVG and a renamed executable; and a multipart body builder.
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

export const makeImage = (format: 'jpeg' | 'png' | 'gif' | 'webp', width = 60, height = 40) => {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  if (format === 'jpeg')
    return img
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'gps here' } })
      .toBuffer();
  return img[format]().toBuffer();
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const byte of b) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A valid PNG header and IHDR for width × height, then IEND: tiny on disk, gigantic when decoded. */
export function pixelFloodPng(width = 60_000, height = 60_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data] as unknown as Uint8Array[]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc] as unknown as Uint8Array[]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(10) as unknown as Uint8Array)),
    chunk('IEND', Buffer.alloc(0)),
  ] as unknown as Uint8Array[]);
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00', 'latin1'),
  randomBytes(200),
] as unknown as Uint8Array[]);

export interface Part {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body of files and text fields. */
export function multipart(files: Part[], fields: Record<string, string> = {}) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks as unknown as Uint8Array[]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
