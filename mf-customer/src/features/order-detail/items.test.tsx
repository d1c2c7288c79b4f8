import { screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@sefaresh/shared-api/testing';
import {
  callsTo,
  coffee,
  item,
  orderPath,
  orderWith,
  pistachio,
  renderOrderPage,
  setupUser,
  startOrderApi,
  stopOrderApi,
} from './test-support';

jest.setTimeout(30_000);

let api: TestApi;
beforeEach(async () => {
  ({ api } = await startOrderApi());
});
afterEach(() => stopOrderApi(api));

const pending = orderWith({
  status: 'pending_pricing',
  quoted_total: null,
  total_with_tax: null,
  pricing_date: null,
  priced_by_name: null,
  items: [item({ id: 41 }), item({ id: 42, product_name: 'زعفران سرگل', product_code: 'P-300' })],
});

describe('items', () => {
  test('quantities, notes and a removed item struck through with its date', async () => {
    api.on(`GET ${orderPath}`, {
      status: 200,
      body: orderWith({
        items: [coffee, { ...pistachio, is_active: false, removed_at: '2026-11-23T10:00:00Z' }],
      }),
    });
    renderOrderPage();
    const coffeeRow = await screen.findByRole('article', { name: 'قهوه عربیکا برزیل' });
    expect(coffeeRow).toHaveTextContent('کد محصول: P-101'); // codes are identifiers: ASCII everywhere (docs/contracts.md)
    expect(coffeeRow).toHaveTextContent('تعداد درخواستی: ۱۰');
    expect(coffeeRow).toHaveTextContent('بسته‌بندی یک کیلویی');
    expect(coffeeRow).toHaveTextContent('موجودی انبار تهران');
    const removed = screen.getByRole('article', { name: 'پسته اکبری' });
    expect(within(removed).getByText('حذف شده')).toBeInTheDocument();
    expect(removed.querySelector('del')).toHaveTextContent('پسته اکبری');
    expect(within(removed).queryByRole('button', { name: /حذف/ })).not.toBeInTheDocument();
  });

  test('removing an item asks for confirmation, then sends the removal and shows the answer', async () => {
    api.on(`GET ${orderPath}`, { status: 200, body: pending });
    api.on(`DELETE ${orderPath}customer-remove-item/42/`, {
      status: 200,
      body: {
        ...pending,
        items: [
          pending.items[0],
          { ...pending.items[1], is_active: false, removed_at: '2026-11-23T10:00:00Z' },
        ],
      },
    });
    const user = setupUser();
    renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'حذف زعفران سرگل' }));
    expect(callsTo(api, 'DELETE', `${orderPath}customer-remove-item/42/`)).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'بله، حذف شود' }));
    expect(await screen.findByText('محصول از سفارش حذف شد')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', `${orderPath}customer-remove-item/42/`).map((c) => c.body)).toEqual([{}]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'زعفران سرگل' })).getByText('حذف شده'),
      ).toBeInTheDocument(),
    );
  });

  test('the last active item: the confirmation explains the rejection and requires a reason', async () => {
    const lastOne = {
      ...pending,
      items: [
        pending.items[0],
        { ...pending.items[1], is_active: false, removed_at: '2026-11-23T10:00:00Z' },
      ],
    };
    api.on(`GET ${orderPath}`, { status: 200, body: lastOne });
    api.on(`DELETE ${orderPath}customer-remove-item/41/`, {
      status: 200,
      body: orderWith({ ...lastOne, status: 'rejected', customer_rejection_reason: 'دیگر نیاز ندارم' }),
    });
    const user = setupUser();
    renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'حذف قهوه عربیکا برزیل' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('آخرین محصول این سفارش است؛ با حذف آن کل سفارش رد می‌شود');
    await user.click(within(dialog).getByRole('button', { name: 'حذف و رد سفارش' }));
    expect(within(dialog).getByText('دلیل رد سفارش الزامی است')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', `${orderPath}customer-remove-item/41/`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('دلیل رد سفارش'), 'دیگر نیاز ندارم');
    await user.click(within(dialog).getByRole('button', { name: 'حذف و رد سفارش' }));
    expect(await screen.findByText('سفارش رد شد')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', `${orderPath}customer-remove-item/41/`).map((c) => c.body)).toEqual([
      { reject_entire_order: true, rejection_reason: 'دیگر نیاز ندارم' },
    ]);
    expect(await screen.findByText('رد شده', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^حذف / })).not.toBeInTheDocument();
  });

  test('no removal once the order is confirmed', async () => {
    api.on(`GET ${orderPath}`, { status: 200, body: orderWith({ status: 'confirmed' }) });
    renderOrderPage();
    await screen.findByRole('article', { name: 'قهوه عربیکا برزیل' });
    expect(screen.queryByRole('button', { name: 'حذف قهوه عربیکا برزیل' })).not.toBeInTheDocument();
  });
});
