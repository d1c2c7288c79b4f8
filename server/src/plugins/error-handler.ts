// The one error handler: every failure answers `{"error": "<Persian>"}`, validation failures add `details`.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, SERVER_MESSAGES } from '../lib/errors';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { validationDetails } from '../lib/validation';

const STATUS_MESSAGES: Record<number, string> = {
  400: SERVER_MESSAGES.badRequest,
  401: SERVER_MESSAGES.unauthorized,
  403: SERVER_MESSAGES.forbidden,
  404: SERVER_MESSAGES.notFound,
  405: SERVER_MESSAGES.methodNotAllowed,
  409: SERVER_MESSAGES.conflict,
  413: SERVER_MESSAGES.payloadTooLarge,
  415: SERVER_MESSAGES.unsupportedMediaType,
  429: SERVER_MESSAGES.tooManyRequests,
};

const JSON_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

export function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    if (error.statusCode === 429 && !reply.hasHeader('retry-after'))
      reply.header('Retry-After', String(error.retryAfterSeconds ?? 60));
    return reply
      .code(error.statusCode)
      .send(error.details ? { error: error.message, details: error.details } : { error: error.message });
  }
  if (error.validation) {
    return reply
      .code(400)
      .send({ error: SERVER_MESSAGES.validation, details: validationDetails(error.validation) });
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    let message = STATUS_MESSAGES[status] ?? SERVER_MESSAGES.badRequest;
    if (status === 400 && (JSON_ERRORS.has(error.code) || error.name === 'SyntaxError'))
      message = SERVER_MESSAGES.invalidJson;
    request.log.info({ err: error }, 'client error');
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('Retry-After', '60');
    return reply.code(status).send({ error: message });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
    return reply.code(503).header('Retry-After', '5').send({ error: SERVER_MESSAGES.databaseUnavailable });
  }
  request.log.error({ err: error, reqId: request.id }, 'unhandled error');
  return reply.code(500).send({ error: SERVER_MESSAGES.serverError });
}

export function apiNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ error: SERVER_MESSAGES.notFound });
}
