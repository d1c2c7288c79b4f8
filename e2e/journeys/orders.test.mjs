// The order lifecycle in Chromium through nginx: a customer requests an official order through the
// form; staff price it with two payment terms through the API while the customer's order page is open, and the
// page shows the prices without a reload; the customer chooses, finalizes and downloads the pre-invoice; the
// database terminates every connection of the two API replicas (the fault step) and the journey goes on: the
// customer uploads a receipt; staff reject it; the customer replaces it; staff verify; the customer downloads the
// final invoice and finds every step in the notification history. PDFs are rendered to PNG for looking at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO, launch, newPage, shot, signIn } from '../lib/browser.mjs';
import {
  apiCall,
  fa,
  newCustomer,
  requestOrder,
  sendReceipt,
  terminateDatabaseConnections,
  tokenOf,
} from '../lib/journey.mjs';

const ARTIFACTS = process.env.E2E_ARTIFACTS ?? path.join(import.meta.dirname, '..', 'artifacts');
const RECEIPT = path.join(import.meta.dirname, '..', 'fixtures', 'receipt-1.png');

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A PDF download from the page: saved under its suggested name, its text checked, page 1 rendered to PNG. */
async function downloadPdf(page, buttonName, expectedName, shotName) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName, exact: true }).click(),
  ]);
  assert.equal(download.suggestedFilename(), expectedName);
  const file = path.join(ARTIFACTS, expectedName);
  await download.saveAs(file);
  execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, path.join(ARTIFACTS, shotName)]);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** pdftotext -layout gives the words in logical order wrapped in bidi marks; without them (and the ZWNJ). */
const plain = (text) => text.replace(/[\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

test('a customer takes an official order from request to final invoice, with staff working through the API (the open order page follows their changes live)', async () => {
  const { page } = await newPage(browser);
  await newCustomer(page, {
    email: `buyer.${Date.now()}@example.com`,
    name: 'کامران صالحی',
    phone: '09127654321',
    company: 'بازرگانی صالحی',
  });
  await page.getByText('هیچ سفارش فعالی ندارید').waitFor();

  const orderId = await requestOrder(page, {
    items: [
      { category: 'قهوه', product: 'قهوه عربیکا برزیل', quantity: 12 },
      { category: 'ادویه', product: 'زعفران سرگل ممتاز', quantity: 3 },
    ],
    comment: 'لطفاً با بسته‌بندی یک کیلویی ارسال شود',
    fill: async () => {
      await page.getByRole('radio', { name: 'رسمی (با مالیات)', exact: true }).check();
      await page.getByLabel('شناسه/کد ملی').fill('۱۰۳۲۰۸۷۶۵۴۵');
      await page.getByLabel('کد پستی').fill('1966734511');
      // the province is picked from the list (typed to search, Enter takes the match); the city box suggests
      await page.getByLabel('استان').fill('تهران');
      await page.getByLabel('استان').press('Enter');
      await page.getByLabel('شهر').fill('تهران');
      await page.getByLabel('شهر').press('Escape');
      await page.getByLabel('آدرس کامل').fill('خیابان شریعتی، کوچه یاس، پلاک ۴');
      await shot(page, '50-create-order-form');
    },
  });
  await shot(page, '51-dashboard-after-create');

  // the customer keeps the order open while staff price it elsewhere
  await page.goto(`/orders/${orderId}`);
  await page.getByRole('heading', { name: `سفارش #${fa(orderId)}` }).waitFor();
  await page.getByText('در انتظار قیمت‌گذاری').first().waitFor();

  // staff price it with two payment terms
  // a fresh staff token for each call: access tokens live 20 s in this lane
  const staff = () => tokenOf(DEMO.staff);
  const order = (await apiCall('GET', `orders/${orderId}/`, await staff())).body;
  assert.equal(order.status, 'pending_pricing');
  // the form puts a new row first: find the items by product
  const coffee = order.items.find((i) => i.product_name === 'قهوه عربیکا برزیل');
  const saffron = order.items.find((i) => i.product_name === 'زعفران سرگل ممتاز');
  const priced = await apiCall('POST', `orders/${orderId}/update-multiple-pricing/`, await staff(), {
    items: [
      {
        item_id: coffee.id,
        final_quantity: 12,
        pricing_options: [
          { payment_term: 'instant', unit_price: 18_500_000, discount_percentage: 5 },
          { payment_term: '1_month', unit_price: 19_600_000, discount_percentage: 0 },
        ],
      },
      {
        item_id: saffron.id,
        final_quantity: 3,
        pricing_options: [
          { payment_term: 'instant', unit_price: 2_350_000 },
          {
            payment_term: 'custom',
            custom_term_label: 'چک ۴۵ روزه',
            custom_due_days: 45,
            unit_price: 2_450_000,
          },
        ],
      },
    ],
    admin_comment: 'ارسال از انبار کرج',
  });
  assert.equal(priced.status, 200);

  // the open page shows the prices as they are set, without a reload (the live order stream); then the customer
  // chooses and finalizes
  await page.getByText('ارسال از انبار کرج').waitFor();
  await shot(page, '52-order-waiting-approval');
  const finalize = page.getByRole('button', { name: 'تأیید نهایی و صدور پیش‌فاکتور' });
  assert.equal(await finalize.isDisabled(), true);
  await page.getByRole('radio', { name: `${coffee.product_name} — ۱ ماهه` }).check();
  await page.getByRole('radio', { name: `${saffron.product_name} — چک ۴۵ روزه` }).check();
  // coffee 12 × 19,600,000 = 235,200,000 + 10 % tax; saffron 3 × 2,450,000 = 7,350,000 + its 9 % tax
  // → 258,720,000 + 8,011,500 = 266,731,500
  await page.getByText('۲۶۶٬۷۳۱٬۵۰۰').first().waitFor();
  await finalize.click();
  await page.getByRole('button', { name: 'بله، تأیید می‌کنم' }).click();
  await page.getByText('انتخاب‌ها ثبت شد و پیش‌فاکتور صادر شد').waitFor();
  // how to pay, by the schedule of the chosen terms: nothing is cash, so the first instalment (coffee at one
  // month: 258,720,000 rials, tomans only as a line in words under it) by its own day, the saffron's 45-day
  // cheque term (8,011,500) listed after it; into the configured (demo) account
  const howToPay = page.getByLabel('نحوه پرداخت', { exact: true });
  await howToPay.getByText('۲۵۸٬۷۲۰٬۰۰۰ ریال').first().waitFor();
  await howToPay
    .getByText(/۸٬۰۱۱٬۵۰۰/)
    .first()
    .waitFor();
  await howToPay.getByText('IR۰۵ ۰۱۷۰ ۰۰۰۰ ۰۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲').waitFor();
  await shot(page, '53-order-confirmed');
  const preText = await downloadPdf(
    page,
    'دانلود پیش‌فاکتور',
    `pre_invoice_${orderId}_official.pdf`,
    '54-pre-invoice',
  );
  assert.match(plain(preText), /^\s*پیشفاکتور\s*$/m, 'the pre-invoice title');
  assert.match(plain(preText), /نام شرکت\s*:\s*بازرگانی صالحی/, "the buyer's company, words in order");
  assert.match(plain(preText), /۲۶۶٬۷۳۱٬۵۰۰/, 'the grand total in Persian digits');
  assert.match(plain(preText), /نحوه پرداخت/, 'the how-to-pay box of the confirmed pre-invoice');
  assert.match(plain(preText), /IR۰۵ ۰۱۷۰ ۰۰۰۰ ۰۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲/, 'the IBAN, left to right');

  // the database drops every connection of both API replicas; the customer goes on as if nothing happened
  assert.ok(terminateDatabaseConnections() > 0, 'the replicas held database connections');

  // a receipt, rejected by staff, replaced by the customer
  await sendReceipt(page, RECEIPT, { amount: 266_731_500 });
  await page.getByText('رسید پرداخت بارگذاری شده').first().waitFor();
  await shot(page, '55-order-payment-uploaded');
  const rejected = await apiCall('POST', `orders/${orderId}/verify-payment/`, await staff(), {
    payment_verified: false,
    payment_notes: 'مبلغ واریزی با پیش‌فاکتور یکی نیست',
  });
  assert.equal(rejected.status, 200);
  assert.equal(rejected.body.status, 'confirmed');
  await page.reload();
  await page.getByText('مبلغ واریزی با پیش‌فاکتور یکی نیست').first().waitFor();
  await shot(page, '56-order-receipt-rejected');
  await page
    .getByRole('button', { name: /^حذف رسید/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'بله، حذف شود' }).click();
  await page.getByText('رسید پرداخت حذف شد').waitFor();
  const second = path.join(mkdtempSync(path.join(os.tmpdir(), 'receipt-')), 'رسید-دوم.png');
  copyFileSync(RECEIPT, second);
  await sendReceipt(page, second, { amount: 266_731_500 });
  await page.getByText('رسید پرداخت بارگذاری شده').first().waitFor();

  // staff verify; the customer takes the final invoice
  const verified = await apiCall('POST', `orders/${orderId}/verify-payment/`, await staff(), {
    payment_verified: true,
    payment_notes: 'واریز تأیید شد',
  });
  assert.equal(verified.status, 200);
  assert.equal(verified.body.status, 'completed');
  await page.reload();
  await page.getByText('تکمیل شده').first().waitFor();
  await shot(page, '57-order-completed');
  const finalText = await downloadPdf(
    page,
    'دانلود فاکتور نهایی',
    `final_invoice_${orderId}_official.pdf`,
    '58-final-invoice',
  );
  assert.match(plain(finalText), /فاکتور نهایی/, 'the final invoice title, words in order');
  assert.match(plain(finalText), /۲۶۶٬۷۳۱٬۵۰۰/);

  // the dashboard's completed tab offers the invoice
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: /تکمیل شده/ }).click();
  await page.getByRole('button', { name: 'دانلود فاکتور' }).first().waitFor();
  await shot(page, '59-dashboard-completed');

  // every step in the notification history
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'تاریخچه اعلان‌ها' }).click();
  for (const label of ['ثبت سفارش', 'آماده شدن قیمت‌گذاری', 'تأیید سفارش', 'رد رسید پرداخت', 'تکمیل سفارش']) {
    await page.getByText(label, { exact: true }).first().waitFor({ timeout: 15_000 });
  }
  await shot(page, '60-profile-notifications');
});

test('a demo customer sees orders in every status on the dashboard', async () => {
  const { page } = await newPage(browser);
  await signIn(page, DEMO.customer);
  await page.waitForURL('**/dashboard');
  for (const status of [
    'در انتظار قیمت‌گذاری',
    'در انتظار تأیید مشتری',
    'تأیید شده',
    'رسید پرداخت بارگذاری شده',
  ]) {
    await page.getByRole('article').getByText(status, { exact: true }).first().waitFor();
  }
  await page.getByRole('article').first().waitFor();
  await shot(page, '61-demo-dashboard');
  await page.getByRole('tab', { name: /رد شده/ }).click();
  await page.getByRole('article').getByText('لغو شده', { exact: true }).first().waitFor();
  await page.getByRole('article').getByText('رد شده', { exact: true }).first().waitFor();
});
