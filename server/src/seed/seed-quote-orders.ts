// The demo orders' prices, and a quote negotiation: the customer asks for a better price on one line (a
// note beside it), and staff send version 2 with a larger discount there, waiting for the customer's approval.
// Through the real moves (requestRevision, updateMultiplePricing), so the versions, their changes, the events and
// the messages are what the product itself writes.
import { PAYMENT_TERM, type PaymentTerm } from '@sefaresh/shared-api/rules';
import type { Static } from 'typebox';
import { DEFAULT_QUOTES } from '../config/quotes';
import type { Tx } from '../db/client';
import type { OrderItem, products, User } from '../db/schema';
import type { UpdatePricingBody } from '../modules/orders/schemas';
import { updateMultiplePricing } from '../modules/orders/staff/pricing';
import { requestRevision } from '../modules/quotes/revision';

/** The customer's request on one line and the discount staff give there in version 2. */
export interface DemoRevision {
  comment: string;
  /** The product name of the line the note is on. */
  line: string;
  note: string;
  /** Version 2's discount percentage on that line. */
  discount: string;
}

type Product = typeof products.$inferSelect;
export type DemoTerm = Exclude<PaymentTerm, typeof PAYMENT_TERM.custom>;

const SURCHARGE: Record<string, bigint> = {
  [PAYMENT_TERM.instant]: 100n,
  [PAYMENT_TERM.oneMonth]: 104n,
  [PAYMENT_TERM.twoMonths]: 108n,
  [PAYMENT_TERM.threeMonths]: 112n,
};
const roundThousand = (n: bigint) => ((n + 500n) / 1000n) * 1000n;

/** Each line on each term: the base price with the term's surcharge, 5 % off from 20 pieces (or `discountOf`). */
export function demoPricing(
  items: OrderItem[],
  lines: { product: Product; quantity: number }[],
  terms: DemoTerm[],
  discountOf: (itemId: number) => string | undefined = () => undefined,
): Static<typeof UpdatePricingBody> {
  return {
    items: items.map((item, i) => ({
      item_id: item.id,
      final_quantity: item.requestedQuantity,
      pricing_options: terms.map((term) => ({
        payment_term: term,
        unit_price: roundThousand((BigInt(lines[i].product.basePrice) * SURCHARGE[term]) / 100n).toString(),
        discount_percentage: discountOf(item.id) ?? (lines[i].quantity >= 20 ? '5' : '0'),
      })),
    })),
    admin_comment: terms.length > 1 ? 'برای پرداخت مدت‌دار، چک صیادی به نام شرکت صادر شود' : '',
  };
}

/** Version 1 is waiting: the customer asks (at `asked`), staff send version 2 (at `priced`). */
export async function negotiateDemoQuote(
  tx: Tx,
  order: {
    id: number;
    items: OrderItem[];
    lines: { product: Product; quantity: number }[];
    terms: DemoTerm[];
  },
  people: { customer: User; staff: User },
  revision: DemoRevision,
  times: { asked: Date; priced: Date },
) {
  const line = order.items.find((_, i) => order.lines[i].product.name === revision.line);
  await requestRevision(
    tx,
    people.customer,
    order.id,
    { comment: revision.comment, items: line ? [{ item_id: line.id, comment: revision.note }] : [] },
    times.asked,
    DEFAULT_QUOTES,
  );
  const body = demoPricing(order.items, order.lines, order.terms, (id) =>
    id === line?.id ? revision.discount : undefined,
  );
  await updateMultiplePricing(
    tx,
    people.staff,
    order.id,
    { ...body, admin_comment: `بنا به درخواست شما، تخفیف ${revision.line} بیشتر شد`, notify_customer: true },
    times.priced,
    DEFAULT_QUOTES.validDays,
  );
}
