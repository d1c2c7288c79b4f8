/** A call's query as ky's search parameters: empty values (undefined, null, '') left out, the rest as strings. */
export function toSearchParams(params: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value);
  }
  return out;
}
