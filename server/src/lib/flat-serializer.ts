// The response serializer: fastify's own (fast-json-stringify), compiled from a copy of each response schema
// whose unions are flattened where that cannot change a valid answer's bytes. fast-json-stringify serializes an
// `anyOf` by running ajv on the value against each branch until one matches, so a list row with its nullable
// dates and amounts and its status (a union of literals) ran a validator per value: half the serialization time of
// the order list. The routes keep their schemas as written: the OpenAPI document (and so the generated client
// types) tells clients the same contract; only the serializer's copy changes. test/flat-serializer.test.ts checks
// that real answers come out byte-identical to what the unflattened schemas write.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is a schema, a list of schemas, or a map of names to schemas. */
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];
const LIST = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions'];

const isNull = (s: Schema) => s.type === 'null' && s.const === undefined;
const isStringLiteral = (s: Schema) =>
  typeof s.const === 'string' && (s.type === undefined || s.type === 'string');
/** A branch that is one plain schema, serialized by its type alone (no union or constant of its own). */
const isPlain = (s: Schema) =>
  typeof s.type === 'string' &&
  s.type !== 'null' &&
  s.const === undefined &&
  s.enum === undefined &&
  s.nullable === undefined &&
  !LIST.some((k) => k in s);

/**
 * The union as one schema where fast-json-stringify then writes the same bytes for every value the union accepts:
 * `X | null` (X a plain schema) as X with `nullable` (null is written as null, any other value as X writes it),
 * and string literals (optionally `| null`) as a string (a literal's bytes are the string's). Otherwise null.
 */
function flatUnion(branches: Schema[]): Schema | null {
  const nulls = branches.filter(isNull);
  const rest = branches.filter((b) => !isNull(b));
  if (!rest.length || nulls.length > 1) return null;
  let base: Schema;
  if (rest.every(isStringLiteral)) base = { type: 'string' };
  else if (rest.length === 1 && isPlain(rest[0])) base = rest[0];
  else return null;
  return nulls.length ? { ...base, nullable: true } : base;
}

/** A copy of the schema with its unions flattened wherever flatUnion can (unions it cannot are kept). */
export function flattenUnions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(flattenUnions);
  if (!isSchema(schema)) return schema;
  const out: Schema = { ...schema };
  for (const k of ONE) if (isSchema(out[k])) out[k] = flattenUnions(out[k]);
  for (const k of LIST) if (Array.isArray(out[k])) out[k] = (out[k] as unknown[]).map(flattenUnions);
  for (const k of MAP) {
    const map = out[k];
    if (isSchema(map))
      out[k] = Object.fromEntries(Object.entries(map).map(([name, s]) => [name, flattenUnions(s)]));
  }
  const union = out.anyOf;
  if (Array.isArray(union) && union.every(isSchema) && out.oneOf === undefined && out.allOf === undefined) {
    const flat = flatUnion(union);
    if (flat) {
      const { anyOf: _anyOf, ...siblings } = out;
      // the union's own keywords (description) first, as fast-json-stringify merges them into each branch
      return { ...siblings, ...flat };
    }
  }
  return out;
}

type BuildSerializer = ReturnType<typeof SerializerSelector>;

/** fastify's serializer factory (schemaController.compilersFactory.buildSerializer) on flattened schemas. */
export const flatSerializerFactory: BuildSerializer = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => compile({ ...route, schema: flattenUnions(route.schema) as typeof route.schema });
};
