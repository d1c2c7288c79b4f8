// The user rows of the admin people pages (spec 002 §3 Customer): the account with its figures, each figure a
// column of the user row or a subquery over an indexed column (commissions by dealer_id). The customers list's
// filters, sorts and server paging, Persian alphabetical order through the ICU root collation.
import { COMMISSION_STATUS } from '@sefaresh/shared-api/rules';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { dealerCommissions, userCounts, users } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { normalizeSearch } from '../orders/staff/list';
import {
  CUSTOMERS_PAGE_SIZE,
  type CustomerRowT,
  type CustomersQueryT,
  type CustomersResponse,
} from './customer-schemas';

/** Names in Persian alphabetical order (پ after ب, گ after ک): ICU's root collation, on PGlite and PostgreSQL. */
export const persianOrder = (column: SQL | typeof users.name) => sql`${column} collate "und-x-icu"`;

export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const earned = sql.join(
  [COMMISSION_STATUS.calculated, COMMISSION_STATUS.paid].map((s) => sql`${s}`),
  sql`, `,
);

// written out qualified: drizzle renders a single-table select's own columns without the table name, which
// inside these subqueries would name the subquery's table
const userId = sql.raw('"users"."id"');
const userIsDealer = sql.raw('"users"."is_dealer"');

/**
 * Per-user figures: orders placed and spend (completed orders' total with tax), kept on the user row by a trigger
 * on orders (migration 0014) so the list sorts by them through an index; a dealer's commission earned.
 */
const userFigures = {
  totalOrders: users.ordersCount,
  totalSpent: sql<string>`${users.completedSpent}::text`,
  commission: sql<string>`(case when ${userIsDealer} then (select coalesce(sum(${dealerCommissions.amount}), 0) from ${dealerCommissions} where ${dealerCommissions.dealerId} = ${userId} and ${dealerCommissions.status} in (${earned})) else 0 end)::text`,
};

const rowColumns = { user: users, ...userFigures };
type RawRow = {
  user: typeof users.$inferSelect;
  totalOrders: number;
  totalSpent: string;
  commission: string;
};

function toCustomerRow(r: RawRow): CustomerRowT {
  const u = r.user;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    company_name: u.companyName,
    is_dealer: u.isDealer,
    is_staff: u.isStaff,
    is_superuser: u.isSuperuser,
    is_active: u.isActive,
    date_joined: u.dateJoined.toISOString(),
    last_login: u.lastLogin ? u.lastLogin.toISOString() : null,
    dealer_code: u.dealerCode,
    dealer_commission_rate: u.dealerCommissionRate,
    total_orders: Number(r.totalOrders),
    total_spent: String(r.totalSpent).split('.')[0],
    commission: String(r.commission).split('.')[0],
  };
}

/** One user's row with its figures, or null. */
export async function customerRow(db: DbOrTx, id: number): Promise<CustomerRowT | null> {
  const [row] = await db.select(rowColumns).from(users).where(eq(users.id, id));
  return row ? toCustomerRow(row) : null;
}

const isStaffUser = or(eq(users.isStaff, true), eq(users.isSuperuser, true))!;

/** The search over name, email, phone and company (Arabic ي/ك read as Persian, any digits as ASCII). */
function userSearch(text: string | undefined): SQL | undefined {
  const q = normalizeSearch(text ?? '');
  if (!q) return undefined;
  const pattern = `%${likeEscape(q)}%`;
  const digits = q.replace(/[\s-]/g, '');
  return or(
    sql`translate(${users.name}, 'يك', 'یک') ilike ${pattern}`,
    sql`${users.email} ilike ${pattern}`,
    sql`translate(${users.companyName}, 'يك', 'یک') ilike ${pattern}`,
    /^\d+$/.test(digits) ? sql`${users.phone} like ${`%${likeEscape(digits)}%`}` : undefined,
  );
}

function filterOf(query: CustomersQueryT): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.user_type === 'customer')
    where.push(and(eq(users.isDealer, false), eq(users.isStaff, false), eq(users.isSuperuser, false)));
  if (query.user_type === 'dealer') where.push(eq(users.isDealer, true));
  if (query.user_type === 'staff') where.push(isStaffUser);
  if (query.status === 'active') where.push(eq(users.isActive, true));
  if (query.status === 'inactive') where.push(eq(users.isActive, false));
  where.push(userSearch(query.search));
  return and(...where);
}

const SORTS: Record<NonNullable<CustomersQueryT['sort']>, SQL[]> = {
  newest: [desc(users.dateJoined), desc(users.id)],
  oldest: [asc(users.dateJoined), asc(users.id)],
  name: [asc(persianOrder(users.name)), asc(users.id)],
  orders: [desc(users.ordersCount), desc(users.dateJoined), desc(users.id)],
  revenue: [desc(users.completedSpent), desc(users.dateJoined), desc(users.id)],
};

/** The kept number of users (of those matching `filter`). */
const kept = (filter?: SQL) =>
  sql<number>`coalesce(sum(${userCounts.n})${filter ? sql` filter (where ${filter})` : sql``}, 0)`.mapWith(
    Number,
  );

export async function listCustomers(
  db: Db,
  query: CustomersQueryT,
): Promise<Static<typeof CustomersResponse>> {
  const page = query.page ?? 1;
  const size = query.page_size ?? CUSTOMERS_PAGE_SIZE;
  const where = filterOf(query);
  const [counted, rows, [stats]] = await Promise.all([
    // without a filter the count is the stat cards' total
    where ? db.select({ total: count() }).from(users).where(where) : null,
    db
      .select(rowColumns)
      .from(users)
      .where(where)
      .orderBy(...SORTS[query.sort ?? 'newest'])
      .limit(size)
      .offset((page - 1) * size),
    // the stat cards from the kept counts of users per kind and state (user_counts: a handful of rows)
    db
      .select({
        total: kept(),
        active: kept(sql`${userCounts.isActive}`),
        dealers: kept(sql`${userCounts.isDealer}`),
        staff: kept(sql`${userCounts.isStaff}`),
        customers: kept(sql`not ${userCounts.isDealer} and not ${userCounts.isStaff}`),
      })
      .from(userCounts),
  ]);
  const n = Number(counted ? counted[0].total : stats.total);
  return {
    count: n,
    page,
    page_size: size,
    total_pages: Math.max(1, Math.ceil(n / size)),
    results: rows.map(toCustomerRow),
    stats: {
      total: Number(stats.total),
      active: stats.active,
      dealers: stats.dealers,
      staff: stats.staff,
      customers: stats.customers,
    },
  };
}

/** The users of these ids that exist. */
export async function existingUsers(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}
