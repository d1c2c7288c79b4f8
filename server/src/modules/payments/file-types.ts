// What a receipt file really is, found from its first bytes (magic numbers), never from its name or the
// content type the browser declared: JPEG, PNG, GIF, WebP or PDF; anything else is refused.

type ReceiptFileType = 'image' | 'pdf';

export interface DetectedType {
  fileType: ReceiptFileType;
  /** The content type the file is stored and served with. */
  mimeType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'application/pdf';
  /** The extension the file name should carry. */
  extension: 'jpg' | 'png' | 'gif' | 'webp' | 'pdf';
  /** Short name for messages ("PNG"). */
  label: string;
  /** Extensions that agree with the content. */
  extensions: readonly string[];
}

const ascii = (bytes: Buffer, offset: number, text: string) =>
  bytes.length >= offset + text.length && bytes.toString('latin1', offset, offset + text.length) === text;

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

const TYPES = {
  jpeg: {
    fileType: 'image',
    mimeType: 'image/jpeg',
    extension: 'jpg',
    label: 'JPEG',
    extensions: ['jpg', 'jpeg', 'jpe', 'jfif'],
  },
  png: { fileType: 'image', mimeType: 'image/png', extension: 'png', label: 'PNG', extensions: ['png'] },
  gif: { fileType: 'image', mimeType: 'image/gif', extension: 'gif', label: 'GIF', extensions: ['gif'] },
  webp: { fileType: 'image', mimeType: 'image/webp', extension: 'webp', label: 'WebP', extensions: ['webp'] },
  pdf: { fileType: 'pdf', mimeType: 'application/pdf', extension: 'pdf', label: 'PDF', extensions: ['pdf'] },
} as const satisfies Record<string, DetectedType>;

/** The type of the file from its content, or null when it is none of the accepted types. */
export function detectReceiptType(bytes: Buffer): DetectedType | null {
  // JPEG: SOI marker followed by the start of another marker.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return TYPES.jpeg;
  // PNG: the 8-byte signature, then the IHDR chunk.
  if (startsWith(bytes, PNG_SIGNATURE) && ascii(bytes, 12, 'IHDR')) return TYPES.png;
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return TYPES.gif;
  // WebP: a RIFF container of form WEBP whose first chunk is VP8, VP8L or VP8X.
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP') && ascii(bytes, 12, 'VP8')) return TYPES.webp;
  // PDF: the header at the very start (a file that merely contains it elsewhere is not accepted).
  if (ascii(bytes, 0, '%PDF-')) return TYPES.pdf;
  return null;
}

/** The lower-case extension of a file name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
}
