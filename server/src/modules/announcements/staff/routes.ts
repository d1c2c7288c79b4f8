// Admin announcement calls (spec 002 §7 Announcements). Staff only: customers and dealers 403, anonymous 401.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/schemas';
import { declareRoutes } from '../../../lib/declare-routes';
import type { FastifyRequest } from 'fastify';
import { formFiles, multipartForm } from '../../../lib/multipart-form';
import { IMAGE_FILES, type ProductForm } from '../../catalogue/staff/product-form';
import { AnnouncementForm } from './form-schemas';
import { AnnouncementIdParams, AnnouncementItem, AnnouncementsResponse } from '../schemas';
import { currentUser } from '../../../lib/current-user';

const FORM =
  'multipart/form-data: title and description (required on create), shipment_date and estimated_arrival (YYYY-MM-DD, ' +
  'arrival not before shipment), origin_country, product_categories, related_products (JSON list of product ids), ' +
  'is_active, is_featured, and the repeated file field `images` (as for products: JPEG, PNG, GIF or WebP by content, ' +
  'at most 5 of 5 MB). On edit new files replace the images and no files keep them. JSON is accepted too (toggles). ' +
  'Saving an active announcement for the first time queues new_arrival_customer and new_arrival_dealer (email and SMS).';

const AdminAnnouncementsQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  date: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Literal('week'), Type.Literal('month')], {
      description: 'week: the last 7 days; month: since the start of the current Persian month',
    }),
  ),
  status: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('active'), Type.Literal('inactive')])),
});
const AdminAnnouncementsResponse = Type.Object({
  results: AnnouncementsResponse,
  stats: Type.Object({
    total: Type.Integer(),
    active: Type.Integer(),
    featured: Type.Integer(),
    this_month: Type.Integer(),
  }),
});
const BulkBody = Type.Object({
  action: Type.Union([Type.Literal('activate'), Type.Literal('deactivate'), Type.Literal('delete')]),
  announcement_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 }),
});
const BulkResponse = Type.Object({ message: Type.String(), affected: Type.Integer() });

/** The validated fields and the image files of an announcement form. */
const announcementForm = (request: FastifyRequest): ProductForm => ({
  fields: request.body as Record<string, unknown>,
  images: formFiles(request),
});

const adminAnnouncementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { adminAnnouncements } = app.services;
  const staff = declareRoutes(app, ['admin']);

  staff.get('/admin/announcements/', {
    summary: 'Every announcement, newest first, with stat cards (total, active, featured, this month)',
    querystring: AdminAnnouncementsQuery,
    response: { 200: AdminAnnouncementsResponse, ...errorResponses(400, 401, 403) },
    handler: async (request) => adminAnnouncements.list(request.query),
  });

  staff.post('/admin/announcements/', {
    summary: 'Create an announcement',
    description: FORM,
    consumes: ['multipart/form-data', 'application/json'],
    body: AnnouncementForm,
    response: { 201: AnnouncementItem, ...errorResponses(400, 401, 403, 413) },
    // the role before the form is read: nobody else uploads anything
    preValidation: [app.requireStaff, multipartForm(AnnouncementForm, IMAGE_FILES)],
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await adminAnnouncements.create(announcementForm(request), currentUser(request).id)),
  });

  staff.patch('/admin/announcements/:id/', {
    summary: 'Change an announcement (multipart), or toggle is_active / is_featured (JSON)',
    description: FORM,
    consumes: ['multipart/form-data', 'application/json'],
    params: AnnouncementIdParams,
    body: AnnouncementForm,
    response: { 200: AnnouncementItem, ...errorResponses(400, 401, 403, 404, 413) },
    // the role before the form is read: nobody else uploads anything
    preValidation: [app.requireStaff, multipartForm(AnnouncementForm, IMAGE_FILES)],
    handler: async (request) =>
      adminAnnouncements.update(request.params.id, announcementForm(request), currentUser(request).id),
  });

  staff.delete('/admin/announcements/:id/', {
    summary: 'Delete an announcement and its image files',
    params: AnnouncementIdParams,
    response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    handler: async (request, reply) => {
      await adminAnnouncements.remove(request.params.id);
      return reply.code(204).send(null);
    },
  });

  staff.post('/admin/announcements/bulk-action/', {
    summary: 'activate, deactivate or delete the announcements (activating publishes those never announced)',
    body: BulkBody,
    response: { 200: BulkResponse, ...errorResponses(400, 401, 403) },
    handler: async (request) => adminAnnouncements.bulk(request.body.action, request.body.announcement_ids),
  });
};

export default adminAnnouncementRoutes;
