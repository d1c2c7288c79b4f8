// The admin's side of an order in Chromium through nginx, by clicking only: a new customer requests an
// official order with two items; staff find it from the dashboard and the filtered orders list, price each item
// with three payment terms (one discounted) and a comment, assign dealer1 at a custom 7.5 % rate; the customer
// chooses and finalizes and uploads a receipt; staff look at it in the gallery and reject it with a note; the
// customer replaces it; staff approve it, the order completes and the dealer's commission is calculated; the
// completed orders are exported to Excel and the workbook is read back. The API is only used to create the
// customer's account and to read values for the assertions.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { DEMO, launch, newPage, pickOption, shot, signIn } from '../lib/browser.mjs';
import {
  apiCall,
  commissionOf,
  fa,
  faAmount,
  fromFa,
  journeyTest,
  newCustomer,
  requestOrder,
  sendReceipt,
  tokenOf,
} from '../lib/journey.mjs';

const ARTIFACTS = process.env.E2E_ARTIFACTS ?? path.join(import.meta.dirname, '..', 'artifacts');
const RECEIPT = path.join(import.meta.dirname, '..', 'fixtures', 'receipt-1.png');

const COFFEE = 'قهوه عربیکا برزیل';
const SAFFRON = 'زعفران سرگل ممتاز';
const CUSTOMER_NAME = 'نسترن کاویانی';
const ADMIN_COMMENT = 'قیمت‌ها تا پایان هفته معتبر است؛ ارسال از انبار کرج';
const REJECT_NOTE = 'مبلغ رسید با پیش‌فاکتور یکی نیست؛ لطفاً رسید صحیح را بفرستید';
// each item: three terms, a discount on the coffee's cash price
const PRICES = {
  [COFFEE]: [
    { term: 'نقدی', price: '18500000', discount: '5' },
    { term: '۱ ماهه', price: '19600000' },
    { term: '۲ ماهه', price: '20400000' },
  ],
  [SAFFRON]: [
    { term: 'نقدی', price: '2350000' },
    { term: '۱ ماهه', price: '2420000' },
    { term: '۲ ماهه', price: '2483330' },
  ],
};

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Reading only: the order as the API has it, with a fresh staff token (access tokens live 20 s here). */
async function readOrder(orderId) {
  const res = await apiCall('GET', `orders/${orderId}/`, await tokenOf(DEMO.staff));
  assert.equal(res.status, 200);
  return res.body;
}

/** A screenshot of one element (a card of the editor). */
async function shotOf(locator, name) {
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

journeyTest('staff price, assign, verify and export an order through the admin screens', 'admin', journey);

async function journey(pages) {
  // ---- a new customer (the account through the API), the order through the form ----
  const customer = await newPage(browser);
  const cp = customer.page;
  pages.customer = cp;
  const email = `admin.journey.${Date.now()}@example.com`;
  await newCustomer(cp, {
    email,
    name: CUSTOMER_NAME,
    phone: '09135551234',
    company: 'پخش کاویانی',
  });
  const orderId = await requestOrder(cp, {
    items: [
      { category: 'قهوه', product: COFFEE, quantity: 12 },
      { category: 'ادویه', product: SAFFRON, quantity: 3 },
    ],
    comment: 'تحویل در ساعات اداری',
    fill: async (page) => {
      await page.getByRole('radio', { name: 'رسمی (با مالیات)', exact: true }).check();
      await page.getByLabel('شناسه/کد ملی').fill('۱۰۳۲۰۸۷۶۵۴۵');
      await page.getByLabel('کد پستی').fill('8174673111');
      // the province is picked from the list (typed to search, Enter takes the match); the city box suggests
      await page.getByLabel('استان').fill('اصفهان');
      await page.getByLabel('استان').press('Enter');
      await page.getByLabel('شهر').fill('اصفهان');
      await page.getByLabel('شهر').press('Escape');
      await page.getByLabel('آدرس کامل').fill('خیابان چهارباغ، کوچه گلستان، پلاک ۱۲');
    },
  });
  const orderTitle = `سفارش #${fa(orderId)}`;

  // ---- staff: the dashboard, the filtered list, the editor ----
  const staff = await newPage(browser);
  const sp = staff.page;
  pages.staff = sp;
  await signIn(sp, DEMO.staff);
  await sp.waitForURL(/\/admin\/?$/);
  await sp.getByRole('heading', { name: 'داشبورد مدیریت' }).waitFor();
  await sp.getByText('سفارش‌ها بر اساس وضعیت').waitFor();
  await sp.getByTestId('count').first().waitFor();
  await shot(sp, '70-admin-dashboard');

  await sp.getByRole('navigation').getByRole('link', { name: 'سفارش‌ها', exact: true }).click();
  await sp.waitForURL('**/admin/orders');
  await sp.getByRole('heading', { name: 'مدیریت سفارش‌ها' }).waitFor();
  const pendingCard = sp
    .getByRole('region', { name: 'آمار سفارش‌ها' })
    .getByRole('button', { name: /^در انتظار قیمت‌گذاری: [۰-۹]+$/ });
  await pendingCard.click();
  await sp.waitForURL('**/admin/orders?status=pending_pricing');
  // the stat card shows itself selected
  await pendingCard.and(sp.locator('[aria-pressed="true"]')).waitFor({ timeout: 5000 });
  await sp.getByRole('group', { name: 'فیلترهای فعال' }).getByText('وضعیت: در انتظار قیمت‌گذاری').waitFor();
  const orderCard = sp.getByRole('article', { name: orderTitle });
  await orderCard.waitFor();
  await orderCard.getByText(CUSTOMER_NAME).waitFor();
  await orderCard.getByText('در انتظار قیمت‌گذاری', { exact: true }).waitFor();
  // the filtered list has come (its count is the stat card's), and every card of it is pending pricing
  const pendingCount = (await pendingCard.getAttribute('aria-label')).split(': ')[1];
  const list = sp.getByRole('region', { name: 'فهرست سفارش‌ها' });
  await list.getByText(`${pendingCount} سفارش`, { exact: true }).waitFor();
  await sp.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
  const listed = list.getByRole('article');
  const expectedCards = Math.min(12, fromFa(pendingCount));
  assert.equal(await listed.count(), expectedCards, 'the cards of the filtered list');
  for (const card of await listed.all()) {
    await card.getByText('در انتظار قیمت‌گذاری', { exact: true }).waitFor();
  }
  await shot(sp, '71-admin-orders-filtered');
  await orderCard.getByRole('button', { name: 'قیمت‌گذاری', exact: true }).click();
  await sp.waitForURL(`**/admin/orders/${orderId}`);
  // mf-admin's app.tsx picks the page with matchPath() outside any <Route>, so the editor's useParams() has no
  // orderId: the heading reads 'سفارش #' and the page says 'سفارش یافت نشد' for every order.
  const editorHeading = sp.getByRole('heading', { level: 1 }).filter({ hasText: /^سفارش #/ });
  await editorHeading.waitFor();
  await sp.getByRole('heading', { name: orderTitle }).or(sp.getByText('سفارش یافت نشد')).first().waitFor();
  if (!(await sp.getByRole('heading', { name: orderTitle }).isVisible())) {
    await shot(sp, '72-editor-not-found');
    assert.fail(
      `the order editor at /admin/orders/${orderId} does not know its order: heading "${await editorHeading.textContent()}", ` +
        `'سفارش یافت نشد' shown (mf-admin/src/app.tsx renders the page outside a <Route>, useParams() has no orderId)`,
    );
  }

  const region = (name) => sp.getByRole('region', { name, exact: true });
  const infoCard = region('اطلاعات سفارش');
  await infoCard.getByText(CUSTOMER_NAME).waitFor();
  await infoCard.getByText('تحویل در ساعات اداری').waitFor();
  await shotOf(infoCard, '72-editor-info');
  await shotOf(region('نوع فاکتور'), '72-editor-invoice-type');
  const customerInfo = region('اطلاعات مشتری برای فاکتور رسمی');
  await customerInfo.getByText('خیابان چهارباغ، کوچه گلستان، پلاک ۱۲').waitFor();
  await shotOf(customerInfo, '72-editor-customer-info');
  const dealerCard = region('نماینده فروش');
  await dealerCard.getByText('نماینده‌ای برای این سفارش تعیین نشده است').waitFor();
  await shotOf(dealerCard, '72-editor-dealer-empty');
  const pricingCard = region('وضعیت و قیمت‌گذاری');
  await pricingCard.getByRole('region', { name: COFFEE }).waitFor();
  await shotOf(pricingCard, '72-editor-pricing-empty');
  await shotOf(region('اطلاعات پرداخت'), '72-editor-payment-info');
  const history = region('تاریخچه سفارش');
  await history.getByText('ثبت سفارش').first().waitFor();
  await shotOf(history, '72-editor-history');
  assert.equal(await region('بررسی رسید پرداخت').count(), 0, 'no verification card before a receipt');

  // ---- pricing: three terms per item, a discount, a comment ----
  for (const [product, rows] of Object.entries(PRICES)) {
    const item = pricingCard.getByRole('region', { name: product });
    for (const row of rows) {
      await item.getByRole('checkbox', { name: `${row.term} — ${product}`, exact: true }).check();
      await item
        .getByRole('textbox', { name: `قیمت واحد ${row.term} ${product}`, exact: true })
        .fill(row.price);
      if (row.discount)
        await item
          .getByRole('textbox', { name: `تخفیف ${row.term} ${product}`, exact: true })
          .fill(row.discount);
    }
  }
  await pricingCard.getByLabel('توضیحات برای مشتری').fill(ADMIN_COMMENT);
  // coffee cash: 12 × 18,500,000 − 5 % = 210,900,000 in the row's preview
  await pricingCard.getByText('۲۱۰٬۹۰۰٬۰۰۰ ریال').first().waitFor();
  await sp.evaluate(() => window.scrollTo(0, 0));
  await shot(sp, '73-editor-pricing');
  await shotOf(pricingCard, '73-editor-pricing-card');
  await pricingCard.getByRole('button', { name: 'ذخیره قیمت‌گذاری' }).click();
  await sp.getByRole('status').getByText('قیمت‌گذاری با موفقیت ذخیره شد').waitFor();
  await sp
    .getByRole('heading', { name: orderTitle })
    .locator('..')
    .getByText('در انتظار تأیید مشتری')
    .waitFor();
  // the editor shows the server's answer and reloads what the move changed (no timer)
  await pricingCard.getByRole('button', { name: 'ویرایش قیمت‌ها' }).waitFor();
  await pricingCard.getByText(`توضیحات مدیر برای مشتری: ${ADMIN_COMMENT}`).waitFor();
  const priced = await readOrder(orderId);
  assert.equal(priced.status, 'waiting_customer_approval');
  for (const item of priced.items) {
    assert.equal(item.pricing_options.length, 3, `three options for ${item.product_name}`);
  }

  // ---- the dealer at a custom rate ----
  await dealerCard.getByRole('radio', { name: 'بله', exact: true }).check();
  const dealerSelect = dealerCard.getByRole('combobox', { name: 'نماینده', exact: true });
  await dealerSelect.click();
  await dealerSelect.pressSequentially('DLR-1001');
  await sp.getByRole('option', { name: /علی رضایی/ }).click();
  await dealerCard.getByText('اطلاعات نماینده').waitFor();
  await dealerCard.getByRole('radio', { name: 'نرخ پیش‌فرض نماینده (۵٪)' }).waitFor();
  await dealerCard.getByRole('radio', { name: 'نرخ دلخواه', exact: true }).check();
  await dealerCard.getByRole('spinbutton', { name: 'نرخ کمیسیون دلخواه (٪)' }).fill('7.5');
  await dealerCard.getByRole('textbox', { name: 'یادداشت برای نماینده (اختیاری)' }).fill('مشتری جدید اصفهان');
  await dealerCard.getByRole('button', { name: 'ثبت نماینده' }).click();
  await dealerCard.getByText('نماینده علی رضایی با نرخ کمیسیون ۷٫۵٪ به سفارش اختصاص یافت').waitFor();
  await dealerCard.getByText('DLR-1001').waitFor();
  await dealerCard.getByText('۷٫۵٪', { exact: true }).waitFor();
  await dealerCard.getByText('پیش‌بینی (سفارش باز)', { exact: true }).waitFor();
  await shotOf(dealerCard, '74-editor-dealer');

  // ---- the customer chooses, finalizes and uploads a receipt ----
  await cp.goto(`/orders/${orderId}`);
  await cp.getByRole('heading', { name: orderTitle }).waitFor();
  await cp.getByText(ADMIN_COMMENT).first().waitFor();
  await cp.getByRole('radio', { name: `${COFFEE} — نقدی` }).check();
  await cp.getByRole('radio', { name: `${SAFFRON} — ۲ ماهه` }).check();
  await cp.getByRole('button', { name: 'تأیید نهایی و صدور پیش‌فاکتور' }).click();
  await cp.getByRole('button', { name: 'بله، تأیید می‌کنم' }).click();
  await cp.getByText('انتخاب‌ها ثبت شد و پیش‌فاکتور صادر شد').waitFor();
  await sendReceipt(cp, RECEIPT, { amount: 1_000_000 });
  await cp.getByText('رسید پرداخت بارگذاری شده').first().waitFor();

  // ---- staff: the receipt, the gallery, the rejection ----
  await sp.reload();
  await sp.getByRole('heading', { name: orderTitle }).waitFor();
  const verification = region('بررسی رسید پرداخت');
  const thumb = verification.getByRole('button', { name: 'بزرگ‌نمایی receipt-1.png' });
  await thumb.waitFor();
  await verification.getByText('در انتظار بررسی', { exact: true }).waitFor();
  await verification
    .getByTestId('receipts-summary')
    .getByText(/^۱ رسید/)
    .waitFor();
  await shotOf(verification, '75-editor-verification');
  await thumb.click();
  const gallery = sp.getByRole('dialog', { name: 'تصاویر رسید پرداخت' });
  await gallery.waitFor();
  await gallery.getByRole('img', { name: 'receipt-1.png' }).waitFor();
  await gallery.getByText('۱ از ۱').waitFor();
  assert.equal(
    await gallery
      .getByRole('img', { name: 'receipt-1.png' })
      .evaluate((img) => img.complete && img.naturalWidth > 0),
    true,
    'the receipt image is loaded in the gallery',
  );
  // the modal's zoom-in and the mask's fade-in end before the picture
  await sp.waitForFunction(
    () => !document.querySelector('.ant-modal-root [class*="-appear"], .ant-modal-root [class*="-enter"]'),
  );
  await sp.screenshot({ path: path.join(ARTIFACTS, '75-gallery.png') });
  await sp.keyboard.press('Escape');
  await gallery.waitFor({ state: 'hidden' });

  await verification.getByLabel('یادداشت بررسی پرداخت (اختیاری)').fill(REJECT_NOTE);
  await verification.getByRole('button', { name: 'رد رسید', exact: true }).click();
  const rejectConfirm = sp.getByRole('tooltip').filter({ hasText: 'رسید پرداخت رد شود؟' });
  await rejectConfirm.waitFor();
  await rejectConfirm.getByRole('button', { name: 'بله، رد شود' }).click();
  // the order back to confirmed is what lasts (the toast may be gone on a busy machine before it is looked for)
  await sp
    .getByRole('heading', { name: orderTitle })
    .locator('..')
    .getByText('تأیید شده', { exact: true })
    .waitFor();
  assert.equal((await readOrder(orderId)).status, 'confirmed');

  // ---- the customer reads the note, deletes the receipt, sends another ----
  await cp.reload();
  await cp.getByText(REJECT_NOTE).first().waitFor();
  await shot(cp, '75-customer-receipt-rejected');
  await cp
    .getByRole('button', { name: /^حذف رسید/ })
    .first()
    .click();
  await cp.getByRole('button', { name: 'بله، حذف شود' }).click();
  // the receipt is gone from the list (lasting, unlike its toast)
  await cp
    .getByRole('button', { name: /^حذف رسید/ })
    .first()
    .waitFor({ state: 'detached' });
  const second = path.join(mkdtempSync(path.join(os.tmpdir(), 'receipt-')), 'رسید-دوم.png');
  copyFileSync(RECEIPT, second);
  await sendReceipt(cp, second, { amount: 1_000_000 });
  await cp.getByText('رسید پرداخت بارگذاری شده').first().waitFor();

  // ---- staff approve; the order completes and the commission is calculated ----
  await sp.reload();
  await sp.getByRole('heading', { name: orderTitle }).waitFor();
  await verification.getByRole('button', { name: /^بزرگ‌نمایی / }).waitFor();
  assert.equal(await verification.getByRole('listitem').count(), 1, 'only the second receipt is left');
  await verification
    .getByLabel('یادداشت بررسی پرداخت (اختیاری)')
    .fill('واریز با صورت‌حساب بانک تطبیق داده شد');
  await verification.getByRole('button', { name: 'تأیید پرداخت', exact: true }).click();
  const approveConfirm = sp.getByRole('tooltip').filter({ hasText: 'پرداخت تأیید و سفارش تکمیل شود؟' });
  await approveConfirm.waitFor();
  await approveConfirm.getByRole('button', { name: 'بله، تأیید شود' }).click();
  await sp.getByRole('status').getByText('پرداخت تأیید شد و سفارش تکمیل شد!').waitFor();
  await sp
    .getByRole('heading', { name: orderTitle })
    .locator('..')
    .getByText('تکمیل شده', { exact: true })
    .waitFor();

  const completed = await readOrder(orderId);
  assert.equal(completed.status, 'completed');
  assert.equal(completed.commission_status, 'calculated');
  assert.match(completed.quoted_total, /^\d+$/);
  const expected = commissionOf(completed.quoted_total, '7.5');
  assert.equal(completed.dealer_commission_amount, expected.toString(), 'the API\u2019s commission amount');
  await dealerCard.getByText('محاسبه‌شده، قابل پرداخت', { exact: true }).waitFor();
  await dealerCard.getByText(`${faAmount(expected)} ریال`, { exact: true }).waitFor();
  await dealerCard
    .getByText('تعیین، تغییر یا حذف نماینده برای سفارش تکمیل‌شده، لغوشده یا ردشده امکان‌پذیر نیست')
    .waitFor();
  await verification.getByText('تأیید شده', { exact: true }).first().waitFor();
  await shotOf(dealerCard, '76-editor-completed-dealer');
  await shotOf(verification, '76-editor-completed-verification');
  await shotOf(history, '76-editor-completed-history');
  await sp.evaluate(() => window.scrollTo(0, 0)); // the sticky alert at the top of the full-page picture
  await shot(sp, '76-editor-completed');

  // ---- the Excel export of the completed orders ----
  await sp.getByRole('button', { name: 'بازگشت به سفارش‌ها' }).click();
  // back to the list as it was left (its filters and page in the address)
  await sp.waitForURL(/\/admin\/orders(\?.*)?$/);
  await sp.getByRole('heading', { name: 'مدیریت سفارش‌ها' }).waitFor();
  await pickOption(sp.getByRole('combobox', { name: 'وضعیت', exact: true }), 'تکمیل شده', (o) =>
    sp.waitForURL('**/admin/orders?status=completed', o),
  );
  const completedCard = sp.getByRole('article', { name: orderTitle });
  await completedCard.getByText('تکمیل شده', { exact: true }).waitFor();
  await sp.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
  await shot(sp, '77-admin-orders-completed');

  // window.open(…, '_blank', 'noopener'): a new window whose answer is an attachment; it closes once the
  // download starts. Chromium reports the download on the new window or on the page that opened it.
  const popupDownload = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the Excel export started no download')), 30_000);
    const done = (download) => {
      clearTimeout(timer);
      resolve(download);
    };
    sp.once('download', done);
    staff.context.once('page', (popup) => {
      popup.once('download', done);
      popup.once('close', () =>
        setTimeout(
          () => reject(new Error(`the export window closed without a download (${popup.url()})`)),
          2000,
        ),
      );
    });
  });
  await sp
    .getByRole('region', { name: 'دسترسی سریع' })
    .getByRole('button', { name: 'خروجی اکسل', exact: true })
    .click();
  const download = await popupDownload;
  // the Persian name with the Persian-calendar day, as the browser saves it
  assert.match(download.suggestedFilename(), /^فهرست-سفارش-[۰-۹]{4}-[۰-۹]{2}-[۰-۹]{2}\.xlsx$/);
  const file = path.join(ARTIFACTS, 'admin-orders-completed.xlsx');
  await download.saveAs(file);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  assert.equal(sheet.name, 'سفارش‌ها');
  assert.equal(sheet.views?.[0]?.rightToLeft, true, 'the sheet is right to left');
  const headers = /** @type {import('exceljs').CellValue[]} */ (sheet.getRow(1).values).slice(1);
  assert.equal(headers[0], 'شماره سفارش');
  assert.equal(headers[2], 'وضعیت');
  assert.equal(headers[3], 'مشتری');
  const rows = [];
  sheet.eachRow(
    (row, n) => n > 1 && rows.push(/** @type {import('exceljs').CellValue[]} */ (row.values).slice(1)),
  );
  const ours = rows.find((r) => Number(r[0]) === orderId);
  assert.ok(ours, `a row for order ${orderId} among ${rows.map((r) => r[0]).join(', ')}`);
  assert.equal(ours[3], CUSTOMER_NAME);
  assert.equal(ours[4], email);
  assert.equal(ours[6], 'علی رضایی');
  assert.equal(Number(ours[9]), Number(completed.quoted_total));
  assert.ok(
    rows.every((r) => r[2] === 'تکمیل شده'),
    `only completed orders in the export: ${rows.map((r) => r[2]).join(', ')}`,
  );
}
