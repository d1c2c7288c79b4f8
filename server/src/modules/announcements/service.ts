// Shipment announcements, the public side (spec 001 §2.8, §7): the active ones newest first, and opening one,
// which counts a view.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipmentAnnouncements } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { ANNOUNCEMENT_MESSAGES } from './messages';
import { viewAnnouncements } from './view';

export function createAnnouncementsService({ db }: { db: Db }) {
  return {
    /** Active announcements, newest first. */
    async publicList() {
      const rows = await db
        .select()
        .from(shipmentAnnouncements)
        .where(eq(shipmentAnnouncements.isActive, true))
        .orderBy(desc(shipmentAnnouncements.createdAt), desc(shipmentAnnouncements.id));
      return viewAnnouncements(db, rows, { publicView: true });
    },

    /** One active announcement, opened by a reader: its view count goes up by one. */
    async open(id: number) {
      const [row] = await db
        .update(shipmentAnnouncements)
        .set({ viewCount: sql`${shipmentAnnouncements.viewCount} + 1` })
        .where(and(eq(shipmentAnnouncements.id, id), eq(shipmentAnnouncements.isActive, true)))
        .returning();
      if (!row) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
      const [answer] = await viewAnnouncements(db, [row], { publicView: true });
      return answer;
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
