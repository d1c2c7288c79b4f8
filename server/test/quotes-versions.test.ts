// Quote versions through HTTP: every round sent to the customer is a new version with its changes against the one
// before, a quiet correction rewrites the current one, each version's pre-invoice is the same bytes on every
// request, and only the order's customer, staff and its assigned dealer may read them.
import type { OrderJson } from './scenarios';
import { quoteFixture } from './quotes-fixture';

const f = quoteFixture();
const { s, people } = f;

beforeAll(f.setUp);
afterAll(f.tearDown);

interface Change {
  item_id: number;
  kind: string;
  payment_term: string | null;
  old_quantity: number | null;
  new_quantity: number | null;
  old_unit_price: string | null;
  new_unit_price: string | null;
  old_discount_percentage: string | null;
  new_discount_percentage: string | null;
}
interface Version {
  version: number;
  is_current: boolean;
  priced_by_name: string;
  valid_until: string;
  pre_invoice_number: string;
  quoted_total: string;
  items: {
    item_id: number;
    final_quantity: number;
    options: { payment_term: string; unit_price: string }[];
  }[];
  changes: Change[];
}

async function versions(order: OrderJson, who = people.customerA) {
  const res = await s.call('GET', `orders/${order.id}/quotes/`, who);
  expect(res.statusCode).toBe(200);
  return res.json() as { quote_version: number; versions: Version[] };
}

/** Staff price again with notify_customer: coffee at `unit` (instant), a new 2_month term for coffee, saffron × 3. */
function secondRound(order: OrderJson, unit: number) {
  const body = s.pricingFor(order, { notify_customer: true }, { unit });
  body.items[0].pricing_options.push({
    payment_term: '2_month',
    custom_term_label: '',
    custom_due_days: null,
    unit_price: 1_200_000,
    discount_percentage: 0,
  });
  body.items[1].final_quantity = 3;
  return s.call('POST', `orders/${order.id}/update-multiple-pricing/`, people.staff, body);
}

describe('quote versions', () => {
  it('numbers each round sent to the customer and says what changed against the version before', async () => {
    const order = await s.priced();
    expect(order.quote_version).toBe(1);
    expect(order.quote_valid_until).toBe('2026-11-27T20:29:59.000Z'); // the end of the Tehran day 7 days on
    expect((await secondRound(order, 900_000)).statusCode).toBe(200);

    const list = await versions(order);
    expect(list.quote_version).toBe(2);
    expect(list.versions.map((v) => [v.version, v.is_current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(list.versions[1].changes).toEqual([]);
    expect(list.versions[0].priced_by_name).toBe('کارمند');
    const [coffeeLine, saffronLine] = order.items;
    expect(list.versions[0].changes).toEqual([
      expect.objectContaining({
        item_id: coffeeLine.id,
        kind: 'price_changed',
        payment_term: 'instant',
        old_unit_price: '1000000',
        new_unit_price: '900000',
      }),
      expect.objectContaining({
        item_id: coffeeLine.id,
        kind: 'option_added',
        payment_term: '2_month',
        new_unit_price: '1200000',
      }),
      expect.objectContaining({
        item_id: saffronLine.id,
        kind: 'quantity_changed',
        old_quantity: 2,
        new_quantity: 3,
      }),
    ]);
    // the first version keeps what was sent then
    expect(list.versions[1].items[0].options.map((o) => [o.payment_term, o.unit_price])).toEqual([
      ['instant', '1000000'],
      ['1_month', '1100000'],
    ]);
    expect(list.versions[0].pre_invoice_number).toMatch(/^\d{4}-\d{6}-v2$/);
  });

  it('shows a line removed by staff as removed in the next version', async () => {
    const order = await s.priced();
    const [, saffronLine] = order.items;
    expect(
      (await s.call('DELETE', `orders/${order.id}/remove-item/${saffronLine.id}/`, people.staff)).statusCode,
    ).toBe(200);
    const body = s.pricingFor(order, { notify_customer: true });
    body.items.pop();
    expect(
      (await s.call('POST', `orders/${order.id}/update-multiple-pricing/`, people.staff, body)).statusCode,
    ).toBe(200);
    const [latest] = (await versions(order)).versions;
    expect(latest.changes).toEqual([
      expect.objectContaining({ item_id: saffronLine.id, kind: 'removed', old_quantity: 2 }),
    ]);
  });

  it('corrects the current version in place when staff do not send the quote again', async () => {
    const order = await s.priced();
    const res = await s.call(
      'POST',
      `orders/${order.id}/update-multiple-pricing/`,
      people.staff,
      s.pricingFor(order, {}, { unit: 950_000 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().quote_version).toBe(1);
    const list = await versions(order);
    expect(list.versions).toHaveLength(1);
    expect(list.versions[0].items[0].options[0].unit_price).toBe('950000');
  });

  it('serves the same pre-invoice bytes for a version every time, numbered and marked with its version', async () => {
    const order = await s.priced();
    expect((await secondRound(order, 900_000)).statusCode).toBe(200);
    const first = await s.call('GET', `orders/${order.id}/quotes/1/pre-invoice/`, people.customerA);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain(`pre_invoice_${order.id}_v1_unofficial.pdf`);
    await f.advanceTo('2026-11-20T09:00:00Z');
    const again = await s.call('GET', `orders/${order.id}/quotes/1/pre-invoice/`, people.staff);
    expect(again.rawPayload.toString('base64') === first.rawPayload.toString('base64')).toBe(true);
    const second = await s.call('GET', `orders/${order.id}/quotes/2/pre-invoice/`, people.customerA);
    expect(second.rawPayload.toString('base64') === first.rawPayload.toString('base64')).toBe(false);
    expect(
      (await s.call('GET', `orders/${order.id}/quotes/3/pre-invoice/`, people.customerA)).statusCode,
    ).toBe(404);
  });

  it('lets the order’s customer, staff and the assigned dealer read the versions, and no one else', async () => {
    const order = await s.priced();
    await f.assignDealer(order);
    for (const who of [people.customerA, people.staff, people.dealer]) {
      expect((await s.call('GET', `orders/${order.id}/quotes/`, who)).statusCode).toBe(200);
      expect((await s.call('GET', `orders/${order.id}/quotes/1/pre-invoice/`, who)).statusCode).toBe(200);
    }
    for (const who of [people.customerB, people.otherDealer]) {
      expect((await s.call('GET', `orders/${order.id}/quotes/`, who)).statusCode).toBe(403);
      expect((await s.call('GET', `orders/${order.id}/quotes/1/pre-invoice/`, who)).statusCode).toBe(403);
    }
    expect((await s.call('GET', `orders/${order.id}/quotes/`, null)).statusCode).toBe(401);
    expect((await s.call('GET', `orders/${order.id}/quotes/1/pre-invoice/`, null)).statusCode).toBe(401);
    expect((await s.call('GET', `orders/999999/quotes/`, people.staff)).statusCode).toBe(404);
  });

  it('answers version 0 and no versions before pricing', async () => {
    const order = await s.newOrder();
    expect(order.quote_version).toBe(0);
    expect(order.quote_valid_until).toBeNull();
    const list = await versions(order);
    expect(list).toMatchObject({ quote_version: 0, versions: [] });
  });
});
