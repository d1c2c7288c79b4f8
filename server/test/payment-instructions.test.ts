// Where to pay through HTTP into the database: the seller's bank account of the
// configuration in the order answer, the amount due, the deadline and the reference; the order-confirmed email
// and SMS; the numbered pre-invoice before and after the choice; the dashboard's invoice being the final invoice;
// and a mistyped IBAN or card number refusing the start.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ConfigError, DEFAULT_SELLER, loadConfig } from '../src/config';
import { invoices, notificationOutbox, orders, paymentReceipts, users } from '../src/db/schema';
import { tehranWallClock } from '../src/lib/tehran-time';
import { PAYMENT_DEADLINE_TEXTS, PAYMENT_INFO_LABELS } from '@sefaresh/shared-api/rules';
import { jalaliDate } from '../src/modules/invoices/pdf-text';
import { paymentDeadline } from '../src/modules/payments/instructions';
import { addTestProduct, createTestApp, signedInUser } from './helpers';
import { orderScenarios, type Session } from './scenarios';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(serverDir, '../node_modules/.bin/tsx');
const tmp = mkdtempSync(path.join(tmpdir(), 'payment-pdf-'));

// a bank account other than the demo one, to see the configuration reach every screen and message
const BANK = {
  account_holder: 'شرکت آزمون پرداخت',
  bank_name: 'بانک ملت',
  account_number: '9876543210',
  card_number: '6104337812345674',
  iban: 'IR820540102680020817909002',
};
const DEADLINE_DAYS = 5;

let app: FastifyInstance;
const db = () => app.database.db;
const tag = randomBytes(4).toString('hex');
let customer: Session;
let staff: Session;
let dealer: Session;
let coffee: { id: number; name: string };
let saffron: { id: number; name: string };

beforeAll(async () => {
  app = await createTestApp({
    seller: { ...DEFAULT_SELLER, bank: BANK, payment_deadline_days: DEADLINE_DAYS },
  });
  await app.ready();
  coffee = await addTestProduct(app, `قهوه پرداخت ${tag}`, { stock: 100, taxRate: null });
  saffron = await addTestProduct(app, `زعفران پرداخت ${tag}`, { stock: 100, taxRate: '9.00' });
  [customer, staff, dealer] = await Promise.all([
    signedInUser(app, { name: 'مشتری پرداخت' }),
    signedInUser(app, { name: 'کارمند پرداخت' }),
    signedInUser(app, { name: 'نماینده پرداخت' }),
  ]);
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  await db()
    .update(users)
    .set({ isDealer: true, dealerCode: `DP-${tag}` })
    .where(eq(users.id, dealer.user.id));
});
afterAll(async () => {
  await app.close();
  rmSync(tmp, { recursive: true, force: true });
});

const { call, priced, confirmed, paymentUploaded } = orderScenarios({
  app: () => app,
  customer: () => customer,
  staff: () => staff,
  coffee: () => coffee,
  saffron: () => saffron,
});

const getOrder = async (id: number, who: Session) => (await call('GET', `orders/${id}/`, who)).json();

/** The text of a downloaded PDF (poppler, -layout: each line in logical order). */
async function pdfText(url: string, who: Session): Promise<string> {
  const res = await call('GET', url, who);
  expect(res.statusCode).toBe(200);
  const file = path.join(tmp, `${randomBytes(4).toString('hex')}.pdf`);
  writeFileSync(file, new Uint8Array(res.rawPayload));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('the order answer', () => {
  test('before the choice: no amount due, no instructions; the quote is a numbered pre-invoice', async () => {
    const order = await priced();
    expect(order).toMatchObject({
      status: 'waiting_customer_approval',
      amount_due: null,
      payment_reference: null,
      payment_deadline: null,
      payment_instructions: null,
    });
    expect(order.pre_invoice_number).toMatch(/^\d{4}-\d{6}$/);
  });

  test('confirmed: the configured account, the amount due of the chosen terms, the deadline and the reference', async () => {
    const before = await priced(true);
    const order = await confirmed(true, 'instant');
    const body = await getOrder(order.id, customer);
    expect(body.amount_due).toBe(body.total_with_tax);
    expect(body.amount_due).toMatch(/^[1-9]\d*$/);
    expect(body.payment_reference).toBe(String(order.id));
    // due now: the cash line's instalment (due by the deadline); the custom 45-day line is due later
    const [cash, later] = body.payment_schedule;
    expect(body.payment_schedule).toHaveLength(2);
    expect(cash).toMatchObject({ payment_term: 'instant', due_date: body.payment_deadline, state: 'due' });
    expect(later).toMatchObject({ payment_term: 'custom', custom_due_days: 45, state: 'due' });
    expect(BigInt(cash.amount) + BigInt(later.amount)).toBe(BigInt(body.total_with_tax));
    expect(body.balance).toEqual({
      total: body.total_with_tax,
      paid: '0',
      secured: '0',
      outstanding: body.total_with_tax,
      overdue: '0',
    });
    expect(body.payment_instructions).toEqual({
      ...BANK,
      amount_due: cash.amount,
      deadline: body.payment_deadline,
      reference: String(order.id),
    });
    // the confirmed pre-invoice has a number of its own, and the deadline counts from its issue
    expect(body.pre_invoice_number).toMatch(/^\d{4}-\d{6}$/);
    expect(body.pre_invoice_number).not.toBe(before.pre_invoice_number);
    const [pre] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'pre')));
    const deadline = new Date(body.payment_deadline);
    const days = (deadline.getTime() - pre.issuedAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(DEADLINE_DAYS);
    expect(days).toBeLessThan(DEADLINE_DAYS + 1);
    expect(tehranWallClock(deadline)).toMatchObject({ hour: 23, minute: 59, second: 59 });
  });

  test('staff see the amount due and the instructions; the assigned dealer the amount only', async () => {
    const order = await paymentUploaded();
    await db().update(orders).set({ assignedDealerId: dealer.user.id }).where(eq(orders.id, order.id));
    const asStaff = await getOrder(order.id, staff);
    expect(asStaff.status).toBe('payment_uploaded');
    expect(asStaff.amount_due).toBe(asStaff.total_with_tax);
    expect(asStaff.payment_instructions).toMatchObject({ iban: BANK.iban, reference: String(order.id) });
    const asDealer = await getOrder(order.id, dealer);
    expect(asDealer.amount_due).toBe(asStaff.amount_due);
    expect(asDealer.payment_instructions).toBeNull();
  });

  test('completed with the cash part paid: the instructions name the next instalment by its own due date', async () => {
    const order = await paymentUploaded();
    const before = await getOrder(order.id, customer);
    const [cash, later] = before.payment_schedule;
    await db()
      .update(paymentReceipts)
      .set({ amount: cash.amount })
      .where(eq(paymentReceipts.orderId, order.id));
    const res = await call('POST', `orders/${order.id}/verify-payment/`, staff, { payment_verified: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'completed',
      amount_due: body.total_with_tax,
      payment_deadline: null,
    });
    expect(body.payment_schedule.map((i: { state: string }) => i.state)).toEqual(['paid', 'due']);
    expect(body.balance).toMatchObject({ paid: cash.amount, outstanding: later.amount });
    expect(body.payment_instructions).toMatchObject({ amount_due: later.amount, deadline: later.due_date });
  });
});

test('the order-confirmed email and SMS say where, how much and by when to pay, with the reference', async () => {
  const order = await confirmed(false, 'instant');
  const body = await getOrder(order.id, customer);
  const sent = await db()
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.orderId, order.id), eq(notificationOutbox.kind, 'order_confirmed')));
  const email = sent.find((m) => m.channel === 'email')!;
  const sms = sent.find((m) => m.channel === 'sms')!;
  const fa = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[+d]);
  const rialsFa = (v: string) => fa(BigInt(v).toLocaleString('en-US')).replace(/,/g, '٬');
  const amount = rialsFa(body.payment_instructions.amount_due);
  // what is due later, with its own date
  const later = body.payment_schedule[1];
  expect(email.body).toContain(PAYMENT_INFO_LABELS.laterTitle);
  expect(email.body).toContain(
    `${later.term_display}: ${rialsFa(later.amount)} ریال ${PAYMENT_DEADLINE_TEXTS.until(jalaliDate(new Date(later.due_date)))}`,
  );
  expect(sms.body).toContain(PAYMENT_INFO_LABELS.laterSms(`${rialsFa(later.amount)} ریال`));
  for (const text of [
    BANK.account_holder,
    BANK.bank_name,
    BANK.account_number,
    '6104 3378 1234 5674',
    'IR82 0540 1026 8002 0817 9090 02',
    `${amount} ریال`,
    `شناسه پرداخت (شماره سفارش): ${fa(String(order.id))}`,
  ])
    expect(email.body).toContain(text);
  expect(email.body).toMatch(/مهلت پرداخت: تا پایان روز [۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
  expect(sms.body).toContain(BANK.iban);
  expect(sms.body).toContain(`${amount} ریال`);
  expect(sms.body).toContain(`شناسه پرداخت: ${fa(String(order.id))}`);
  expect(sms.body.length).toBeLessThan(email.body.length);
  // one deadline, worded once: the order answer's date in the email, the SMS and both parts of the pre-invoice
  const date = jalaliDate(new Date(body.payment_deadline));
  const until = PAYMENT_DEADLINE_TEXTS.until(date);
  expect(email.body).toContain(until);
  expect(sms.body).toContain(until);
  // the PDF's how-to-pay box and its validity note name the same day (pdftotext reads Persian words reversed)
  const pdf = await pdfText(`orders/${order.id}/download-pre-invoice/`, customer);
  expect(pdf.split(date).length - 1).toBe(2);
  // and what is due later, on its own day
  expect(pdf).toContain(jalaliDate(new Date(later.due_date)));
  expect(pdf).not.toMatch(/یراک|کاری/);
});

describe('the PDFs', () => {
  test('a pre-invoice before the choice carries its number and the terms it assumes', async () => {
    const order = await priced();
    const text = await pdfText(`orders/${order.id}/download-pre-invoice/`, customer);
    const number = String(order.pre_invoice_number).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[+d]);
    expect(text).toContain(number);
    expect(text).toContain('فرض');
    expect(text).not.toContain('شبا');
  });

  test("a confirmed order's pre-invoice carries the configured account", async () => {
    const order = await confirmed();
    const text = await pdfText(`orders/${order.id}/download-pre-invoice/`, customer);
    expect(text).toMatch(/IR۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲/);
    expect(text).toContain('شبا');
    expect(text).not.toContain('فرض');
  });

  test("the dashboard card's invoice is the final invoice: one title, one number", async () => {
    const order = await confirmed();
    expect((await call('POST', `orders/${order.id}/complete/`, staff)).statusCode).toBe(200);
    const final = await pdfText(`orders/${order.id}/download-final-invoice/`, customer);
    const card = await pdfText(`orders/${order.id}/download-invoice/`, customer);
    expect(card).toBe(final);
    const { final_invoice_number: number } = await getOrder(order.id, customer);
    expect(final).toContain(String(number).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[+d]));
  });
});

describe('start-up', () => {
  test('the demo account passes its own checks', () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sefaresh-pay-')) });
    expect(config.seller.bank).toEqual(DEFAULT_SELLER.bank);
    expect(config.seller.payment_deadline_days).toBe(3);
  });

  test('an account typed with groups and Persian digits is read as digits', () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sefaresh-pay-')),
      SELLER_IBAN: 'IR82 ۰۵۴۰ 1026 8002 0817 9090 02',
      SELLER_CARD_NUMBER: '6104-3378-1234-5674',
      PAYMENT_DEADLINE_DAYS: '7',
    });
    expect(config.seller.bank).toMatchObject({ iban: BANK.iban, card_number: BANK.card_number });
    expect(config.seller.payment_deadline_days).toBe(7);
  });

  test('a mistyped IBAN or card number is refused with a clear message', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sefaresh-pay-')),
        SELLER_IBAN: 'IR820540102680020817909003',
        SELLER_CARD_NUMBER: '6104337812345675',
        PAYMENT_DEADLINE_DAYS: 'soon',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('SELLER_IBAN fails its mod-97 checksum');
    expect(problems).toContain('SELLER_CARD_NUMBER must be 16 digits with a valid Luhn check digit');
    expect(problems).toContain('PAYMENT_DEADLINE_DAYS');
    expect(() =>
      loadConfig({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sefaresh-pay-')),
        SELLER_IBAN: 'DE89370400440532013000',
      }),
    ).toThrow(/SELLER_IBAN must be IR followed by 24 digits/);
  });

  test('the server does not start on a bad IBAN', () => {
    const result = spawnSync(tsx, ['src/server.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: '0', SELLER_IBAN: 'IR050170000000123456789013' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('SELLER_IBAN fails its mod-97 checksum');
  });

  test('the deadline is the end of the Tehran day, the configured days after the confirmation', () => {
    // 1405/02/11 13:30 Tehran (+03:30) → 1405/02/14 23:59:59 Tehran
    expect(paymentDeadline(new Date('2026-05-01T10:00:00Z'), 3).toISOString()).toBe(
      '2026-05-04T20:29:59.000Z',
    );
    // 23:50 Tehran still counts that day
    expect(paymentDeadline(new Date('2026-05-01T20:20:00Z'), 0).toISOString()).toBe(
      '2026-05-01T20:29:59.000Z',
    );
  });
});
