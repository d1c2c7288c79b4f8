// Images that must be fetched with the bearer token (payment receipts): each through its query (shared-api's
// receiptFileQuery), shown from an object URL that is released when the image leaves the screen.
import { useEffect, useRef, useState } from 'react';
import { useQueries } from '@tanstack/react-query';

/** An image's state; `retry` fetches it again (after a failure, or when a fetched file would not render). */
export type FetchedImage = { retry(): void } & (
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; src: string }
);

export interface ImageFileQuery {
  queryKey: readonly unknown[];
  queryFn: () => Promise<Blob>;
  staleTime?: number;
}

/** Each image's state by its id: loading, failed (with a retry of that image) or ready with its object URL. */
export function useFetchedImages(
  images: readonly { id: number; query: ImageFileQuery }[],
  enabled = true,
): Map<number, FetchedImage> {
  const files = useQueries({ queries: images.map((image) => ({ ...image.query, enabled })) });
  const blobs = files.map((f) => f.data);
  const stamp = files.map((f) => f.dataUpdatedAt).join(',');
  const current = useRef(blobs);
  current.current = blobs;
  const [urls, setUrls] = useState<Map<Blob, string>>(new Map());
  useEffect(() => {
    const made = new Map<Blob, string>();
    for (const blob of current.current)
      if (blob && !made.has(blob)) made.set(blob, URL.createObjectURL(blob));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [stamp]);

  const states = new Map<number, FetchedImage>();
  images.forEach((image, i) => {
    const file = files[i];
    const src = file.data ? urls.get(file.data) : undefined;
    const retry = () => void file.refetch();
    if (file.isError) states.set(image.id, { kind: 'failed', retry });
    else if (src) states.set(image.id, { kind: 'ready', src, retry });
    else states.set(image.id, { kind: 'loading', retry });
  });
  return states;
}
