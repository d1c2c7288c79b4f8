// Turns Ajv (TypeBox schema) errors into Persian per-field messages. A property schema may carry its own
// texts under the `x-messages` keyword, by Ajv keyword: `Type.String({ 'x-messages': { required: '...' } })`.
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { SERVER_MESSAGES, type FieldErrors } from './errors';
import { NO_CONTROL } from './input-rules';

export const X_MESSAGES = 'x-messages';
type XMessages = Partial<Record<string, string>>;

interface AjvErrorLike extends FastifySchemaValidationError {
  parentSchema?: Record<string, unknown>;
}

function fieldName(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

function defaultMessage(e: AjvErrorLike): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return SERVER_MESSAGES.required;
    case 'type':
      return SERVER_MESSAGES.invalidType;
    case 'minLength':
      return Number(p.limit) === 1 ? SERVER_MESSAGES.required : SERVER_MESSAGES.tooShort(Number(p.limit));
    case 'maxLength':
      return SERVER_MESSAGES.tooLong(Number(p.limit));
    case 'minimum':
    case 'exclusiveMinimum':
      return SERVER_MESSAGES.tooSmall(Number(p.limit));
    case 'maximum':
    case 'exclusiveMaximum':
      return SERVER_MESSAGES.tooLarge(Number(p.limit));
    case 'additionalProperties':
      return SERVER_MESSAGES.unknownField;
    case NO_CONTROL:
      return SERVER_MESSAGES.controlCharacters;
    default:
      return SERVER_MESSAGES.invalidValue;
  }
}

/** `{field: [Persian message, ...]}` from a validation failure. Fields without a path go under `non_field_errors`. */
export function validationDetails(errors: FastifySchemaValidationError[]): FieldErrors {
  const details: FieldErrors = {};
  for (const raw of errors) {
    const e = raw as AjvErrorLike;
    const p = e.params as Record<string, unknown>;
    let field = fieldName(e.instancePath ?? '');
    let own: XMessages | undefined = e.parentSchema?.[X_MESSAGES] as XMessages | undefined;
    if (e.keyword === 'required' && typeof p.missingProperty === 'string') {
      field = field ? `${field}.${p.missingProperty}` : p.missingProperty;
      const props = e.parentSchema?.properties as Record<string, Record<string, unknown>> | undefined;
      own = props?.[p.missingProperty]?.[X_MESSAGES] as XMessages | undefined;
    } else if (e.keyword === 'additionalProperties' && typeof p.additionalProperty === 'string') {
      field = field ? `${field}.${p.additionalProperty}` : p.additionalProperty;
    }
    const message = own?.[e.keyword] ?? own?.default ?? defaultMessage(e);
    const key = field || 'non_field_errors';
    const list = (details[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return details;
}
