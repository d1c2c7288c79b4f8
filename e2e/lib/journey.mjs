// What the journeys share: Persian digits, reading through the API (only to set up accounts and to check values),
// the customer's order request through the form, the phone-width check, and a test that shoots every open page
// when it fails.
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE_URL,
  DEMO_PASSWORD,
  PHONE_SHOT_VIEWPORT,
  PHONE_VIEWPORT,
  clickUntil,
  selectShows,
  settled,
  shot,
  signIn,
} from './browser.mjs';

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
export const fa = (n) => String(n).replace(/\d/g, (d) => PERSIAN_DIGITS[d]);
/** 218349990 → '۲۱۸٬۳۴۹٬۹۹۰' (the Persian thousands separator of shared-ui's formatNumber). */
export const faAmount = (n) =>
  fa(
    BigInt(n)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, '٬'),
  );
/** '۱۲' → 12 (the Persian digits of a text, as a number). */
export const fromFa = (text) =>
  Number(
    String(text)
      .replace(/[^۰-۹]/g, '')
      .replace(/[۰-۹]/g, (d) => String(PERSIAN_DIGITS.indexOf(d))),
  );

export async function apiCall(method, url, token, body) {
  const res = await fetch(`${BASE_URL}/api/${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A fresh access token (they live 20 s in the end-to-end lane). */
export async function tokenOf(email, password = DEMO_PASSWORD) {
  const login = await apiCall('POST', 'auth/login/', null, { email, password });
  assert.equal(login.status, 200, `sign-in of ${email}`);
  return login.body.tokens.access;
}

/**
 * The fault step: PostgreSQL terminates every connection the API replicas hold (as a restart
 * or a failover does); the journey goes on and must not notice. Returns how many were cut.
 */
export function terminateDatabaseConnections() {
  const sql =
    'select count(pg_terminate_backend(pid)) from pg_stat_activity ' +
    'where datname = current_database() and pid <> pg_backend_pid()';
  return Number(
    execFileSync('psql', [process.env.E2E_DATABASE_URL ?? '', '-Atc', sql], { encoding: 'utf8' }).trim(),
  );
}

/** Half-up whole rials of total × rate% (rate with up to two decimals), as the spec's "Money" asks. */
export function commissionOf(total, rate) {
  const scaled = BigInt(total) * BigInt(Math.round(Number(rate) * 100));
  return (scaled + 5000n) / 10000n;
}

/** The page is not wider than its viewport (no sideways scrolling). */
export async function assertNoSidewaysScroll(page, what) {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    viewport: window.innerWidth,
  }));
  assert.ok(scroll <= viewport, `${what}: the page is ${scroll}px wide in a ${viewport}px viewport`);
}

/**
 * A screen on a phone (`page` open at PHONE_SHOT_VIEWPORT): settled, not wider than its viewport, shot as `name`,
 * and not wider than the narrowest phone (PHONE_VIEWPORT) either.
 */
export async function phoneScreen(page, name) {
  await settled(page);
  await assertNoSidewaysScroll(page, `${name} at ${PHONE_SHOT_VIEWPORT.width} px`);
  await shot(page, name);
  await page.setViewportSize(PHONE_VIEWPORT);
  await assertNoSidewaysScroll(page, `${name} at ${PHONE_VIEWPORT.width} px`);
  await page.setViewportSize(PHONE_SHOT_VIEWPORT);
}

export const CUSTOMER_PASSWORD = 'Pistachio1405';

/** A new customer account (through the API), signed in on `page`, on the dashboard. */
export async function newCustomer(page, { email, name, phone, company }) {
  const registered = await apiCall('POST', 'auth/register/', null, {
    email,
    name,
    password: CUSTOMER_PASSWORD,
    phone,
    company_name: company,
  });
  assert.equal(registered.status, 201);
  await signIn(page, email, CUSTOMER_PASSWORD);
  await page.waitForURL('**/dashboard');
}

/**
 * The customer's order through /orders/create: each item by category, product and quantity, the comment, then
 * `fill` for anything else the form should hold; submitted, back on the dashboard. Returns the new order's id.
 */
/**
 * @param {import('playwright-core').Page} page
 * @param {{
 *   items: Array<{ category: string, product: string, quantity: number }>,
 *   comment: string,
 *   fill?: (page: import('playwright-core').Page) => Promise<void>,
 * }} order
 */
export async function requestOrder(page, { items, comment, fill }) {
  await page.goto('/orders/create');
  await page.getByRole('heading', { name: 'ثبت سفارش جدید' }).waitFor();
  // the option in the newest row's select
  const choose = (label, option) => {
    const box = page.getByRole('combobox', { name: label }).first();
    return clickUntil(page.getByRole('option', { name: option }).first(), selectShows(box, option), {
      open: box,
    });
  };
  for (const [i, { category, product, quantity }] of items.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'افزودن محصول' }).click();
    await choose('دسته‌بندی', category);
    await choose('محصول', product);
    await page.getByRole('spinbutton', { name: 'تعداد' }).first().fill(String(quantity));
  }
  await page.getByLabel('توضیحات سفارش').fill(comment);
  if (fill) await fill(page);
  return submitOrder(page);
}

/** Sends the filled order form; the dashboard greets the new order, whose id is returned. */
export async function submitOrder(page) {
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('سفارش با موفقیت ثبت شد! به زودی بررسی خواهد شد').waitFor();
  const heading = await page
    .getByRole('article')
    .first()
    .getByText(/^سفارش #/)
    .first()
    .textContent();
  const orderId = fromFa(heading);
  assert.ok(orderId > 0, `order id from "${heading}"`);
  return orderId;
}

/** A journey test: on failure, every page it registered in `pages` is shot as 'failure-<prefix>-<name>'. */
export function journeyTest(name, prefix, run) {
  const pages = {};
  test(name, async () => {
    try {
      await run(pages);
    } catch (error) {
      for (const [key, page] of Object.entries(pages))
        await shot(page, `failure-${prefix}-${key}`).catch(() => {});
      throw error;
    }
  });
}

/** Today in Tehran in the Persian calendar as the date pickers take it typed: '1405/09/07'. */
export function todayJalali() {
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}/${part('month')}/${part('day')}`;
}

/** Types today into the Persian-calendar picker labelled `label` in `scope` and confirms it. */
export async function typeToday(scope, label) {
  const field = scope.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(todayJalali());
  await field.press('Enter');
}

/**
 * Sends a payment receipt from the customer's upload form in `scope` (the order page or the dashboard's
 * dialog): what was paid (`amount` rials, today), then the file and the button.
 */
export async function sendReceipt(scope, file, { amount }) {
  await scope.getByLabel('مبلغ پرداختی (ریال)').fill(String(amount));
  await typeToday(scope, 'تاریخ پرداخت');
  await scope.locator('input[type=file]').setInputFiles(file);
  await scope.getByRole('button', { name: 'بارگذاری رسید' }).click();
}
