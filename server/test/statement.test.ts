// The customer's statement through HTTP: an order is a debit at its confirmation, a verified receipt and a cleared
// cheque credits, a bounced cheque a line of 0 with its note; the running balance adds up line by line and equals
// the totals; the customer sees their own, staff anyone's; the PDF reads back in Persian word order.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paymentReceipts } from '../src/db/schema';
import { formatAmount } from '../src/modules/invoices/pdf-text';
import { STATEMENT_TEXTS } from '../src/modules/receivables/messages';
import { findRtlPhrase, readWords } from './pdf-words';
import { quoteFixture } from './quotes-fixture';
import { addCheque, setSchedule } from './receivables-fixture';
import type { OrderJson } from './scenarios';

const f = quoteFixture('2026-11-20T08:00:00Z');
const { s, people } = f;
let first: OrderJson;
let second: OrderJson;

beforeAll(async () => {
  await f.setUp();
  first = await s.confirmed();
  await f.advanceTo('2026-11-22T08:00:00Z');
  second = await s.confirmed();
  await setSchedule(f.app(), first.id, [
    { due: new Date('2026-11-25T20:29:59Z'), amount: first.total_with_tax! },
  ]);
  await setSchedule(f.app(), second.id, [
    { due: new Date('2027-01-25T20:29:59Z'), amount: second.total_with_tax! },
  ]);
  await f.app().database.db.insert(paymentReceipts).values({
    orderId: first.id,
    fileName: 'r.png',
    fileType: 'image',
    mimeType: 'image/png',
    fileSize: 4,
    storageKey: 'receipts/x',
    reviewStatus: 'verified',
    verifiedAmount: '1000000',
    trackingNumber: '123456',
    paidOn: '2026-11-23',
  });
  await addCheque(f.app(), second.id, {
    sayadId: '1111222233334444',
    amount: '2000000',
    status: 'cleared',
    statusChangedAt: new Date('2026-11-24T10:00:00Z'),
  });
  await addCheque(f.app(), second.id, {
    sayadId: '5555666677778888',
    amount: '500000',
    status: 'bounced',
    statusNote: 'کسری موجودی',
    statusChangedAt: new Date('2026-11-25T10:00:00Z'),
  });
  // another customer's order is not on this statement
  await f.advanceTo('2026-12-01T08:00:00Z');
});
afterAll(f.tearDown);

test("the customer's lines, oldest first, with a running balance that adds up to the totals", async () => {
  const res = await s.call('GET', 'customers/statement/', people.customerA);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.customer).toEqual({ id: people.customerA.user.id, name: 'مشتری الف', company_name: '' });
  expect(body.lines.map((l: { kind: string; order_id: number }) => [l.kind, l.order_id])).toEqual([
    ['invoice', first.id],
    ['invoice', second.id],
    ['receipt', first.id],
    ['cheque_cleared', second.id],
    ['cheque_bounced', second.id],
  ]);
  let running = 0n;
  for (const line of body.lines) {
    running += BigInt(line.debit) - BigInt(line.credit);
    expect(line.balance).toBe(running.toString());
  }
  const debit = BigInt(first.total_with_tax!) + BigInt(second.total_with_tax!);
  expect(body.totals).toEqual({
    debit: debit.toString(),
    credit: '3000000',
    balance: (debit - 3000000n).toString(),
    // the first order's instalment was due 25 Nov: what is unpaid of it
    overdue: (BigInt(first.total_with_tax!) - 1000000n).toString(),
  });
  expect(body.lines[2].description).toBe(STATEMENT_TEXTS.receipt(first.id, '123456'));
  // paid on 23 Nov: the last second of that Tehran day, the 23rd whether a screen reads it in Tehran or in UTC
  expect(body.lines[2].date).toBe('2026-11-23T20:29:59.000Z');
  expect(body.lines[4]).toMatchObject({ debit: '0', credit: '0' });
  expect(body.lines[4].description).toContain('کسری موجودی');
});

test('staff see any customer’s statement; others are refused', async () => {
  const mine = (await s.call('GET', 'customers/statement/', people.customerA)).json();
  const url = `admin/customers/${people.customerA.user.id}/statement/`;
  const staffView = await s.call('GET', url, people.staff);
  expect(staffView.statusCode).toBe(200);
  expect(staffView.json()).toEqual(mine);
  expect((await s.call('GET', url, people.customerB)).statusCode).toBe(403);
  expect((await s.call('GET', url, people.dealer)).statusCode).toBe(403);
  expect((await s.call('GET', url, null)).statusCode).toBe(401);
  expect((await s.call('GET', 'customers/statement/', null)).statusCode).toBe(401);
  expect((await s.call('GET', 'admin/customers/999999/statement/', people.staff)).statusCode).toBe(404);
  // a customer with nothing confirmed has an empty statement
  const empty = (await s.call('GET', 'customers/statement/', people.customerB)).json();
  expect(empty.lines).toEqual([]);
  expect(empty.totals).toEqual({ debit: '0', credit: '0', balance: '0', overdue: '0' });
});

test('the PDF reads back in Persian word order with the amounts', async () => {
  const res = await f.app().inject({
    method: 'GET',
    url: '/api/customers/statement/?format=pdf',
    headers: { authorization: `Bearer ${people.customerA.tokens.access}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const dir = mkdtempSync(path.join(tmpdir(), 'statement-pdf-'));
  const pdf = path.join(dir, 'statement.pdf');
  writeFileSync(pdf, new Uint8Array(res.rawPayload));
  const artifacts = path.join(path.dirname(new URL(import.meta.url).pathname), 'artifacts');
  mkdirSync(artifacts, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', pdf, path.join(artifacts, 'statement')]);
  const words = readWords(pdf);
  expect(findRtlPhrase(words, 'صورت حساب')).not.toBeNull(); // the ZWNJ splits the word
  expect(findRtlPhrase(words, 'مشتری: مشتری الف')).not.toBeNull();
  expect(findRtlPhrase(words, 'وصول چک صیادی ۱۱۱۱۲۲۲۲۳۳۳۳۴۴۴۴')).not.toBeNull();
  expect(findRtlPhrase(words, 'مانده حساب')).not.toBeNull();
  const balance = (await s.call('GET', 'customers/statement/', people.customerA)).json().totals.balance;
  expect(words.map((w) => w.text)).toContain(formatAmount(balance));
});
