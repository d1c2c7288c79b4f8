// The one error handler: every failure answers `{"error": "<Persian>"}`, validation failures add `details`.
import { HTTP_ERROR_TEXTS } from '@sefaresh/shared-api/rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, SERVER_MESSAGES } from '../lib/errors';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { StorageError } from '../lib/file-store';
import { validationDetails } from '../lib/validation';

const JSON_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

export function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    if (
      (error.statusCode === 429 || error.retryAfterSeconds !== undefined) &&
      !reply.hasHeader('retry-after')
    )
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
    let message = HTTP_ERROR_TEXTS[status] ?? SERVER_MESSAGES.badRequest;
    if (status === 400 && (JSON_ERRORS.has(error.code) || error.name === 'SyntaxError'))
      message = SERVER_MESSAGES.invalidJson;
    request.log.info({ err: error }, 'client error');
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('Retry-After', '60');
    return reply.code(status).send({ error: message });
  }
  if (error instanceof StorageError) {
    request.log.error({ err: error.cause, reqId: request.id, op: error.op }, 'file store failed');
    return reply.code(503).header('Retry-After', '30').send({ error: SERVER_MESSAGES.storageUnavailable });
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
