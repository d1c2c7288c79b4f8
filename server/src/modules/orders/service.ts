// Orders: creation by a customer (pending_pricing), the caller's own list with dashboard tabs, and one order in
// full for its customer, staff and the assigned dealer. Money is exact (money.ts); nothing here uses floats.
import {
  MESSAGES,
  MOBILE_PATTERN,
  NATIONAL_ID_MAX,
  NATIONAL_ID_MIN,
  OFFICIAL_REQUIRED_FIELDS,
  POSTAL_CODE_PATTERN,
  normalizeDigits,
  type CustomerInfoField,
} from '@sefaresh/shared-api/rules';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import {
  customerInvoiceInfo,
  dealerCommissions,
  invoices,
  orderEvents,
  paymentReceipts,
  orderItems,
  orderPricingOptions,
  orders,
  products,
  users,
  type Order,
  type OrderCustomerInfo,
  type OrderStatus,
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
import { commissionAmount } from '../dealers/commissions';
import { formatInvoiceNumber } from '../invoices/numbering';
import { enqueueNotification } from '../notifications/service';
import { listReceiptViews } from '../payments/service';
import { assertCanViewOrder, isStaffUser, type Tx } from './lifecycle';
import { ORDER_TEXTS, TERM_DISPLAY, customerInfoRequired } from './messages';
import { lineAmounts } from './money';
import {
  ORDERS_PAGE_SIZE,
  type CreateOrderBody,
  type CustomerInfoInput,
  type OrderDetail,
  type OrderSummary,
  type OrdersListResponse,
} from './schemas';

export type OrderTab = 'active' | 'completed' | 'rejected';
export const TAB_STATUSES: Record<OrderTab, OrderStatus[]> = {
  active: ['pending_pricing', 'waiting_customer_approval', 'confirmed', 'payment_uploaded'],
  completed: ['completed'],
  rejected: ['rejected', 'cancelled'],
};

const tabOf = (status: string): OrderTab =>
  (Object.keys(TAB_STATUSES) as OrderTab[]).find((t) => (TAB_STATUSES[t] as string[]).includes(status)) ??
  'active';

/**
 * The official-invoice snapshot, or per-field problems keyed `customer_info.<field>`. Digits are normalised
 * (Persian and Arabic digits accepted), text trimmed.
 */
export function checkCustomerInfo(
  input: Static<typeof CustomerInfoInput> | null | undefined,
  required: readonly CustomerInfoField[] = OFFICIAL_REQUIRED_FIELDS,
): { info: OrderCustomerInfo; problems: null } | { info: null; problems: FieldErrors } {
  const problems: FieldErrors = {};
  const text = (v: string | undefined) => (v ?? '').trim();
  const digits = (v: string | undefined) => normalizeDigits(text(v)).replace(/[\s-]/g, '');
  const info: OrderCustomerInfo = {
    name: text(input?.name),
    phone: digits(input?.phone),
    company_name: text(input?.company_name),
    national_id: digits(input?.national_id),
    economic_id: digits(input?.economic_id),
    postal_code: digits(input?.postal_code),
    complete_address: text(input?.complete_address),
    province: text(input?.province),
    city: text(input?.city),
  };
  if (!input) problems.customer_info = [MESSAGES.officialInfoIncomplete];
  for (const field of required) {
    if (!info[field]) problems[`customer_info.${field}`] = [customerInfoRequired(field)];
  }
  const add = (field: string, message: string) => {
    if (!problems[field]) problems[field] = [message];
  };
  if (info.phone && !MOBILE_PATTERN.test(info.phone)) add('customer_info.phone', MESSAGES.mobileInvalid);
  if (
    info.national_id &&
    (!/^\d+$/.test(info.national_id) ||
      info.national_id.length < NATIONAL_ID_MIN ||
      info.national_id.length > NATIONAL_ID_MAX)
  ) {
    add('customer_info.national_id', MESSAGES.nationalIdInvalid);
  }
  if (info.postal_code && !POSTAL_CODE_PATTERN.test(info.postal_code)) {
    add('customer_info.postal_code', MESSAGES.postalCodeInvalid);
  }
  if (info.economic_id && !/^\d+$/.test(info.economic_id)) {
    add('customer_info.economic_id', MESSAGES.economicIdDigits);
  }
  return Object.keys(problems).length ? { info: null, problems } : { info, problems: null };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Orders one customer may create in any hour (RATE_LIMIT_ORDERS_PER_HOUR); past it the answer is 429. */
const HOUR_MS = 3_600_000;

export function createOrdersService({
  db,
  clock,
  maxOrdersPerHour = Number.POSITIVE_INFINITY,
}: {
  db: Db;
  clock: Clock;
  maxOrdersPerHour?: number;
}) {
  const pricer = alias(users, 'pricer');
  const dealer = alias(users, 'dealer');

  const itemsCount = sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.isActive})`;
  const receiptsCount = sql<number>`(select count(*)::int from ${paymentReceipts} where ${paymentReceipts.orderId} = ${orders.id})`;

  /** Orders joined with the names summaries need. */
  const summarySelect = () =>
    db
      .select({
        order: orders,
        pricedByName: pricer.name,
        dealerName: dealer.name,
        dealerCode: dealer.dealerCode,
        itemsCount,
        receiptsCount,
      })
      .from(orders)
      .leftJoin(pricer, eq(pricer.id, orders.pricedBy))
      .leftJoin(dealer, eq(dealer.id, orders.assignedDealerId));

  type SummaryRow = {
    order: Order;
    pricedByName: string | null;
    dealerName: string | null;
    dealerCode: string | null;
    receiptsCount: number;
  };

  function summaryFields(row: SummaryRow) {
    const o = row.order;
    const official = o.businessInvoiceType === 'official';
    return {
      id: o.id,
      status: o.status as OrderStatus,
      created_at: o.createdAt.toISOString(),
      business_invoice_type: o.businessInvoiceType as 'official' | 'unofficial',
      business_invoice_type_display: official ? ORDER_TEXTS.officialDisplay : ORDER_TEXTS.unofficialDisplay,
      is_official_invoice: official,
      quoted_total: o.quotedTotal,
      total_with_tax: o.totalWithTax,
      pricing_date: iso(o.pricingDate),
      priced_by_name: row.pricedByName,
      assigned_dealer_name: row.dealerName,
      assigned_dealer_code: row.dealerCode,
      dealer_assigned_at: iso(o.dealerAssignedAt),
      customer_comment: o.customerComment,
      admin_comment: o.adminComment,
      has_payment_receipts: Number(row.receiptsCount) > 0,
      payment_receipts_count: Number(row.receiptsCount),
      completion_date: iso(o.completionDate),
    };
  }

  /**
   * The dealer part of the order (spec 001 §3): notes and the latest commission record. Hidden ('' / null /
   * false) unless the viewer is staff or the assigned dealer; the order's customer never sees them.
   */
  async function dealerFields(o: Order, viewer: User | undefined) {
    const privileged =
      !!viewer && (isStaffUser(viewer) || (o.assignedDealerId !== null && o.assignedDealerId === viewer.id));
    const base = { dealer_notes: '', assigned_dealer_id: o.assignedDealerId };
    const hidden = {
      ...base,
      dealer_commission_amount: null,
      effective_commission_rate: null,
      default_commission_rate: null,
      commission_paid: false,
      commission_status: null,
    };
    if (!privileged) return hidden;
    const [latest] = await db
      .select({ commission: dealerCommissions, defaultRate: users.dealerCommissionRate })
      .from(dealerCommissions)
      .innerJoin(users, eq(users.id, dealerCommissions.dealerId))
      .where(eq(dealerCommissions.orderId, o.id))
      .orderBy(desc(dealerCommissions.id))
      .limit(1);
    if (!latest) {
      const [assigned] = o.assignedDealerId
        ? await db
            .select({ rate: users.dealerCommissionRate })
            .from(users)
            .where(eq(users.id, o.assignedDealerId))
        : [];
      return { ...hidden, dealer_notes: o.dealerNotes, default_commission_rate: assigned?.rate ?? null };
    }
    const c = latest.commission;
    const status = c.status as 'pending' | 'calculated' | 'paid' | 'cancelled';
    const amount =
      status === 'calculated' || status === 'paid'
        ? c.amount
        : status === 'pending' && o.quotedTotal !== null
          ? commissionAmount(o.quotedTotal, c.rate).toString()
          : null;
    return {
      ...base,
      dealer_notes: o.dealerNotes,
      dealer_commission_amount: amount,
      effective_commission_rate: c.rate,
      default_commission_rate: latest.defaultRate,
      commission_paid: status === 'paid',
      commission_status: status,
    };
  }

  async function detail(orderId: number, viewer?: User): Promise<Static<typeof OrderDetail> | null> {
    const [row] = await summarySelect().where(eq(orders.id, orderId));
    if (!row) return null;
    const o = row.order;
    const official = o.businessInvoiceType === 'official';
    const [customer] = await db
      .select({ name: users.name, phone: users.phone })
      .from(users)
      .where(eq(users.id, o.customerId));
    const items = await db
      .select({ item: orderItems, productName: products.name, taxRate: products.taxRate })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, o.id))
      .orderBy(asc(orderItems.id));
    const options = items.length
      ? await db
          .select()
          .from(orderPricingOptions)
          .where(
            inArray(
              orderPricingOptions.itemId,
              items.map((i) => i.item.id),
            ),
          )
          .orderBy(asc(orderPricingOptions.id))
      : [];
    const receipts = await listReceiptViews(db, o.id);
    const latestReceipt = receipts.at(-1);
    const issued = await db.select().from(invoices).where(eq(invoices.orderId, o.id));
    const invoiceNumber = (kind: 'pre' | 'final') => {
      const invoice = issued.find((i) => i.kind === kind);
      return invoice ? formatInvoiceNumber(invoice) : null;
    };
    const dealerPart = await dealerFields(o, viewer);
    return {
      ...summaryFields(row),
      ...dealerPart,
      customer_name: customer?.name ?? '',
      customer_phone: o.customerInfo?.phone || customer?.phone || '',
      customer_info: o.customerInfo ?? null,
      payment_receipts: receipts,
      payment_receipt: latestReceipt?.file_url ?? null,
      payment_receipt_uploaded_at: latestReceipt?.uploaded_at ?? null,
      payment_verified_at: iso(o.paymentVerifiedAt),
      payment_notes: o.paymentNotes,
      customer_rejection_reason: o.customerRejectionReason,
      cancellation_reason: o.cancellationReason,
      pre_invoice_number: invoiceNumber('pre'),
      final_invoice_number: invoiceNumber('final'),
      items: items.map(({ item, productName, taxRate }) => {
        const quantity = item.finalQuantity ?? item.requestedQuantity;
        return {
          id: item.id,
          is_active: item.isActive,
          removed_at: iso(item.removedAt),
          product_name: productName,
          product_code: `P-${item.productId}`,
          product: {
            id: item.productId,
            name: productName,
            tax_rate: taxRate === null ? null : Number(taxRate),
          },
          requested_quantity: item.requestedQuantity,
          final_quantity: item.finalQuantity,
          customer_notes: item.customerNotes,
          admin_notes: item.adminNotes,
          pricing_options: options
            .filter((p) => p.itemId === item.id)
            .map((p) => {
              const a = lineAmounts(
                { unitPrice: p.unitPrice, quantity, discountPercentage: p.discountPercentage, taxRate },
                official,
              );
              return {
                id: p.id,
                is_selected: p.isSelected,
                custom_term_label: p.customTermLabel,
                term_display:
                  p.paymentTerm === 'custom'
                    ? p.customTermLabel
                    : (TERM_DISPLAY[p.paymentTerm] ?? p.paymentTerm),
                payment_term: p.paymentTerm as 'instant' | '1_month' | '2_month' | '3_month' | 'custom',
                discount_percentage: p.discountPercentage,
                unit_price: p.unitPrice,
                total_price: a.total.toString(),
                tax_amount: a.tax.toString(),
                total_with_tax: a.totalWithTax.toString(),
              };
            }),
        };
      }),
    };
  }

  async function getForUser(user: User, orderId: number) {
    await assertCanViewOrder(db, user, orderId);
    const order = await detail(orderId, user);
    if (!order) throw notFound(MESSAGES.orderNotFound);
    return order;
  }

  return {
    getForUser,

    /**
     * Runs one transition (lifecycle.ts: row lock, 409, event, notifications) in its own transaction; answers
     * the order as the caller now sees it, plus what the transition returned.
     */
    async transition<T>(user: User, orderId: number, move: (tx: Tx, now: Date) => Promise<T>) {
      const now = clock();
      const result = await db.transaction((tx) => move(tx, now));
      return { result, order: await getForUser(user, orderId) };
    },

    /** POST orders/: a non-staff user's new order in pending_pricing, with its event and order_submitted messages. */
    async create(user: User, body: Static<typeof CreateOrderBody>) {
      if (isStaffUser(user)) throw forbidden(ORDER_TEXTS.staffCannotOrder);
      const official = body.business_invoice_type === 'official';
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
            status: 'pending_pricing',
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
          toStatus: 'pending_pricing',
          createdAt: now,
        });
        const text = ORDER_TEXTS.submitted(order.id);
        await enqueueNotification(
          tx,
          {
            channel: 'email',
            kind: 'order_submitted',
            recipient: user.email,
            subject: ORDER_TEXTS.submittedSubject(order.id),
            body: text,
            userId: user.id,
            orderId: order.id,
          },
          now,
        );
        if (user.phone) {
          await enqueueNotification(
            tx,
            {
              channel: 'sms',
              kind: 'order_submitted',
              recipient: user.phone,
              body: text,
              userId: user.id,
              orderId: order.id,
            },
            now,
          );
        }
        return order.id;
      });
      const created = await detail(orderId, user);
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
      const perStatus = await db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .where(eq(orders.customerId, user.id))
        .groupBy(orders.status);
      const tabCounts = { active: 0, completed: 0, rejected: 0 };
      for (const r of perStatus) tabCounts[tabOf(r.status)] += Number(r.n);
      const total = tabCounts[tab];
      const rows = await summarySelect()
        .where(and(eq(orders.customerId, user.id), inArray(orders.status, TAB_STATUSES[tab])))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ORDERS_PAGE_SIZE)
        .offset((page - 1) * ORDERS_PAGE_SIZE);
      const results: Static<typeof OrderSummary>[] = rows.map((r) => ({
        ...summaryFields(r),
        items_count: Number(r.itemsCount),
      }));
      return {
        count: total,
        page,
        page_size: ORDERS_PAGE_SIZE,
        total_pages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
        results,
        tab_counts: tabCounts,
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
