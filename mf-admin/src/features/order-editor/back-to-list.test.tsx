// The editor's back button returns to the list the order was opened from (its filters and page), and only to the
// orders list.
import { screen } from '@testing-library/react';
import type { TestApi } from '@sefaresh/shared-api/testing';
import {
  ORDER_ID,
  findCard,
  renderEditor,
  setupUser,
  startEditorApi,
  stopEditorApi,
  waitingOrder,
} from './test-support';

jest.mock('../../components/dealer-assignment', () => ({
  DealerAssignmentCard: () => <section aria-label="تخصیص نماینده" />,
}));
jest.setTimeout(30_000);

let api: TestApi;
afterEach(() => stopEditorApi(api));

async function backFrom(state: unknown) {
  ({ api } = await startEditorApi(waitingOrder));
  renderEditor({ pathname: `/admin/orders/${ORDER_ID}`, state });
  await findCard('اطلاعات سفارش');
  const [back] = screen.getAllByRole('button', { name: 'بازگشت به سفارش‌ها' });
  await setupUser().click(back);
  return screen.getByTestId('elsewhere').textContent;
}

test('back goes to the list with the filters and page it was opened from', async () => {
  expect(
    await backFrom({ returnTo: '/admin/orders?status=confirmed&search=%D9%82%D9%87%D9%88%D9%87&page=3' }),
  ).toBe('/admin/orders?status=confirmed&search=%D9%82%D9%87%D9%88%D9%87&page=3');
});

test.each([
  ['opened from elsewhere', null],
  ['another site', { returnTo: 'https://example.com/admin/orders?page=2' }],
  ['another list', { returnTo: '/admin/customers?page=2' }],
])('%s: back goes to the plain orders list', async (_, state) => {
  expect(await backFrom(state)).toBe('/admin/orders');
});
