// Orders: creation by a customer (pending_pricing), the caller's own list with dashboard tabs, one order in full
// for its customer, staff and the assigned dealer (answers.ts), and every move of the transition table, each in
// its own transaction (moves.ts).
import { countsByStatus, countsFromColumn, tabCounts } from './order-counts';
import { isOfficial, MESSAGES, STATUS, type OrderTab } from '@sefaresh/shared-api/rules';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import { DEFAULT_SELLER, type SellerConfig } from '../../config';
import { DEFAULT_QUOTES, type QuotesConfig } from '../../config/quotes';
import type { Db } from '../../db/client';
import {
  customerInvoiceInfo,
  orderEvents,
  orderItems,
  orders,
  products,
  users,
  type OrderCustomerInfo,
  type User,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import {
  SERVER_MESSAGES,
  forbidden,
  HttpError,
  notFound,
  tooManyRequests,
  validationFailed,
  type FieldErrors,
} from '../../lib/errors';
import { enqueueEmailAndSms } from '../notifications/service';
import { emitOrderMove } from '../webhooks/emit';
import { createOrderAnswers } from './answers';
import { checkCustomerInfo } from './customer-info';
import { isStaffUser } from '../../lib/current-user';
import { mayViewOrder } from './authorize';
import { ORDER_TEXTS } from './messages';
import { customerOrdersPage } from './order-queries';
import { createOrderMoves } from './moves';
import {
  ORDERS_PAGE_SIZE,
  type CreateOrderBody,
  type OrderSummary,
  type OrdersListResponse,
} from './schemas';

/** Orders one customer may create in any hour (RATE_LIMIT_ORDERS_PER_HOUR); past it the answer is 429. */
const HOUR_MS = 3_600_000;

export function createOrdersService({
  db,
  clock,
  seller = DEFAULT_SELLER,
  quotes = DEFAULT_QUOTES,
  codeSecret,
  maxOrdersPerHour = Number.POSITIVE_INFINITY,
}: {
  db: Db;
  clock: Clock;
  /** The bank account customers pay into and the payment deadline (SELLER_*, PAYMENT_DEADLINE_DAYS). */
  seller?: SellerConfig;
  /** How long a quote holds (QUOTE_VALID_DAYS). */
  quotes?: QuotesConfig;
  /** The key of the acceptance codes' HMAC (the JWT secret). */
  codeSecret: string;
  maxOrdersPerHour?: number;
}) {
  const answers = createOrderAnswers(db, seller, clock);

  /** The order as this caller sees it (its customer, staff, its assigned dealer; 404, else 403). */
  async function getForUser(user: User, orderId: number) {
    const order = await answers.detail(orderId, user, (o) => {
      if (!mayViewOrder(o, user)) throw forbidden(MESSAGES.orderForbidden);
    });
    if (!order) throw notFound(MESSAGES.orderNotFound);
    return order;
  }

  return {
    getForUser,
    ...createOrderMoves({ db, clock, seller, quotes, codeSecret, getForUser }),

    /** POST orders/: a non-staff user's new order in pending_pricing, with its event and order_submitted messages. */
    async create(user: User, body: Static<typeof CreateOrderBody>) {
      if (isStaffUser(user)) throw forbidden(ORDER_TEXTS.staffCannotOrder);
      const official = isOfficial(body.business_invoice_type);
      let customerInfo: OrderCustomerInfo | null = null;
      if (official) {
        const checked = checkCustomerInfo(body.customer_info);
        if (checked.problems) throw validationFailed(checked.problems, MESSAGES.officialInfoIncomplete);
        customerInfo = checked.info;
      }

      const ids = [...new Set(body.items.map((i) => i.product_id))];
      const found = await db.select().from(products).where(inArray(products.id, ids));
      const byId = new Map(found.map((p) => [p.id, p]));
      const problems: FieldErrors = {};
      let first: string | null = null;
      body.items.forEach((item, index) => {
        const p = byId.get(item.product_id);
        const message = !p
          ? MESSAGES.productNotFound
          : !p.isActive
            ? ORDER_TEXTS.productInactive(p.name)
            : p.stock <= 0
              ? ORDER_TEXTS.productOutOfStock(p.name)
              : null;
        if (message) {
          problems[`items.${index}.product_id`] = [message];
          first ??= message;
        }
      });
      if (first) throw validationFailed(problems, first);

      const now = clock();
      const orderId = await db.transaction(async (tx) => {
        // The cap per customer per hour: the customer's row lock serialises their concurrent orders.
        if (Number.isFinite(maxOrdersPerHour)) {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
          const since = new Date(now.getTime() - HOUR_MS);
          const recent = await tx
            .select({ createdAt: orders.createdAt })
            .from(orders)
            .where(and(eq(orders.customerId, user.id), gt(orders.createdAt, since)))
            .orderBy(desc(orders.createdAt))
            .limit(maxOrdersPerHour);
          if (recent.length >= maxOrdersPerHour) {
            const oldest = recent[recent.length - 1].createdAt.getTime();
            throw tooManyRequests(SERVER_MESSAGES.tooManyOrders, (oldest + HOUR_MS - now.getTime()) / 1000);
          }
        }
        const [order] = await tx
          .insert(orders)
          .values({
            customerId: user.id,
            status: STATUS.pendingPricing,
            businessInvoiceType: body.business_invoice_type,
            customerComment: (body.customer_comment ?? '').trim(),
            customerInfo,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: orders.id });
        await tx.insert(orderItems).values(
          body.items.map((i) => ({
            orderId: order.id,
            productId: i.product_id,
            requestedQuantity: i.quantity,
            customerNotes: (i.customer_notes ?? '').trim(),
          })),
        );
        if (customerInfo) {
          // the next official order starts from what was typed this time
          await tx
            .insert(customerInvoiceInfo)
            .values({ userId: user.id, info: customerInfo, updatedAt: now })
            .onConflictDoUpdate({
              target: customerInvoiceInfo.userId,
              set: { info: customerInfo, updatedAt: now },
            });
        }
        await tx.insert(orderEvents).values({
          orderId: order.id,
          actorId: user.id,
          fromStatus: null,
          toStatus: STATUS.pendingPricing,
          createdAt: now,
        });
        await emitOrderMove(tx, order.id, null, STATUS.pendingPricing, now);
        await enqueueEmailAndSms(
          tx,
          { userId: user.id, email: user.email, phone: user.phone, phoneVerifiedAt: user.phoneVerifiedAt },
          {
            kind: 'order_submitted',
            orderId: order.id,
            subject: ORDER_TEXTS.submittedSubject(order.id),
            body: ORDER_TEXTS.submitted(order.id),
          },
          now,
        );
        return order.id;
      });
      const created = await answers.detail(orderId, user);
      if (!created) throw new HttpError(500, MESSAGES.serverError);
      return created;
    },

    /** GET orders/: the caller's own orders of one dashboard tab, newest first, 12 a page, with the tab counts. */
    async listOwn(
      user: User,
      query: { page?: number; tab?: OrderTab },
    ): Promise<Static<typeof OrdersListResponse>> {
      const page = query.page ?? 1;
      const tab = query.tab ?? 'active';
      const rows = await customerOrdersPage(db, tab, page).execute({
        customerId: user.id,
        offset: (page - 1) * ORDERS_PAGE_SIZE,
      });
      // the page's rows carry the counts; an empty page reads them on its own
      const counts = tabCounts(
        rows.length ? countsFromColumn(rows[0].statusCounts) : await countsByStatus(db, 'customer', user.id),
      );
      const total = counts[tab];
      const results: Static<typeof OrderSummary>[] = rows.map((r) => ({
        ...answers.summaryFields(r, user),
        items_count: Number(r.itemsCount),
      }));
      return {
        count: total,
        page,
        page_size: ORDERS_PAGE_SIZE,
        total_pages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
        results,
        tab_counts: counts,
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
