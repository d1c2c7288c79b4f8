// Query strings of the list calls: empty values (undefined, null, '') are left out, the rest sent as text.

export function definedParams(params: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value);
  }
  return out;
}
