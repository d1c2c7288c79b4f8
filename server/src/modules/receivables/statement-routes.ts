// The statement endpoints: the signed-in customer's own (here), and staff's view of any customer's
// (admin-routes.ts, staff only). JSON by default, ?format=pdf for the Persian PDF.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../lib/current-user';
import { errorResponses } from '../../lib/schemas';
import { STATEMENT_TEXTS } from './messages';
import { StatementQuery, StatementResponse } from './schemas';
import { statementOf } from './statement';
import { renderStatementPdf } from './statement-pdf';

/** The statement as JSON, or (format=pdf) as a PDF. */
export const StatementBody = Type.Union([
  StatementResponse,
  Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf (format=pdf)' }),
]);

export async function sendStatement(
  app: FastifyInstance,
  reply: FastifyReply,
  customerId: number,
  format: 'json' | 'pdf' | undefined,
) {
  const now = app.services.clock();
  const statement = await statementOf(app.database.db, customerId, now);
  if (format !== 'pdf') return statement;
  const pdf = await renderStatementPdf(statement, now);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${STATEMENT_TEXTS.fileName(customerId)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

const statementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/customers/statement/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['receivables'],
        summary: "The signed-in customer's statement (صورت‌حساب); ?format=pdf for the Persian PDF",
        security: [{ bearerAuth: [] }],
        querystring: StatementQuery,
        response: { 200: StatementBody, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => sendStatement(app, reply, currentUser(request).id, request.query.format),
  );
};

export default statementRoutes;
