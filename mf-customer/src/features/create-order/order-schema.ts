// The order form's values, its validation (spec 000 §5 "Order form", over the shared rules), the payload of
// spec 000 §3 and the mapping of the server's 400 details back onto the fields.
import { setIn, type FormikErrors } from 'formik';
import { array, number, object, string, ValidationError, type TestContext } from 'yup';
import {
  CUSTOMER_INFO_FIELDS,
  emptyCustomerInfo,
  INVOICE_TYPE,
  isOfficial,
  normalizeCustomerInfo,
  OFFICIAL_REQUIRED_FIELDS,
  type CustomerInfo,
  type InvoiceType,
} from '@sefaresh/shared-api/rules';
import { isApiError, type CreateOrderPayload } from '@sefaresh/shared-api';
import type { OrderProduct } from './catalogue';
import { customerInfoSchema } from '../../forms/customer-info-schema';
import { ORDER_MESSAGES as T } from './messages';

export interface ItemRow {
  /** Stable React key of the row (rows are added at the top and removed anywhere). */
  key: string;
  category_id: number | null;
  product_id: number | null;
  quantity: number | null;
  customer_notes: string;
}

export interface OrderFormValues {
  customer_comment: string;
  business_invoice_type: InvoiceType;
  items: ItemRow[];
  customer_info: CustomerInfo;
}

/** Spec 000 §9: default quantity 1. */
const DEFAULT_QUANTITY = 1;

let rowSerial = 0;
export function newRow(): ItemRow {
  rowSerial += 1;
  return {
    key: `row-${rowSerial}`,
    category_id: null,
    product_id: null,
    quantity: DEFAULT_QUANTITY,
    customer_notes: '',
  };
}

export function initialOrderValues(): OrderFormValues {
  return {
    customer_comment: '',
    business_invoice_type: INVOICE_TYPE.unofficial,
    items: [newRow()],
    customer_info: emptyCustomerInfo(),
  };
}

/** A row the customer has begun (a category or a product chosen); untouched rows are left out of the order. */
const isStarted = (row: Pick<ItemRow, 'category_id' | 'product_id'>) =>
  row.category_id !== null || row.product_id !== null;

export interface ValidationContext {
  /** The loaded products; a chosen product must be one of them (left out: not checked). */
  products?: readonly OrderProduct[];
}

const rowSchema = object({
  category_id: number().nullable(),
  product_id: number()
    .nullable()
    .test('product', function (this: TestContext, value: number | null | undefined) {
      const row = this.parent as ItemRow;
      if (!isStarted(row)) return true;
      if (value === null || value === undefined) return this.createError({ message: T.required });
      const products = (this.options.context as ValidationContext | undefined)?.products;
      if (products && !products.some((p) => p.id === value))
        return this.createError({ message: T.productNotFound });
      return true;
    }),
  quantity: number()
    .nullable()
    .test('quantity', T.quantityMin, function (this: TestContext, value: number | null | undefined) {
      if (!isStarted(this.parent as ItemRow)) return true;
      return typeof value === 'number' && Number.isInteger(value) && value >= 1;
    }),
  customer_notes: string(),
});

const itemsSchema = array(rowSchema)
  .default([])
  .test('at-least-one', T.atLeastOneProduct, (rows) =>
    (rows ?? []).some((row) => row.product_id !== null && row.product_id !== undefined),
  );

const unofficialOrderSchema = object({
  customer_comment: string().default(''),
  items: itemsSchema,
});
const officialOrderSchema = unofficialOrderSchema.shape({
  customer_info: customerInfoSchema(OFFICIAL_REQUIRED_FIELDS),
});

/** Yup's errors → formik's nested errors, the first message of each field. "No product at all" stands alone. */
function toFormErrors(error: ValidationError): FormikErrors<OrderFormValues> {
  const inner = error.inner.length ? error.inner : [error];
  const noProduct = inner.find((e) => e.path === 'items');
  let errors: FormikErrors<OrderFormValues> = {};
  for (const e of inner) {
    if (!e.path) continue;
    if (noProduct && e.path.startsWith('items')) continue;
    const path = e.path.replace(/\[(\d+)\]/g, '.$1');
    if (getFirst(errors, path) === undefined) errors = setIn(errors, path, e.message);
  }
  if (noProduct) errors = { ...errors, items: noProduct.message };
  return errors;
}

function getFirst(errors: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (node && typeof node === 'object') return (node as Record<string, unknown>)[key];
    return undefined;
  }, errors);
}

/** Formik's `validate`: the schema of the chosen invoice type, with the loaded products as context. */
export function validateOrder(
  values: OrderFormValues,
  context: ValidationContext,
): FormikErrors<OrderFormValues> {
  const schema = isOfficial(values.business_invoice_type) ? officialOrderSchema : unofficialOrderSchema;
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return toFormErrors(error);
    throw error;
  }
}

/**
 * Spec 000 §3, order create payload: customer_comment, business_invoice_type, items [product_id, quantity,
 * customer_notes], customer_info only when official. `rowKeys[i]` is the form row of `items[i]`.
 */
export function toPayload(values: OrderFormValues): { payload: CreateOrderPayload; rowKeys: string[] } {
  const rows = values.items.filter((row) => row.product_id !== null);
  const payload: CreateOrderPayload = {
    customer_comment: values.customer_comment.trim(),
    business_invoice_type: values.business_invoice_type,
    items: rows.map((row) => ({
      product_id: row.product_id as number,
      quantity: row.quantity ?? DEFAULT_QUANTITY,
      customer_notes: row.customer_notes.trim(),
    })),
  };
  if (isOfficial(values.business_invoice_type))
    payload.customer_info = normalizeCustomerInfo(values.customer_info);
  return { payload, rowKeys: rows.map((row) => row.key) };
}

const ROW_FIELDS = ['product_id', 'quantity', 'customer_notes', 'category_id'] as const;

/**
 * The server's 400 details onto the form: `customer_info.<field>` onto that field, `items.<i>.<field>` onto the
 * row that was sent as item i, `items` onto the items list.
 */
export function serverFieldErrors(
  error: unknown,
  values: OrderFormValues,
  rowKeys: readonly string[],
): FormikErrors<OrderFormValues> {
  let errors: FormikErrors<OrderFormValues> = {};
  if (!isApiError(error)) return errors;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const info = /^customer_info\.(\w+)$/.exec(key);
    if (info && (CUSTOMER_INFO_FIELDS as readonly string[]).includes(info[1])) {
      errors = setIn(errors, `customer_info.${info[1]}`, message);
      continue;
    }
    const item = /^items\.(\d+)\.(\w+)$/.exec(key);
    if (item && (ROW_FIELDS as readonly string[]).includes(item[2])) {
      const rowIndex = values.items.findIndex((row) => row.key === rowKeys[Number(item[1])]);
      if (rowIndex >= 0 && typeof errors.items !== 'string')
        errors = setIn(errors, `items.${rowIndex}.${item[2]}`, message);
      continue;
    }
    if (key === 'items') errors = { ...errors, items: message };
  }
  return errors;
}
