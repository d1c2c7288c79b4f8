// The price list of /admin/products (staff only): GET admin/products/export/ answers every product as an .xlsx;
// POST admin/products/import/ takes one .xlsx (multipart field `file`), answers the preview with dry_run=true and
// applies it otherwise.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PRICE_LIST_IMPORT } from '@sefaresh/shared-api/rules';
import { currentUser } from '../../lib/current-user';
import { HttpError, badRequest } from '../../lib/errors';
import { errorResponses, xlsxBody } from '../../lib/schemas';
import { sendWorkbook } from '../../lib/xlsx-reply';
import { declareRoutes } from '../../lib/declare-routes';
import { PRICE_LIST_MESSAGES as M } from './messages';
import { PriceListImportQuery, PriceListImportResponse } from './schemas';

/** The uploaded file, read into memory up to the size limit (413 past it). */
async function uploadedFile(request: FastifyRequest): Promise<{ data: Buffer; name: string }> {
  if (!request.isMultipart()) throw badRequest(M.fileRequired);
  let part;
  try {
    part = await request.file({ limits: { fileSize: PRICE_LIST_IMPORT.maxBytes, files: 1 } });
  } catch {
    throw badRequest(M.fileRequired);
  }
  if (!part) throw badRequest(M.fileRequired);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, M.fileTooLarge);
    throw badRequest(M.unreadable);
  }
  if (part.file.truncated) throw new HttpError(413, M.fileTooLarge);
  return { data, name: part.filename ?? '' };
}

const priceListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { priceList } = app.services;
  const staff = declareRoutes(app, ['admin']);

  staff.get('/admin/products/export/', {
    summary:
      'Every product as a right-to-left .xlsx (code, name, category, unit weight, base price, tax rate, stock, stock status, active) with a second sheet explaining the columns',
    response: { 200: xlsxBody(), ...errorResponses(401, 403) },
    handler: async (_request, reply) =>
      sendWorkbook(reply, { kind: 'price-list', at: priceList.now() }, (out) => priceList.exportTo(out)),
  });

  staff.post('/admin/products/import/', {
    summary:
      'Import the price list (.xlsx of the export layout, at most 5 MB and 5,000 rows): dry_run=true previews, otherwise applies all or nothing',
    description:
      'multipart/form-data with one file field `file`. Rows without a code create products; a code (P-17) updates ' +
      'that product. Errors (per row and cell, in Persian) block the import; a price moved by more than 50% is a ' +
      'warning. Without dry_run a file with errors answers 400 with details by cell and changes nothing.',
    consumes: ['multipart/form-data'],
    querystring: PriceListImportQuery,
    response: { 200: PriceListImportResponse, ...errorResponses(400, 401, 403, 413) },
    handler: async (request) => {
      const actor = currentUser(request);
      const file = await uploadedFile(request);
      if (request.query.dry_run) return priceList.preview(file.data);
      return priceList.apply(file.data, actor.id, file.name);
    },
  });
};

export default priceListRoutes;
