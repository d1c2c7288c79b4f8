// The order page on a phone: each payment term is a card with its radio button and its totals, no table.
import { screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@sefaresh/shared-api/testing';
import { PHONE_WIDTH, screenWidth } from '@sefaresh/shared-ui/testing';
import {
  callsTo,
  chosen,
  coffee,
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
let wideScreen: () => void;
beforeEach(async () => {
  wideScreen = screenWidth(PHONE_WIDTH);
  ({ api } = await startOrderApi());
});
afterEach(() => {
  stopOrderApi(api);
  wideScreen();
});

const pricingCard = () => screen.getByText('انتخاب شرایط پرداخت').closest('.ant-card') as HTMLElement;
/** The term cards of one item in the pricing card. */
const termCards = (product: string) =>
  within(within(pricingCard()).getByRole('list', { name: product })).getAllByRole('listitem');

describe('the order page on a phone', () => {
  test('each payment term is a card with its radio and its amounts; choosing one by its radio sends it', async () => {
    api.on(`POST ${orderPath}customer-select-option/`, {
      status: 200,
      body: orderWith({
        items: chosen([coffee, pistachio], [302]),
        quoted_total: '31400000',
        total_with_tax: '34540000',
      }),
    });
    renderOrderPage();
    await screen.findByText('انتخاب شرایط پرداخت');
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0); // no table of terms

    const [cash, twoMonths] = termCards('قهوه عربیکا برزیل');
    expect(termCards('قهوه عربیکا برزیل')).toHaveLength(2);
    expect(within(twoMonths).getByText('۲ ماهه')).toBeInTheDocument();
    // the official order's amounts: unit price, discount, total, tax and total with tax
    expect(within(twoMonths).getByText('۱٬۲۰۰٬۰۰۰ ریال')).toBeInTheDocument();
    expect(within(twoMonths).getByText('۵٪')).toBeInTheDocument();
    expect(within(twoMonths).getByText('۱۱٬۴۰۰٬۰۰۰ ریال')).toBeInTheDocument();
    expect(within(twoMonths).getByText('۱٬۱۴۰٬۰۰۰ ریال')).toBeInTheDocument();
    expect(within(twoMonths).getByText('۱۲٬۵۴۰٬۰۰۰ ریال')).toBeInTheDocument();
    expect(within(cash).getByText('۱۱٬۰۰۰٬۰۰۰ ریال')).toBeInTheDocument();

    const radio = within(twoMonths).getByRole('radio', { name: 'قهوه عربیکا برزیل — ۲ ماهه' });
    expect(radio).not.toBeChecked();
    await setupUser().click(radio);
    await waitFor(() => expect(within(pricingCard()).getByText('۳۴٬۵۴۰٬۰۰۰ ریال')).toBeInTheDocument());
    expect(callsTo(api, 'POST', `${orderPath}customer-select-option/`).map((c) => c.body)).toEqual([
      { item_id: 31, action: 'select_option', selected_option_id: 302 },
    ]);
    expect(within(termCards('قهوه عربیکا برزیل')[1]).getByRole('radio')).toBeChecked();
    expect(within(termCards('قهوه عربیکا برزیل')[1]).getByText('انتخاب شما')).toBeInTheDocument();
  });

  test('a tap on the card outside its radio chooses the term too', async () => {
    api.on(`POST ${orderPath}customer-select-option/`, {
      status: 200,
      body: orderWith({ items: chosen([coffee, pistachio], [301]) }),
    });
    renderOrderPage();
    await screen.findByText('انتخاب شرایط پرداخت');
    await setupUser().click(within(termCards('قهوه عربیکا برزیل')[0]).getByText('۱۱٬۰۰۰٬۰۰۰ ریال'));
    await waitFor(() =>
      expect(callsTo(api, 'POST', `${orderPath}customer-select-option/`).map((c) => c.body)).toEqual([
        { item_id: 31, action: 'select_option', selected_option_id: 301 },
      ]),
    );
  });
});
