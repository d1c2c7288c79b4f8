// Offset paging of the `{count, next, previous, results}` lists (spec 001 §7 GET /products/): the links keep every
// other query parameter and change only limit and offset; they are paths on this server (no host), so they hold
// behind any proxy.

export interface OffsetPage {
  limit: number;
  offset: number;
}

function link(path: string, query: Record<string, unknown>, limit: number, offset: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'limit' || key === 'offset' || value === undefined || value === null || value === '')
      continue;
    params.set(key, String(value));
  }
  params.set('limit', String(limit));
  if (offset > 0) params.set('offset', String(offset));
  return `${path}?${params.toString()}`;
}

/** next and previous of a page of `count` rows, or null at either end. */
export function pageLinks(path: string, query: Record<string, unknown>, page: OffsetPage, count: number) {
  const { limit, offset } = page;
  return {
    next: offset + limit < count ? link(path, query, limit, offset + limit) : null,
    previous: offset > 0 ? link(path, query, limit, Math.max(0, Math.min(offset, count) - limit)) : null,
  };
}

/** A LIKE pattern matching `term` anywhere, with LIKE's own characters taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Arabic yeh and kaf typed in a search are the Persian letters the catalogue is written with. */
export const persianLetters = (s: string) => s.replace(/ي/g, 'ی').replace(/ك/g, 'ک');
