/** How long a downloaded file's object URL lives (spec 000 §9): long enough for the browser to take it. */
export const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves a downloaded file under a name through a temporary link; the object URL is released after 60 s. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
