// Payment receipt endpoints of spec 000 §7: the list, the multipart upload, the delete, and the file itself.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { contentDisposition } from '../../lib/content-disposition';
import { errorResponses } from '../../lib/schemas';
import { declareRoutes } from '../../lib/declare-routes';
import {
  FileQuery,
  FileResponse,
  OrderIdParams,
  ReceiptParams,
  ReceiptsListResponse,
  UploadResponse,
} from './schemas';
import { streamReceiptFiles } from './receipt-stream';
import { currentUser } from '../../lib/current-user';

/** A receipt's Content-Disposition: its own name, and receipt-<id>.<ext> for clients that read only ASCII. */
function receiptDisposition(kind: 'inline' | 'attachment', fileName: string, receiptId: number) {
  const ext = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1) : '';
  const fallback = /^[\x20-\x7e]+$/.test(fileName)
    ? fileName
    : `receipt-${receiptId}${ext && /^[a-z0-9]+$/i.test(ext) ? `.${ext}` : ''}`;
  return contentDisposition(kind, fileName, fallback);
}

const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { payments, files: fileStore } = app.services;
  const signedIn = declareRoutes(app, ['payments'], { onRequest: app.authenticate });

  signedIn.get('/orders/:id/payment-receipts/', {
    summary: "The order's payment receipts, oldest first (its customer, staff, the assigned dealer)",
    params: OrderIdParams,
    response: { 200: ReceiptsListResponse, ...errorResponses(400, 401, 403, 404) },
    handler: async (request) => payments.list(currentUser(request), request.params.id),
  });

  signedIn.post('/orders/:id/upload-payment-receipt/', {
    summary: 'Upload payment receipts: confirmed → payment_uploaded (the order’s customer only)',
    description:
      'multipart/form-data with the repeated file field `payment_receipts`: 1 to 10 files, each at most ' +
      '15 MB and a JPEG, PNG, GIF, WebP or PDF by its content (magic bytes; the name and declared type ' +
      'do not count). Every file is checked before anything is stored; the files, the status change and ' +
      'the order event are written in one transaction. 400: no file, an empty file, a file that is not an ' +
      'image or PDF (details.payment_receipts names each), more than 10 files; 413: a file over 15 MB; ' +
      '409: the order is not confirmed. A file whose extension disagrees with its content is stored ' +
      'under the right extension and reported in warnings.',
    consumes: ['multipart/form-data'],
    params: OrderIdParams,
    response: { 201: UploadResponse, ...errorResponses(400, 401, 403, 404, 409, 413) },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const orderId = request.params.id;
      // Refuse early (no lock) before storing up to 150 MB; the transaction checks again under the lock.
      await payments.checkCanUpload(user, orderId);
      const { files, fields } = await streamReceiptFiles(request, fileStore, orderId);
      const result = await payments.upload(user, orderId, files, fields);
      return reply.code(201).send(result);
    },
  });

  signedIn.delete('/orders/:id/delete-payment-receipt/:receiptId/', {
    summary: "Delete an unverified receipt while the order is confirmed (the order's customer only)",
    params: ReceiptParams,
    response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 403, 404, 409) },
    handler: async (request, reply) => {
      await payments.remove(currentUser(request), request.params.id, request.params.receiptId);
      return reply.code(204).send(null);
    },
  });

  signedIn.get('/orders/:id/payment-receipts/:receiptId/file/', {
    summary: 'The receipt file (its customer, staff, the assigned dealer); ?download=1 as an attachment',
    params: ReceiptParams,
    querystring: FileQuery,
    response: { 200: FileResponse, ...errorResponses(400, 401, 403, 404) },
    handler: async (request, reply) => {
      const { id, receiptId } = request.params;
      const receipt = await payments.file(currentUser(request), id, receiptId);
      const download = request.query.download === '1' || request.query.download === 'true';
      return reply
        .code(200)
        .header('Content-Type', receipt.mimeType)
        .header(
          'Content-Disposition',
          receiptDisposition(download ? 'attachment' : 'inline', receipt.fileName, receipt.id),
        )
        .header('Content-Length', receipt.size)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(receipt.body);
    },
  });
};

export default paymentsRoutes;
