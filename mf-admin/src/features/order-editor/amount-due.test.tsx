// Staff see the amount due of the chosen terms next to each receipt they verify.
import { screen, within } from '@testing-library/react';
import type { TestApi } from '@sefaresh/shared-api/testing';
import {
  completedOrder,
  findCard,
  orderWith,
  renderEditor,
  startEditorApi,
  stopEditorApi,
  uploadedOrder,
} from './test-support';

jest.mock('../../components/dealer-assignment', () => ({ DealerAssignmentCard: () => null }));

jest.setTimeout(30_000);

const VERIFY = 'بررسی رسید پرداخت';
let api: TestApi;
beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:receipt');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => stopEditorApi(api));

test('each receipt shows the amount due beside it', async () => {
  ({ api } = await startEditorApi(orderWith({ ...uploadedOrder, amount_due: '34540000' })));
  renderEditor();
  const box = await findCard(VERIFY);
  for (const name of ['receipt-5.jpg', 'bank.pdf']) {
    const row = await within(box).findByRole('listitem', { name });
    expect(row).toHaveTextContent('مبلغ قابل پرداخت: ۳۴٬۵۴۰٬۰۰۰ ریال');
  }
});

test('a completed order keeps the amount beside its verified receipts', async () => {
  ({ api } = await startEditorApi(orderWith({ ...completedOrder, amount_due: '1250000' })));
  renderEditor();
  const row = await within(await findCard(VERIFY)).findByRole('listitem', { name: 'bank.pdf' });
  expect(row).toHaveTextContent('مبلغ قابل پرداخت: ۱٬۲۵۰٬۰۰۰ ریال');
});

test('without an amount due from the server nothing is made up', async () => {
  ({ api } = await startEditorApi(orderWith({ ...uploadedOrder, amount_due: null })));
  renderEditor();
  const row = await within(await findCard(VERIFY)).findByRole('listitem', { name: 'bank.pdf' });
  expect(row).not.toHaveTextContent('مبلغ قابل پرداخت');
  expect(screen.queryByTestId('amount-due-6')).not.toBeInTheDocument();
});
