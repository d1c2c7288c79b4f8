// The multi-option pricing form (spec 001 §2.2, §5 pricing form, §9; server pricing.ts): its values from the
// loaded order, the yup rules (every message names the product, like the server's), the payload of
// update-multiple-pricing and the display-only preview of the line and order totals. The limits, the parsing of
// typed numbers and the exact arithmetic are the rules module's (the server uses the same).
import * as yup from 'yup';
import type { Order, OrderItem, PaymentTerm, UpdatePricingPayload } from '@sefaresh/shared-api';
import {
  customDueDaysProblem,
  DEFAULT_TAX_RATE,
  MAX_PRICING_TERMS,
  MIN_PRICING_TERMS,
  orderAllows,
  parseDiscount,
  parseQuantity,
  parseUnitPrice,
  PAYMENT_TERM,
  PAYMENT_TERM_LABELS,
  PAYMENT_TERMS,
  paymentTermKey,
  paymentTermLabel,
  plainDigits,
  STATUS,
} from '@sefaresh/shared-api/rules';
import { toPersianDigits } from '@sefaresh/shared-ui';
import { PRICING_TEXTS } from './messages';

export { parseQuantity };
/** The five terms every item offers as a row (custom is the first custom one). */
const FIXED_TERMS: readonly PaymentTerm[] = PAYMENT_TERMS;

/**
 * A new price list of this order must go to the customer again (spec README table): pricing is allowed, but
 * not quietly (confirmed, payment_uploaded).
 */
export const notifyRequired = (order: Order) =>
  orderAllows(order, 'price') && !orderAllows(order, 'reprice_quietly');

export interface TermRow {
  /** A stable React key. */
  key: string;
  payment_term: PaymentTerm;
  custom_term_label: string;
  /** Days to the due date of a custom term (digits as typed); '' for the other terms. */
  custom_due_days: string;
  /** Fixed rows have a checkbox; added custom rows are enabled until removed. */
  fixed: boolean;
  enabled: boolean;
  unit_price: string;
  discount_percentage: string;
}

export interface ItemValues {
  item_id: number;
  product_name: string;
  requested_quantity: number;
  customer_notes: string;
  tax_rate: number;
  /** The product's stock and base price now (staff's order answer); null when the answer lacks them. */
  stock: number | null;
  base_price: string | null;
  final_quantity: string;
  admin_notes: string;
  /** The customer's note on this line in the open revision request; shown beside it. */
  revision_comment: string;
  terms: TermRow[];
}

export interface PricingValues {
  items: ItemValues[];
  admin_comment: string;
  notify_customer: boolean;
  /** The new version's last day 'YYYY-MM-DD' (Persian date picker); '' for the server's default. */
  valid_until: string;
}

/** '5.00' → '5', '12.50' → '12.5'; empty stays empty. */
function plainPercent(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  if (!/^\d+(\.\d+)?$/.test(text)) return text;
  const n = Number(text);
  return n === 0 ? '' : String(n);
}

/** '1200000.00' → '1200000'. */
function plainPrice(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const m = /^(\d+)(?:\.0*)?$/.exec(text);
  return m ? m[1] : text;
}

let rowSeq = 0;
export const newRowKey = () => `row-${++rowSeq}`;

function termLabel(row: Pick<TermRow, 'payment_term' | 'custom_term_label'>): string {
  return paymentTermLabel(row.payment_term, row.custom_term_label);
}

/** The label used for a row in the form's field names: fixed rows by their term, added rows by their number. */
export function rowName(item: ItemValues, index: number): string {
  const row = item.terms[index];
  if (row.fixed) return PAYMENT_TERM_LABELS[row.payment_term];
  const extraIndex = item.terms.slice(0, index + 1).filter((r) => !r.fixed).length;
  return `${PAYMENT_TERM_LABELS.custom} ${toPersianDigits(extraIndex + 1)}`;
}

const dueDaysText = (days: number | null | undefined) =>
  days === null || days === undefined ? '' : String(days);

function itemValues(item: OrderItem): ItemValues {
  const options = item.pricing_options;
  const customs = options.filter((o) => o.payment_term === PAYMENT_TERM.custom);
  const terms: TermRow[] = FIXED_TERMS.map((term) => {
    const option = term === PAYMENT_TERM.custom ? customs[0] : options.find((o) => o.payment_term === term);
    return {
      key: `${item.id}-${term}`,
      payment_term: term,
      custom_term_label: option?.custom_term_label ?? '',
      custom_due_days: dueDaysText(option?.custom_due_days),
      fixed: true,
      enabled: Boolean(option),
      unit_price: plainPrice(option?.unit_price),
      discount_percentage: plainPercent(option?.discount_percentage),
    };
  });
  for (const option of customs.slice(1)) {
    terms.push({
      key: `${item.id}-custom-${option.id}`,
      payment_term: PAYMENT_TERM.custom,
      custom_term_label: option.custom_term_label,
      custom_due_days: dueDaysText(option.custom_due_days),
      fixed: false,
      enabled: true,
      unit_price: plainPrice(option.unit_price),
      discount_percentage: plainPercent(option.discount_percentage),
    });
  }
  return {
    item_id: item.id,
    product_name: item.product_name,
    requested_quantity: item.requested_quantity,
    customer_notes: item.customer_notes,
    tax_rate: item.product?.tax_rate ?? DEFAULT_TAX_RATE,
    stock: item.product?.stock ?? null,
    base_price: item.product?.base_price ?? null,
    final_quantity: String(item.final_quantity ?? item.requested_quantity),
    admin_notes: item.admin_notes ?? '',
    revision_comment: item.revision_comment ?? '',
    terms,
  };
}

/** The values the form starts from (and cancel-edit returns to). */
export function initialPricingValues(order: Order): PricingValues {
  return {
    items: order.items.filter((i) => i.is_active).map(itemValues),
    admin_comment: order.admin_comment ?? '',
    // the first pricing and the answer to a revision request always go to the customer; afterwards re-sending is
    // the admin's choice
    notify_customer: order.status === STATUS.pendingPricing || order.status === STATUS.revisionRequested,
    valid_until: '',
  };
}

/** A key that changes when the loaded prices change, so the form starts again from them. */
export function pricingVersion(order: Order): string {
  return JSON.stringify([
    order.status,
    order.admin_comment,
    order.items.map((i) => [
      i.id,
      i.is_active,
      i.final_quantity,
      i.admin_notes,
      i.pricing_options.map((o) => [
        o.id,
        o.payment_term,
        o.custom_term_label,
        o.custom_due_days,
        o.unit_price,
        o.discount_percentage,
      ]),
    ]),
  ]);
}

export const enabledRows = (item: ItemValues) => item.terms.filter((t) => t.enabled);

// ---- validation (yup) ----

function termSchema(name: string, row: TermRow) {
  if (!row.enabled) return yup.object();
  const term = termLabel(row);
  return yup.object({
    custom_term_label:
      row.payment_term === PAYMENT_TERM.custom
        ? yup.string().trim().required(PRICING_TEXTS.customLabel(name))
        : yup.string(),
    custom_due_days: yup.string().test({
      name: 'custom-due-days',
      test: (v, ctx) => {
        const problem = customDueDaysProblem(row.payment_term, v ?? '');
        return problem === null || ctx.createError({ message: problem });
      },
    }),
    unit_price: yup
      .string()
      .test('unit-price', PRICING_TEXTS.unitPrice(term, name), (v) => parseUnitPrice(v ?? '') !== null),
    discount_percentage: yup
      .string()
      .test('discount', PRICING_TEXTS.discount(name), (v) => parseDiscount(v ?? '') !== null),
  });
}

function itemSchema(item: ItemValues) {
  const name = item.product_name;
  return yup
    .object({
      final_quantity: yup
        .string()
        .test('quantity', PRICING_TEXTS.quantity(name), (v) => parseQuantity(v ?? '') !== null),
      terms: yup.array().of(yup.lazy((row: TermRow) => termSchema(name, row))),
    })
    .test('term-count', function (value) {
      const count = enabledRows(value as ItemValues).length;
      if (count >= MIN_PRICING_TERMS && count <= MAX_PRICING_TERMS) return true;
      return this.createError({ path: `${this.path}.termCount`, message: PRICING_TEXTS.termCount(name) });
    })
    .test('duplicate-term', function (value) {
      const seen = new Set<string>();
      for (const row of enabledRows(value as ItemValues)) {
        const label = row.custom_term_label.trim();
        if (row.payment_term === PAYMENT_TERM.custom && !label) continue;
        const identity = paymentTermKey(row.payment_term, label);
        if (seen.has(identity))
          return this.createError({
            path: `${this.path}.duplicate`,
            message: PRICING_TEXTS.duplicateTerm(termLabel(row), name),
          });
        seen.add(identity);
      }
      return true;
    });
}

function pricingSchema(mustNotify: boolean) {
  return yup.object({
    items: yup.array().of(yup.lazy((item: ItemValues) => itemSchema(item))),
    admin_comment: yup.string(),
    notify_customer: mustNotify ? yup.boolean().oneOf([true], PRICING_TEXTS.notifyRequired) : yup.boolean(),
  });
}

/** Formik's validate: the problems keyed by field path ('items[0].terms[1].unit_price'), in form order. */
export function validatePricing(values: PricingValues, mustNotify: boolean): Record<string, string> {
  try {
    pricingSchema(mustNotify).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const out: Record<string, string> = {};
    const inner = error.inner.length ? error.inner : [error];
    for (const e of inner) {
      const path = e.path ?? '';
      if (!(path in out)) out[path] = e.errors[0] ?? e.message;
    }
    return out;
  }
}

/** The problems in the order the form shows its fields (items first, each item's fields in order). */
export function orderedProblems(errors: Record<string, string>): string[] {
  const rank = (path: string) => {
    const item = /^items\[(\d+)\]/.exec(path);
    const term = /terms\[(\d+)\]/.exec(path);
    return [
      item ? Number(item[1]) : 1e6,
      path.includes('final_quantity') ? -1 : term ? Number(term[1]) : 1e5,
    ];
  };
  const unique = new Set<string>();
  Object.keys(errors)
    .sort((a, b) => {
      const [ai, at] = rank(a);
      const [bi, bt] = rank(b);
      return ai - bi || at - bt;
    })
    .forEach((k) => unique.add(errors[k]));
  return [...unique];
}

// ---- payload ----

export function pricingPayload(values: PricingValues): UpdatePricingPayload {
  return {
    items: values.items.map((item) => ({
      item_id: item.item_id,
      final_quantity: parseQuantity(item.final_quantity) ?? 0,
      admin_notes: item.admin_notes.trim(),
      pricing_options: enabledRows(item).map((row) => ({
        payment_term: row.payment_term,
        custom_term_label: row.payment_term === PAYMENT_TERM.custom ? row.custom_term_label.trim() : '',
        ...(row.payment_term === PAYMENT_TERM.custom
          ? { custom_due_days: Number(plainDigits(row.custom_due_days)) }
          : {}),
        unit_price: parseUnitPrice(row.unit_price) ?? row.unit_price.trim(),
        discount_percentage: parseDiscount(row.discount_percentage) ?? row.discount_percentage.trim(),
      })),
    })),
    admin_comment: values.admin_comment.trim(),
    notify_customer: values.notify_customer,
    ...(values.valid_until && values.notify_customer ? { valid_until: values.valid_until } : {}),
  };
}
