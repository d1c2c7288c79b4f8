// Multipart forms under the rules of every other route. A preValidation hook reads the parts: the text fields
// become the request body, shaped by the route's own body schema (JSON or comma lists for array fields, Persian
// and Arabic digits read as ASCII in number, flag and pattern fields; free text kept as typed), so that Fastify
// then validates it like a JSON body: types, the integer range, no control characters, length caps, Persian 400s
// per field. The files of the one file field are read into memory up to its limits and kept for the handler
// (formFiles); a file in any other field is read and dropped.
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { normalizeDigits } from '@sefaresh/shared-api/rules';
import { HttpError, SERVER_MESSAGES, validationFailed } from './errors';
import { X_MESSAGES } from './validation';

export interface FormFile {
  fileName: string;
  data: Buffer;
}

export interface FormFileRules {
  /** The (repeated) file field. */
  field: string;
  maxFiles: number;
  maxBytes: number;
  /** 413 texts: the answer's, and the field's for the named file. */
  tooLargeTitle: string;
  tooLarge: (fileName: string) => string;
  /** 400 text past maxFiles. */
  tooMany: string;
}

type Schema = Record<string, unknown> & { type?: unknown; properties?: Record<string, Schema> };

/** The most text fields a form may carry. */
const MAX_FIELDS = 50;
/** The most bytes of one text field (past it: 400); the schema's own caps are smaller. */
const MAX_FIELD_BYTES = 1024 * 1024;

const uploaded = new WeakMap<FastifyRequest, FormFile[]>();

/** The files the form carried in its file field, in their order (none for a JSON body). */
export const formFiles = (request: FastifyRequest): FormFile[] => uploaded.get(request) ?? [];

/** The schema itself, or of a union the first variant that is not null. */
const variantOf = (s: Schema | undefined): Schema | undefined => {
  const variants = (s?.anyOf ?? s?.oneOf) as Schema[] | undefined;
  return variants ? variants.map(variantOf).find((v) => v && v.type !== 'null') : s;
};
const typeOf = (s: Schema | undefined) => {
  const t = variantOf(s)?.type;
  return typeof t === 'string' ? t : undefined;
};

const fieldMessage = (s: Schema | undefined) =>
  ((s?.[X_MESSAGES] as Record<string, string> | undefined)?.default ??
    SERVER_MESSAGES.invalidValue) as string;

/** A scalar as the schema reads it: digits made ASCII unless the field is free text; '' is no value. */
function scalar(value: string, schema: Schema | undefined): string | undefined {
  const s = variantOf(schema);
  const t = typeOf(s);
  const freeText = t === 'string' && s?.pattern === undefined && s?.format === undefined;
  if (freeText || t === undefined) return value;
  const plain = normalizeDigits(value).trim();
  if (t === 'boolean') return plain === '1' ? 'true' : plain === '0' ? 'false' : plain || undefined;
  return plain === '' && t !== 'string' ? undefined : plain;
}

/** The body of the form: each field once, as its schema expects it. */
function shapeFields(raw: Map<string, string[]>, schema: Schema): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const problems: Record<string, string[]> = {};
  for (const [name, values] of raw) {
    const s = schema.properties?.[name];
    const t = typeOf(s);
    if (t === 'array' || t === 'object') {
      const items = variantOf(s)?.items as Schema | undefined;
      const one = values.length === 1 ? values[0].trim() : undefined;
      if (one === undefined) body[name] = values.map((v) => scalar(v, items));
      else if (one === '') {
        if (t === 'array') body[name] = [];
      } else if (one.startsWith('[') || one.startsWith('{')) {
        try {
          body[name] = JSON.parse(one);
        } catch {
          problems[name] = [fieldMessage(s)];
        }
      } else if (t === 'array') body[name] = one.split(',').map((v) => scalar(v, items));
      else problems[name] = [fieldMessage(s)];
      continue;
    }
    const value = scalar(values[values.length - 1], s);
    if (value !== undefined) body[name] = value;
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
  return body;
}

/** A multipart failure (see @fastify/multipart's errors) as the Persian answer. */
function partsError(err: unknown, rules: FormFileRules, current: string): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, rules.tooLargeTitle, {
      [rules.field]: [rules.tooLarge(current || 'بدون نام')],
    });
  if (code === 'FST_FILES_LIMIT') return validationFailed({ [rules.field]: [rules.tooMany] }, rules.tooMany);
  // parts or fields limit, a prototype field name, malformed or truncated multipart data
  return new HttpError(400, SERVER_MESSAGES.badRequest);
}

/**
 * The preValidation hook of a route whose body is a multipart form (or JSON: then the body is left as parsed).
 * `schema` is the route's body schema.
 */
export function multipartForm(schema: object, rules: FormFileRules): preValidationAsyncHookHandler {
  const bodySchema = schema as Schema;
  return async (request) => {
    if (!request.isMultipart()) {
      request.body ??= {};
      return;
    }
    const raw = new Map<string, string[]>();
    const files: FormFile[] = [];
    let current = '';
    try {
      for await (const part of request.parts({
        limits: {
          fileSize: rules.maxBytes,
          files: rules.maxFiles,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
        },
      })) {
        if (part.type === 'field') {
          if (part.valueTruncated)
            throw validationFailed({ [part.fieldname]: [SERVER_MESSAGES.tooLong(MAX_FIELD_BYTES)] });
          const list = raw.get(part.fieldname) ?? [];
          list.push(typeof part.value === 'string' ? part.value : String(part.value));
          raw.set(part.fieldname, list);
          continue;
        }
        current = part.filename ?? '';
        const data = await part.toBuffer();
        if (part.file.truncated)
          throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
        if (part.fieldname === rules.field) files.push({ fileName: current, data });
      }
    } catch (err) {
      throw partsError(err, rules, current);
    }
    uploaded.set(request, files);
    request.body = shapeFields(raw, bodySchema);
  };
}
