import {
  exportFileName,
  exportFileNameAscii,
  type ExportFileKind,
  type ExportRange,
} from '@sefaresh/shared-api/rules';

// Content-Disposition with a UTF-8 file name (RFC 6266, filename* of RFC 5987) and an ASCII name for clients that
// read only filename: receipts keep their Persian names, exports are named in Persian.

/** RFC 5987's encoding: percent-encoded UTF-8, with the characters encodeURIComponent leaves but the RFC does not. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment; filename="<ascii>"; filename*=UTF-8''<name>`; `fallback` must be printable ASCII. */
export function contentDisposition(
  kind: 'inline' | 'attachment',
  fileName: string,
  fallback: string,
): string {
  const ascii = fallback.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** An Excel export's Content-Disposition: the Persian name of the rules module, its ASCII twin as the fallback. */
export function exportDisposition(kind: ExportFileKind, at: Date, range?: ExportRange): string {
  return contentDisposition(
    'attachment',
    exportFileName(kind, at, range),
    exportFileNameAscii(kind, at, range),
  );
}
