// Safe price entry: the unit price field groups Persian digits as typed and refuses letters,
// shows the amount in words; a price a factor of ten off the other terms or the base price is flagged without
// blocking the save; each line shows the product's stock and base price and warns when the quantity exceeds it.
import { screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@sefaresh/shared-api/testing';
import { item } from '@sefaresh/shared-api/testing';
import { MONEY_INPUT_TEXTS } from '@sefaresh/shared-ui';
import { EDITOR_TEXTS as T } from './messages';
import {
  callsTo,
  fill,
  findCard,
  orderPath,
  orderWith,
  renderEditor,
  setupUser,
  startEditorApi,
  stopEditorApi,
  coffeePriced,
  waitingOrder,
} from './test-support';

jest.mock('../../components/dealer-assignment', () => ({ DealerAssignmentCard: () => null }));

jest.setTimeout(40_000);

const COFFEE = 'قهوه عربیکا برزیل';
const CARD = 'وضعیت و قیمت‌گذاری';

const coffee = item({
  id: 31,
  requested_quantity: 10,
  product: { id: 101, name: COFFEE, tax_rate: 10, stock: 8, base_price: '1000000' },
});
const order = orderWith({ items: [coffee] });

let api: TestApi;
afterEach(() => stopEditorApi(api));

const price = (term: string) =>
  screen.getByRole('textbox', { name: `قیمت واحد ${term} ${COFFEE}` }) as HTMLInputElement;
const check = (user: ReturnType<typeof setupUser>, term: string) =>
  user.click(screen.getByRole('checkbox', { name: `${term} — ${COFFEE}` }));

describe('price entry in the pricing editor', () => {
  test('digits are grouped in Persian as typed, letters refused, the amount read in words', async () => {
    ({ api } = await startEditorApi(order));
    const user = setupUser();
    renderEditor();
    await findCard(CARD);
    await check(user, 'نقدی');
    await user.type(price('نقدی'), '12x');
    expect(price('نقدی')).toHaveValue('۱۲');
    expect(screen.getByText(MONEY_INPUT_TEXTS.digitsOnly)).toBeInTheDocument();
    await user.type(price('نقدی'), '50۰000');
    expect(price('نقدی')).toHaveValue('۱۲٬۵۰۰٬۰۰۰');
    expect(screen.queryByText(MONEY_INPUT_TEXTS.digitsOnly)).not.toBeInTheDocument();
    expect(screen.getByText('دوازده میلیون و پانصد هزار ریال')).toBeInTheDocument();
    // the preview computes from the ASCII value: 10 × 12,500,000
    expect(screen.getByTestId('line-total-31-0')).toHaveTextContent('۱۲۵٬۰۰۰٬۰۰۰ ریال');
  });

  test('a term ten times the others is flagged; saving still sends it', async () => {
    ({ api } = await startEditorApi(order));
    api.on(`POST ${orderPath}update-multiple-pricing/`, { status: 200, body: waitingOrder });
    const user = setupUser();
    renderEditor();
    await findCard(CARD);
    fill(`تعداد نهایی ${COFFEE}`, '5');
    await check(user, 'نقدی');
    await check(user, '۱ ماهه');
    await check(user, '۲ ماهه');
    fill(`قیمت واحد نقدی ${COFFEE}`, '1000000');
    fill(`قیمت واحد ۱ ماهه ${COFFEE}`, '1100000');
    expect(screen.queryByText(T.priceOffTerms)).not.toBeInTheDocument();
    // a slip of a zero
    await user.type(price('۲ ماهه'), '12000000');
    const warning = await screen.findByText(T.priceOffTerms);
    expect(price('۲ ماهه').closest('td')).toContainElement(warning);
    expect(screen.getAllByText(T.priceOffTerms)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'ذخیره قیمت‌گذاری' }));
    expect(await screen.findByText('قیمت‌گذاری با موفقیت ذخیره شد')).toBeInTheDocument();
    const [call] = callsTo(api, 'POST', `${orderPath}update-multiple-pricing/`);
    const options = (call.body as { items: { pricing_options: { unit_price: string }[] }[] }).items[0]
      .pricing_options;
    expect(options.map((o) => o.unit_price)).toEqual(['1000000', '1100000', '12000000']);
  });

  test("a lone term ten times below the product's base price is flagged, and fixing it clears the warning", async () => {
    ({ api } = await startEditorApi(order));
    const user = setupUser();
    renderEditor();
    await findCard(CARD);
    await check(user, 'نقدی');
    fill(`قیمت واحد نقدی ${COFFEE}`, '100000');
    const text = T.priceOffBase('۱٬۰۰۰٬۰۰۰ ریال');
    expect(await screen.findByText(text)).toBeInTheDocument();
    fill(`قیمت واحد نقدی ${COFFEE}`, '950000');
    await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
  });

  test('the line shows stock and base price; a final quantity above the stock warns without blocking', async () => {
    ({ api } = await startEditorApi(order));
    renderEditor();
    await findCard(CARD);
    const line = screen.getByRole('region', { name: COFFEE });
    expect(within(line).getByText('موجودی: ۸ · قیمت پایه: ۱٬۰۰۰٬۰۰۰ ریال')).toBeInTheDocument();
    // the requested 10 is already above the stock of 8
    expect(within(line).getByText(T.overStock('۸'))).toBeInTheDocument();
    fill(`تعداد نهایی ${COFFEE}`, '8');
    await waitFor(() => expect(within(line).queryByText(T.overStock('۸'))).not.toBeInTheDocument());
    fill(`تعداد نهایی ${COFFEE}`, '9');
    expect(await within(line).findByText(T.overStock('۸'))).toBeInTheDocument();
  });

  test('an answer without stock or base price shows neither line nor warning', async () => {
    ({ api } = await startEditorApi(orderWith({ items: [item({ id: 31, requested_quantity: 999 })] })));
    renderEditor();
    await findCard(CARD);
    const line = screen.getByRole('region', { name: COFFEE });
    expect(within(line).queryByText(/موجودی:/)).not.toBeInTheDocument();
    expect(within(line).queryByText(/از موجودی انبار/)).not.toBeInTheDocument();
  });

  test("the read-only prices show each line's stock and base price too", async () => {
    const product = { ...coffeePriced.product, stock: 1200, base_price: '1150000' };
    ({ api } = await startEditorApi(orderWith({ ...waitingOrder, items: [{ ...coffeePriced, product }] })));
    renderEditor();
    await screen.findByRole('button', { name: 'ویرایش قیمت‌ها' });
    expect(
      within(screen.getByRole('region', { name: COFFEE })).getByText(
        'موجودی: ۱٬۲۰۰ · قیمت پایه: ۱٬۱۵۰٬۰۰۰ ریال',
      ),
    ).toBeInTheDocument();
  });
});
