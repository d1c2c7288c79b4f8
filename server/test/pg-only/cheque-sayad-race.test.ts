// Two registrations of one Sayad id at the same moment, on two orders (so no order lock serialises them): both
// pass the lookup, the unique index lets one in, and the other is answered 409 naming the order that got it —
// never a 500. PostgreSQL only: PGlite has one connection.
import { CHEQUE_TEXTS } from '../../src/modules/cheques/messages';
import { quoteFixture } from '../quotes-fixture';
import { newSayadId } from '../receivables-fixture';

const f = quoteFixture();
beforeAll(f.setUp, 120_000);
afterAll(f.tearDown);

test('one of two racing registrations wins; the other gets the Persian 409', async () => {
  const orders = [await f.s.confirmed(), await f.s.confirmed()];
  for (let round = 0; round < 5; round++) {
    const sayadId = newSayadId();
    const answers = await Promise.all(
      orders.map((order) =>
        f.s.call('POST', `orders/${order.id}/cheques/`, f.people.customerA, {
          sayad_id: sayadId,
          bank: 'بانک ملت',
          drawer_name: 'مشتری الف',
          due_date: '2026-12-20',
          amount: '1000000',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const won = answers.find((a) => a.statusCode === 201)!.json();
    expect(won.status).toBe('received');
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe(
      CHEQUE_TEXTS.duplicateSayad(won.order_id),
    );
  }
});
