// Public announcement calls (spec 001 §7 GET /shipment-announcements/; opening one for the detail modal counts a
// view: GET /shipment-announcements/{id}/, the call the spec leaves unnamed). Readable without signing in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { AnnouncementIdParams, AnnouncementItem, AnnouncementsResponse } from './schemas';

const tags = ['catalogue'];

const publicAnnouncementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { announcements } = app.services;

  app.get(
    '/shipment-announcements/',
    {
      schema: {
        tags,
        summary:
          'Active shipment announcements, newest first, with author, images and related active products',
        response: { 200: AnnouncementsResponse },
      },
    },
    async () => announcements.publicList(),
  );

  app.get(
    '/shipment-announcements/:id/',
    {
      schema: {
        tags,
        summary: 'One active announcement, for its detail modal; each call counts one view',
        params: AnnouncementIdParams,
        response: { 200: AnnouncementItem, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return announcements.open(request.params.id);
    },
  );
};

export default publicAnnouncementRoutes;
