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

/**
 * Opens a PDF that must be fetched first (with the bearer token) in a new tab: the tab is opened within the
 * click (pop-up blockers), then pointed at the file once it has arrived; the object URL is released after 60 s.
 * A failed fetch closes the tab and rejects. When the browser refuses the tab, `onBlocked` (given) is told and
 * nothing is fetched; without it the file is opened once it has arrived.
 */
export async function openPdfInNewTab(
  fetchBlob: () => Promise<Blob>,
  { onBlocked }: { onBlocked?: () => void } = {},
): Promise<void> {
  const tab = window.open('', '_blank');
  if (!tab && onBlocked) return onBlocked();
  try {
    const blob = await fetchBlob();
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
