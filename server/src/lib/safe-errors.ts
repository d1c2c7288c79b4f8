// Errors on their way to the log: a failed query (drizzle's DrizzleQueryError: "Failed query: <sql>\nparams:
// <values>") keeps its SQL and the database's error code but never its parameters, which may be password
// hashes, tokens or personal data.
type Serialized = Record<string, unknown> & { message?: string; stack?: string };

const PARAMS = /\nparams: [\s\S]*$/;

function scrub(text: unknown): unknown {
  return typeof text === 'string' ? text.replace(PARAMS, '\nparams: [not logged]') : text;
}

function scrubbed(value: Serialized): Serialized {
  const out: Serialized = { ...value };
  delete out.params;
  out.message = scrub(out.message) as string | undefined;
  out.stack = scrub(out.stack) as string | undefined;
  // pg's own errors carry neither; drizzle's wrap them as `cause`.
  if (out.cause && typeof out.cause === 'object') out.cause = scrubbed(out.cause as Serialized);
  // A database error's `detail` may quote a row's values ("Key (email)=(…) already exists").
  if (typeof out.detail === 'string') out.detail = '[not logged]';
  return out;
}

function serialize(err: Error, depth = 0): Serialized {
  const out: Serialized = { type: err.constructor?.name ?? err.name, message: err.message, stack: err.stack };
  for (const [key, value] of Object.entries(err))
    if (key !== 'cause' && (value === null || typeof value !== 'object')) out[key] = value;
  if (err.cause instanceof Error && depth < 3) out.cause = serialize(err.cause, depth + 1);
  return out;
}

/** The logger's `err` serializer (app.ts) and what the error handler logs. */
export function safeErrorSerializer(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  return scrubbed(serialize(err));
}
