// Failures that mean "the database cannot answer now" (unreachable, restarting, a connection cut, a lock or a
// statement that waited too long), which the API answers with 503 and a Persian "try again shortly" instead of a
// 500: the request changed nothing (its transaction was rolled back) and may simply be repeated.

/** SQLSTATE classes and codes: connection exceptions (08…), operator intervention (57P0…), lock and statement timeouts. */
const UNAVAILABLE_SQLSTATES = /^(08\d{3}|57P0[1-4]|55P03|57014|53300)$/;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
];

/** True when the error (or one it wraps, as drizzle's query errors do) says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_NODE_CODES.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
  }
  return false;
}
