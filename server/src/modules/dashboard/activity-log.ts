// The activity log (GET admin/activity-log/): order events and the admin actions of the people and money
// pages in one list, newest first, 20 a page; kind, order, actor, Tehran-day and note filters. The
// two tables are read by one UNION ALL ordered on their created_at indexes; names are joined for the page only.
import { and, desc, eq, gte, ilike, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { adminActions, orderEvents, users, type AdminActionKind, type OrderStatus } from '../../db/schema';
import { tehranDayStartOf } from '../../lib/tehran-time';
import {
  ACTIVITY_LOG_PAGE_SIZE,
  type ActivityLogEntry,
  type ActivityLogQuery,
  type ActivityLogResponse,
} from './schemas';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Role = Static<typeof ActivityLogEntry>['actor_role'];
type Query = Static<typeof ActivityLogQuery>;

/** The filters every kind shares, on one table's columns. */
function common(query: Query, t: { actorId: AnyColumn; createdAt: AnyColumn; note: AnyColumn }) {
  const where: SQL[] = [];
  if (query.user) where.push(eq(t.actorId, query.user));
  if (query.date_from) where.push(gte(t.createdAt, tehranDayStartOf(query.date_from)));
  if (query.date_to) where.push(lt(t.createdAt, tehranDayStartOf(query.date_to, 1)));
  const search = query.search?.trim();
  if (search) where.push(ilike(t.note, `%${escapeLike(search)}%`));
  return where;
}

export function createActivityLog(db: Db) {
  return async function activityLog(query: Query): Promise<Static<typeof ActivityLogResponse>> {
    const page = query.page ?? 1;
    const kind = query.kind ?? 'all';
    const withOrders = kind !== 'admin';
    const withAdmin = kind !== 'order' && !query.order_id;
    const orderWhere = common(query, orderEvents);
    if (query.order_id) orderWhere.push(eq(orderEvents.orderId, query.order_id));
    const adminWhere = common(query, adminActions);

    const orderPart = db
      .select({
        kind: sql<'order' | 'admin'>`'order'`.as('kind'),
        id: orderEvents.id,
        orderId: sql<number | null>`${orderEvents.orderId}`.as('order_id'),
        actorId: orderEvents.actorId,
        fromStatus: sql<OrderStatus | null>`${orderEvents.fromStatus}`.as('from_status'),
        toStatus: sql<OrderStatus | null>`${orderEvents.toStatus}`.as('to_status'),
        action: sql<AdminActionKind | null>`null::varchar`.as('action'),
        targetUserId: sql<number | null>`null::int`.as('target_user_id'),
        note: orderEvents.note,
        createdAt: orderEvents.createdAt,
      })
      .from(orderEvents)
      .where(withOrders ? and(...orderWhere) : sql`false`);
    const adminPart = db
      .select({
        kind: sql<'order' | 'admin'>`'admin'`.as('kind'),
        id: adminActions.id,
        orderId: sql<number | null>`null::int`.as('order_id'),
        actorId: adminActions.actorId,
        fromStatus: sql<OrderStatus | null>`null::varchar`.as('from_status'),
        toStatus: sql<OrderStatus | null>`null::varchar`.as('to_status'),
        action: sql<AdminActionKind | null>`${adminActions.action}`.as('action'),
        targetUserId: sql<number | null>`${adminActions.targetUserId}`.as('target_user_id'),
        note: adminActions.note,
        createdAt: adminActions.createdAt,
      })
      .from(adminActions)
      .where(withAdmin ? and(...adminWhere) : sql`false`);

    const [[orderCount], [adminCount], rows] = await Promise.all([
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(orderEvents)
        .where(withOrders ? and(...orderWhere) : sql`false`),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(adminActions)
        .where(withAdmin ? and(...adminWhere) : sql`false`),
      orderPart
        .unionAll(adminPart)
        .orderBy(desc(sql`created_at`), desc(sql`id`), sql`kind`)
        .limit(ACTIVITY_LOG_PAGE_SIZE)
        .offset((page - 1) * ACTIVITY_LOG_PAGE_SIZE),
    ]);
    const ids = [
      ...new Set(rows.flatMap((r) => [r.actorId, r.targetUserId]).filter((x): x is number => x !== null)),
    ];
    const people = ids.length
      ? await db
          .select({
            id: users.id,
            name: users.name,
            isStaff: users.isStaff,
            isSuperuser: users.isSuperuser,
            isDealer: users.isDealer,
          })
          .from(users)
          .where(inArray(users.id, ids))
      : [];
    const byId = new Map(people.map((p) => [p.id, p]));
    const roleOf = (id: number | null): Role => {
      const p = id === null ? undefined : byId.get(id);
      if (!p) return null;
      if (p.isStaff || p.isSuperuser) return 'staff';
      return p.isDealer ? 'dealer' : 'customer';
    };
    const n = Number(orderCount.n) + Number(adminCount.n);
    return {
      count: n,
      page,
      page_size: ACTIVITY_LOG_PAGE_SIZE,
      total_pages: Math.max(1, Math.ceil(n / ACTIVITY_LOG_PAGE_SIZE)),
      results: rows.map((r) => ({
        kind: r.kind,
        id: r.id,
        order_id: r.orderId === null ? null : Number(r.orderId),
        action: r.action,
        target_user_id: r.targetUserId === null ? null : Number(r.targetUserId),
        target_name: r.targetUserId === null ? null : (byId.get(Number(r.targetUserId))?.name ?? null),
        actor_id: r.actorId,
        actor_name: r.actorId === null ? null : (byId.get(r.actorId)?.name ?? null),
        actor_role: roleOf(r.actorId),
        from_status: r.fromStatus,
        to_status: r.toStatus,
        note: r.note,
        created_at: new Date(r.createdAt).toISOString(),
      })),
    };
  };
}
