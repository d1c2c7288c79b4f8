import { ApiError } from '@sefaresh/shared-api';
import { INVOICE_TYPE, MESSAGES, checkCustomerInfo } from '@sefaresh/shared-api/rules';
import { CUSTOMER_INFO_CASES, VALID_CUSTOMER_INFO } from '@sefaresh/shared-api/testing';
import { categoryLoadError, productLoadError, productsOf, type OrderProduct } from './catalogue';
import {
  initialOrderValues,
  serverFieldErrors,
  toPayload,
  validateOrder,
  type OrderFormValues,
} from './order-schema';

const products: OrderProduct[] = [
  { id: 11, name: 'قهوه عربیکا', categoryId: 1, stock: 5 },
  { id: 12, name: 'قهوه روبوستا', categoryId: 1, stock: 0 },
  { id: 21, name: 'پسته', categoryId: 2, stock: 7 },
];

function withRows(rows: Partial<OrderFormValues['items'][number]>[]): OrderFormValues {
  const values = initialOrderValues();
  values.items = rows.map((r, i) => ({ ...values.items[0], key: `k${i}`, ...r }));
  return values;
}

describe('catalogue answers', () => {
  test('only in-stock products are offered per category', () => {
    expect(productsOf(products, 1).map((p) => p.id)).toEqual([11]);
    expect(productsOf(products, 2).map((p) => p.id)).toEqual([21]);
    expect(productsOf(products, null)).toEqual([]);
  });

  test('category load errors name the case and its code in Persian digits', () => {
    expect(categoryLoadError(new ApiError(401, 'x'))).toBe(
      'برای دریافت دسته‌بندی‌ها لطفاً دوباره وارد شوید (کد ۴۰۱)',
    );
    expect(categoryLoadError(new ApiError(500, 'x'))).toBe('خطای سرور در دریافت دسته‌بندی‌ها (کد ۵۰۰)');
    expect(categoryLoadError(new ApiError(0, 'x', {}, 'network'))).toBe(
      'اتصال به سرور برقرار نشد؛ لطفاً اینترنت خود را بررسی کنید',
    );
    expect(categoryLoadError(new ApiError(408, 'x', {}, 'timeout'))).toBe(
      'پاسخی از سرور دریافت نشد؛ لطفاً دوباره تلاش کنید',
    );
    expect(categoryLoadError(new ApiError(418, 'x'))).toBe('خطا در دریافت دسته‌بندی‌ها (کد ۴۱۸)');
  });

  test("products load errors: the server's text, else the client's", () => {
    expect(
      productLoadError(new ApiError(500, 'fallback', {}, 'http', { error: 'انبار در دسترس نیست' })),
    ).toBe('انبار در دسترس نیست');
    expect(productLoadError(new ApiError(0, MESSAGES.connectionError, {}, 'network'))).toBe(
      MESSAGES.connectionError,
    );
  });
});

describe('validation and payload', () => {
  test('a chosen product must be in the loaded list', () => {
    const values = withRows([{ category_id: 1, product_id: 99 }]);
    expect(validateOrder(values, { products })).toEqual({
      items: [{ product_id: MESSAGES.productNotFound }],
    });
    expect(validateOrder(withRows([{ category_id: 1, product_id: 11 }]), { products })).toEqual({});
  });

  test('no product at all stands alone as the items message', () => {
    const values = withRows([{ category_id: 1 }, {}]);
    expect(validateOrder(values, { products })).toEqual({ items: MESSAGES.atLeastOneProduct });
  });

  test('server details go to the row that was sent as item i', () => {
    const values = withRows([{}, { category_id: 1, product_id: 11 }, {}, { category_id: 2, product_id: 21 }]);
    const { payload, rowKeys } = toPayload(values);
    expect(payload.items.map((i) => i.product_id)).toEqual([11, 21]);
    const error = new ApiError(400, 'x', {
      'items.1.product_id': ['ناموجود'],
      'customer_info.postal_code': ['کد پستی نادرست'],
      unknown: ['?'],
    });
    expect(serverFieldErrors(error, values, rowKeys)).toEqual({
      items: [undefined, undefined, undefined, { product_id: 'ناموجود' }],
      customer_info: { postal_code: 'کد پستی نادرست' },
    });
  });
});

describe('the official block reads customer info as the rules module and the server do', () => {
  const official = (field: string, typed: string): OrderFormValues => ({
    ...withRows([{ category_id: 1, product_id: 11 }]),
    business_invoice_type: INVOICE_TYPE.official,
    customer_info: { ...VALID_CUSTOMER_INFO, [field]: typed },
  });

  test.each(CUSTOMER_INFO_CASES)('$field «$typed» → $stored$problem', ({ field, typed, stored, problem }) => {
    const values = official(field, typed);
    const errors = validateOrder(values, { products });
    if (problem) {
      expect(errors).toEqual({ customer_info: { [field]: problem } });
    } else {
      expect(errors).toEqual({});
      expect(toPayload(values).payload.customer_info?.[field]).toBe(stored);
    }
    expect(checkCustomerInfo(values.customer_info).problems?.[field]).toBe(problem);
  });
});
