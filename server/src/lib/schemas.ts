// Schemas shared by every module: the error envelope.
import { Type } from 'typebox';

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
