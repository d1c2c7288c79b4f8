// The back office ("Done when") in Chromium through nginx: staff export the price list, change two base
// prices in the workbook (exceljs, as a spreadsheet program would), import it through the page's dialog, see the two
// changes in the preview, apply them and find the new prices on /admin/products; the super admin adds a webhook to a
// receiver this test runs on 127.0.0.1, sees its secret once, and the test event and a priced order's order.priced
// arrive signed with it (checked as docs/contracts.md says) and show delivered; a read-only API key for orders lists
// them and cannot change one. The API is used only to create the customer and, with the key, as accounting would.
// The two products are ones no other journey reads (the e2e database is fresh per run; nothing is restored).
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import {
  DEMO,
  PHONE_SHOT_VIEWPORT,
  launch,
  navTo,
  newPage,
  openDialog,
  settled,
  shot,
  signIn,
} from '../lib/browser.mjs';
import { apiCall, faAmount, journeyTest, newCustomer, requestOrder } from '../lib/journey.mjs';
import { priceInCash } from '../lib/order-steps.mjs';

/** Two demo products no other journey reads, with their new base prices (under the 50 % warning). */
const NOUGAT = { name: 'نوقا بادامی', price: 8_650_000 };
const CHANGES = [NOUGAT, { name: 'دانه کتان طلایی', price: 3_350_000 }];
const DESKTOP = { width: 1280, height: 860 };
const NAME_HEADER = 'نام محصول';
const PRICE_HEADER = 'قیمت پایه (ریال)';
const TEST_EVENT = 'رویداد آزمایشی';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/**
 * Polls `check` every 200 ms until it answers something truthy, or fails after `timeoutMs` naming `what`.
 * @template T
 * @param {() => Promise<T> | T} check
 * @param {string} what
 * @param {number} [timeoutMs]
 * @returns {Promise<T>}
 */
async function eventually(check, what, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer) return answer;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The price list as downloaded: each product's row by name, with the columns of the name and the base price.
 * @param {ExcelJS.Worksheet} sheet
 */
function priceColumns(sheet) {
  /** @type {Record<string, number>} */
  const columns = {};
  sheet.getRow(1).eachCell((cell, col) => {
    columns[String(cell.text).trim()] = col;
  });
  const name = columns[NAME_HEADER];
  const price = columns[PRICE_HEADER];
  assert.ok(name && price, `the sheet's headers hold «${NAME_HEADER}» and «${PRICE_HEADER}»`);
  /** @type {Map<string, ExcelJS.Row>} */
  const rows = new Map();
  sheet.eachRow((row, n) => {
    if (n > 1) rows.set(String(row.getCell(name).text).trim(), row);
  });
  return { price, rows };
}

/**
 * @typedef {{ url: string, received: Array<{ headers: http.IncomingHttpHeaders, body: string }>,
 *   close(): Promise<void> }} Receiver
 */

/**
 * A receiver of webhooks on 127.0.0.1 (a free port) that keeps every request (headers and raw body) and answers 200.
 * @returns {Promise<Receiver>}
 */
async function startReceiver() {
  /** @type {Array<{ headers: http.IncomingHttpHeaders, body: string }>} */
  const received = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  return {
    url: `http://127.0.0.1:${address.port}/hooks/sefaresh`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * The receiver's check of docs/contracts.md: `t` within 5 minutes, v1 the HMAC-SHA256 of "t.body" with the secret.
 * @param {string} secret
 * @param {string} body
 * @param {string | string[] | undefined} header
 */
function verified(secret, body, header) {
  const pairs = String(header).split(',');
  const parts = Object.fromEntries(pairs.map((p) => p.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(Date.now() / 1000 - t) > 300) return false;
  // plain Uint8Arrays: this package's typings refuse a Buffer (ArrayBufferLike) where timingSafeEqual wants one
  const hex = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  const expected = new TextEncoder().encode(hex);
  const given = new TextEncoder().encode(parts.v1);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The event `type` once the API's worker has sent it to `receiver`: signed with `secret` (and not with another),
 * JSON, its id in the header; its parsed body.
 * @param {Receiver} receiver
 * @param {string} type
 * @param {string} secret
 */
async function signedArrival(receiver, type, secret) {
  const request = await eventually(
    () => receiver.received.find((r) => r.headers['x-sefaresh-event'] === type),
    `${type} at the receiver`,
  );
  assert.ok(request);
  const signature = request.headers['x-sefaresh-signature'];
  assert.ok(verified(secret, request.body, signature), `${type} signed with the secret shown: ${signature}`);
  assert.ok(!verified(`${secret}x`, request.body, signature));
  assert.match(String(request.headers['content-type']), /^application\/json/);
  const event = JSON.parse(request.body);
  assert.equal(event.type, type);
  assert.equal(request.headers['x-sefaresh-event-id'], event.id);
  return event;
}

/**
 * On /admin/webhooks, opens the deliveries of `url` again (they are read on each visit) until the one of `label`
 * shows delivered; its row. The test event's row is there first, so the list has loaded when it shows.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {string} label
 */
async function deliveredRow(page, url, label) {
  const row = page.getByRole('row').filter({ hasText: label }).filter({ hasText: 'رسیده' });
  const open = page.getByRole('row').filter({ hasText: url }).getByRole('button', { name: 'ارسال‌ها' });
  await eventually(async () => {
    await page.reload();
    await open.click();
    await page.getByRole('row').filter({ hasText: TEST_EVENT }).waitFor();
    return row.isVisible();
  }, `the delivery of ${label} shown delivered`);
  return row;
}

journeyTest(
  'staff move prices through Excel; the super admin receives signed webhooks and reads with a key',
  'office',
  journey,
);

/** @param {Record<string, import('playwright-core').Page>} pages */
async function journey(pages) {
  // ---- staff: export the price list ----
  const { page: sp } = await newPage(browser);
  pages.staff = sp;
  await signIn(sp, DEMO.staff);
  await sp.waitForURL(/\/admin\/?$/);
  await navTo(sp, 'محصولات', '**/admin/products');
  await sp.getByRole('heading', { name: 'مدیریت محصولات' }).waitFor();
  await sp.locator('[data-product-id]').first().waitFor();
  await settled(sp);
  await shot(sp, 'o0-office-products');
  const [download] = await Promise.all([
    sp.waitForEvent('download'),
    sp.getByRole('button', { name: 'دریافت فهرست قیمت (Excel)' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /\.xlsx$/);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-price-list-'));
  const exported = path.join(dir, download.suggestedFilename());
  await download.saveAs(exported);

  // ---- the two prices changed in the workbook, as in a spreadsheet program ----
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(exported);
  const sheet = workbook.worksheets[0];
  assert.equal(sheet.name, 'فهرست قیمت');
  const { price, rows } = priceColumns(sheet);
  const changes = CHANGES.map(({ name, price: next }) => {
    const row = rows.get(name);
    assert.ok(row, `«${name}» is in the exported price list`);
    const old = Number(row.getCell(price).value);
    assert.ok(old > 0 && old !== next, `«${name}» has a price other than the new one (${old})`);
    row.getCell(price).value = next;
    return { name, old, next };
  });
  const edited = path.join(dir, 'price-list-edited.xlsx');
  await workbook.xlsx.writeFile(edited);

  // ---- imported through the page's dialog: the preview shows the two changes, then applied ----
  const [chooser] = await Promise.all([
    sp.waitForEvent('filechooser'),
    sp.getByRole('button', { name: 'ورود فهرست قیمت از Excel' }).click(),
  ]);
  await chooser.setFiles(edited);
  const dialog = await openDialog(sp, 'ورود فهرست قیمت');
  await dialog.getByText(/۰ محصول جدید، ۲ محصول با تغییر، [۰-۹]+ بدون تغییر$/).waitFor();
  const changed = dialog.getByRole('row').filter({ has: sp.locator('[data-field="base_price"]') });
  await changed.nth(1).waitFor();
  assert.equal(await changed.count(), 2, 'the preview lists the two changed products');
  for (const { name, old, next } of changes) {
    const row = changed.filter({ hasText: name });
    await row.getByText(`${faAmount(old)} ریال`).waitFor();
    await row.getByText(`${faAmount(next)} ریال`).waitFor();
  }
  await settled(sp);
  await shot(sp, 'o1-office-import-preview');
  await dialog.getByRole('button', { name: 'اعمال ۲ تغییر' }).click();
  await dialog.getByText('فهرست قیمت اعمال شد: ۰ محصول جدید، ۲ محصول تغییر کرد').waitFor();
  await dialog.getByRole('button', { name: 'بستن', exact: true }).last().click();
  await dialog.waitFor({ state: 'hidden' });

  // ---- the new prices on the products page ----
  const search = sp.getByRole('textbox', { name: 'جستجوی محصول' });
  for (const { name, next } of changes) {
    await search.fill(name);
    const card = sp.locator('[data-product-id]').filter({ hasText: name });
    await card.getByText(`${faAmount(next)} ریال`, { exact: true }).waitFor();
    assert.equal(await sp.locator('[data-product-id]').count(), 1, `the search finds «${name}» alone`);
  }
  await settled(sp);
  await shot(sp, 'o2-office-new-price');
  await sp.setViewportSize(PHONE_SHOT_VIEWPORT);
  await settled(sp);
  await shot(sp, 'o3-office-new-price-phone');

  // ---- the super admin: a webhook to the receiver, its secret shown once, the test event ----
  const receiver = await startReceiver();
  try {
    const { page: ap } = await newPage(browser);
    pages.admin = ap;
    await signIn(ap, DEMO.superAdmin);
    await ap.waitForURL(/\/admin\/?$/);
    await navTo(ap, 'وب‌هوک‌ها', '**/admin/webhooks');
    await ap.getByRole('heading', { name: 'وب‌هوک‌ها' }).waitFor();
    await ap.getByRole('button', { name: 'افزودن وب‌هوک' }).click();
    const form = await openDialog(ap, 'افزودن وب‌هوک');
    await form.getByLabel('نشانی (URL)').fill(receiver.url);
    await form.getByLabel('قیمت‌گذاری سفارش').check();
    await form.getByRole('button', { name: 'ساخت وب‌هوک' }).click();
    const notice = await openDialog(ap, 'کلید امضا');
    const secret = String(await notice.getByText(/^whsec_/).textContent()).trim();
    assert.match(secret, /^whsec_[A-Za-z0-9_-]{43}$/);
    await shot(ap, 'o4-office-webhook-secret');
    await notice.getByRole('button', { name: 'کلید را ذخیره کردم' }).click();
    await notice.waitFor({ state: 'hidden' });
    assert.equal(await ap.getByText(secret).count(), 0, 'the secret is shown once');
    const endpoint = ap.getByRole('row').filter({ hasText: receiver.url });
    await endpoint.getByText('قیمت‌گذاری سفارش').waitFor();
    await endpoint.getByRole('button', { name: 'ارسال‌ها' }).click();
    await ap.getByText('هنوز ارسالی نبوده است').waitFor();
    await ap.getByRole('button', { name: 'ارسال رویداد آزمایشی' }).click();

    // the API's worker delivers it: the receiver gets it signed with the secret shown; the page shows it delivered
    const event = await signedArrival(receiver, 'webhook.test', secret);
    const delivered = await deliveredRow(ap, receiver.url, TEST_EVENT);
    await delivered.getByText('۲۰۰', { exact: true }).waitFor();
    await delivered.getByText('ok', { exact: true }).waitFor();

    // a priced order: a new customer asks for the nougat, staff price it at its new price; the receiver gets
    // order.priced with the order, once, and the page lists that delivery too
    const { page: cp } = await newPage(browser);
    pages.customer = cp;
    await newCustomer(cp, {
      email: `office.journey.${Date.now()}@example.com`,
      name: 'مهرداد صالحی',
      phone: '09125557788',
      company: 'شیرینی صالحی',
    });
    const orderId = await requestOrder(cp, {
      items: [{ category: 'شیرینی و شکلات', product: NOUGAT.name, quantity: 4 }],
      comment: 'برای فروش عید',
    });
    await sp.setViewportSize(DESKTOP);
    await priceInCash(sp, orderId, { product: NOUGAT.name, price: NOUGAT.price });
    const priced = await signedArrival(receiver, 'order.priced', secret);
    assert.equal(priced.data.id, orderId);
    assert.notEqual(priced.id, event.id, 'each event has its own id');
    await deliveredRow(ap, receiver.url, 'قیمت‌گذاری سفارش');
    const copies = receiver.received.filter((r) => r.headers['x-sefaresh-event-id'] === priced.id);
    assert.equal(copies.length, 1, 'order.priced arrived once');
    await settled(ap);
    await ap.mouse.move(0, 0); // off the deliveries button, so the shot shows it as it rests
    await shot(ap, 'o5-office-webhook-delivered');

    // ---- a read-only API key for the accounting program: it lists the orders and cannot change one ----
    await navTo(ap, 'کلیدهای API', '**/admin/api-keys');
    await ap.getByRole('heading', { name: 'کلیدهای API' }).waitFor();
    await ap.getByRole('button', { name: 'ساخت کلید جدید' }).click();
    const keyForm = await openDialog(ap, 'ساخت کلید جدید');
    await keyForm.getByLabel('نام کلید').fill('حسابداری');
    await keyForm.getByLabel('خواندن سفارش‌ها').check();
    await keyForm.getByRole('button', { name: 'ساخت کلید', exact: true }).click();
    const key = String(await keyForm.getByText(/^sk_/).textContent()).trim();
    assert.match(key, /^sk_[A-Za-z0-9_-]{43}$/);
    await keyForm.getByRole('button', { name: 'کلید را ذخیره کردم' }).click();
    await keyForm.waitFor({ state: 'hidden' });
    const listed = await apiCall('GET', 'admin/orders/?page_size=100', key);
    assert.equal(listed.status, 200, 'the key lists the orders');
    assert.ok(
      listed.body.results.some((/** @type {{ id: number }} */ o) => o.id === orderId),
      'the priced order is listed',
    );
    const before = await apiCall('GET', `orders/${orderId}/`, key);
    assert.equal(before.status, 200);
    const cancel = await apiCall('POST', `orders/${orderId}/cancel/`, key, {});
    assert.equal(cancel.status, 403, 'the key cannot change an order');
    assert.equal(cancel.body.error, 'کلید API فقط اجازه خواندن دارد');
    assert.equal((await apiCall('GET', 'admin/customers/', key)).status, 403, 'nor read beyond its scope');
    assert.equal((await apiCall('GET', `orders/${orderId}/`, key)).body.status, before.body.status);
    const keyRow = ap.getByRole('row').filter({ hasText: 'حسابداری' });
    await keyRow.getByText('خواندن سفارش‌ها').waitFor();
    await eventually(async () => {
      await ap.reload();
      await keyRow.waitFor();
      return !(await keyRow.getByText('هنوز استفاده نشده').isVisible());
    }, 'the key shown as used');
    await settled(ap);
    await shot(ap, 'o6-office-api-key');
  } finally {
    await receiver.close();
  }
}
