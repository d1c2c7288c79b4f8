// Input rules every route gets, whatever its own schema says (applied to each route's request schemas in an
// onRoute hook, app.ts), so that bad input is a 400 with a Persian message and never reaches the database:
// - an integer without a maximum gets the PostgreSQL integer range (2147483648 in /orders/{id}/ was a 500);
// - every string refuses control characters (a NUL byte was a 500: PostgreSQL text cannot hold it); tab, line
//   feed and carriage return stay allowed for multi-line text.
const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/** Ajv keyword: the string has no control character (C0 but tab/LF/CR, DEL, C1). */
export const NO_CONTROL = 'x-no-control';
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

type Schema = Record<string, unknown>;

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasType = (s: Schema, t: string) => s.type === t || (Array.isArray(s.type) && s.type.includes(t));

/** Adds the rules to a JSON schema in place (idempotent; shared sub-schemas are visited once). */
function hardenSchema(schema: unknown, seen = new Set<unknown>()): void {
  if (!isSchema(schema) || seen.has(schema)) return;
  seen.add(schema);
  if (hasType(schema, 'integer')) {
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) schema.maximum = INT32_MAX;
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) schema.minimum = INT32_MIN;
  }
  if (hasType(schema, 'string') && schema[NO_CONTROL] === undefined) schema[NO_CONTROL] = true;
  for (const key of ['properties', 'patternProperties', 'definitions', '$defs'])
    if (isSchema(schema[key])) for (const sub of Object.values(schema[key])) hardenSchema(sub, seen);
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'])
    if (isSchema(schema[key])) hardenSchema(schema[key], seen);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems', 'items'])
    if (Array.isArray(schema[key])) for (const sub of schema[key] as unknown[]) hardenSchema(sub, seen);
}

/** The onRoute hook: the request schemas (path, query, headers, body) of a route. */
export function hardenRouteSchemas(route: { schema?: Record<string, unknown> }): void {
  const schema = route.schema;
  if (!schema) return;
  for (const part of ['params', 'querystring', 'body', 'headers']) hardenSchema(schema[part]);
}

/** The Ajv keyword behind NO_CONTROL (registered in app.ts). */
export const noControlKeyword = {
  keyword: NO_CONTROL,
  type: 'string',
  schemaType: 'boolean',
  errors: false,
  validate: (enabled: boolean, data: string) => !enabled || !CONTROL_CHARACTERS.test(data),
} as const;
