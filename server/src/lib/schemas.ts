// Schemas shared by every module: the error envelope, a union of string constants.
import { Type, type TSchemaOptions } from 'typebox';

export const ErrorResponse = Type.Object(
  {
    error: Type.String({ description: 'Persian message for the user' }),
    details: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description: 'Persian messages per field (400 only)',
      }),
    ),
  },
  { description: 'Error envelope' },
);

/** Response entries for the usual error statuses, to spread into a route's `response`. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, ErrorResponse])) as Record<number, typeof ErrorResponse>;

/** One of these strings (a union of literals, in the list's order): status lists and the like from the rules module. */
export const literalUnion = <const T extends string>(values: readonly T[], options?: TSchemaOptions) =>
  // Unsafe states the static type the schema validates (T); Union's own typing of a mapped array would be never
  Type.Unsafe<T>(
    Type.Union(
      values.map((v) => Type.Literal(v)),
      options,
    ),
  );

/** One of these strings, or null. */
export const literalUnionOrNull = <const T extends string>(values: readonly T[], options?: TSchemaOptions) =>
  Type.Unsafe<T | null>(Type.Union([...values.map((v) => Type.Literal(v)), Type.Null()], options));

/** The media type of an Excel (.xlsx) answer. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** An .xlsx answer (a stream or a buffer), described as binary in the OpenAPI document, with its file name when given. */
export const xlsxBody = (attachmentName?: string) =>
  Type.Unsafe<Buffer | import('node:stream').Readable>({
    type: 'string',
    format: 'binary',
    description: attachmentName
      ? `${XLSX_MEDIA_TYPE}, as an attachment named ${attachmentName}`
      : XLSX_MEDIA_TYPE,
  });
