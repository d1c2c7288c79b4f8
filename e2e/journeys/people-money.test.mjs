// The people and the money of the business in Chromium through nginx, by clicking only: the super admin
// creates a dealer (4 %) and a staff admin on /admin/dealers; a new customer requests an order; staff price it and
// assign the new dealer, the customer pays, staff approve and the order completes; the super admin pays the
// dealer's commission with a payment reference on the commissions tab; the new dealer sees it paid on /dealer (also
// at phone width); the new staff admin sees the same pages with the create and pay actions withheld; the report
// pages show the sale; /admin/customers finds the new customer by search. The API is only used to create the
// customer's account and to read values for the assertions.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEMO,
  launch,
  navTo,
  newPage,
  openDialog,
  PHONE_VIEWPORT,
  pickOption,
  selectShows,
  settled,
  shot,
  signIn,
} from '../lib/browser.mjs';
import {
  apiCall,
  assertNoSidewaysScroll,
  commissionOf,
  fa,
  journeyTest,
  newCustomer,
  requestOrder,
  tokenOf,
} from '../lib/journey.mjs';
import { approveReceipt, assignAtDefaultRate, payInCash, priceInCash } from '../lib/order-steps.mjs';

const COFFEE = 'قهوه عربیکا برزیل';
const stamp = Date.now();
const PASSWORD = 'Pomegranate1405';
const DEALER = { name: 'بهرام نیک‌نام', email: `dealer.pm.${stamp}@example.com`, company: 'پخش نیک‌نام' };
const ADMIN = { name: 'مهسا توکلی', email: `staff.pm.${stamp}@example.com` };
const CUSTOMER = { name: 'سپیده مرادی', email: `customer.pm.${stamp}@example.com` };
const REFERENCE = `PAY-E2E-${stamp}`;
// 12 × 18,500,000 rials (unofficial, no tax) = 222,000,000 rials; 4 % of it: 8,880,000 rials. Tables show rials in
// full; a summary figure in a tight card, in Persian words of the scale.
const PRICE = 18_500_000;
const SALES = '۲۲۲٬۰۰۰٬۰۰۰ ریال';
const COMMISSION = '۸٬۸۸۰٬۰۰۰ ریال';
const COMMISSION_SHORT = '۸٫۹ میلیون ریال';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A report page with its figures, its chart and its export (enabled once the figures are the range's). */
async function reportShown(page) {
  await page.locator('.recharts-surface').first().waitFor();
  await page.getByRole('button', { name: 'خروجی اکسل', disabled: false }).waitFor();
  await settled(page);
}
/** Fills the create-user modal's fields that are given. */
async function fillUser(dialog, fields) {
  for (const [label, value] of Object.entries(fields))
    await dialog.getByLabel(label, { exact: true }).fill(value);
}

journeyTest('the super admin runs dealers, staff and commission payouts; staff read them', 'people', journey);

async function journey(pages) {
  // ---- the super admin creates a dealer and a staff admin on /admin/dealers ----
  const sup = await newPage(browser);
  const ap = sup.page;
  pages.superAdmin = ap;
  await signIn(ap, DEMO.superAdmin);
  await ap.waitForURL(/\/admin\/?$/);
  await navTo(ap, 'نمایندگان و کارکنان', '**/admin/dealers');
  await ap.getByRole('heading', { name: 'مدیریت نمایندگان و کارکنان' }).waitFor();
  await ap.getByRole('article').first().waitFor();
  await settled(ap);
  await shot(ap, '90-pm-dealers-super');

  await ap.getByRole('button', { name: 'افزودن نماینده جدید' }).first().click();
  const addDealer = await openDialog(ap, 'افزودن نماینده جدید');
  await fillUser(addDealer, {
    'نام و نام خانوادگی': DEALER.name,
    ایمیل: DEALER.email,
    'رمز عبور': PASSWORD,
    'شماره موبایل': '09121234567',
    'نام شرکت': DEALER.company,
    'نرخ کمیسیون (درصد)': '4',
  });
  await shot(ap, '91-pm-add-dealer-modal');
  await addDealer.getByRole('button', { name: 'ایجاد', exact: true }).click();
  await addDealer.waitFor({ state: 'hidden' });
  const dealerCard = ap.getByRole('article', { name: DEALER.name });
  await dealerCard.getByText('۴٪', { exact: true }).waitFor();
  await dealerCard.getByText(DEALER.email).waitFor();
  const code = await dealerCard.getByText(/^DLR-\d+$/).textContent();

  await ap.getByRole('button', { name: 'ایجاد مدیر جدید' }).click();
  const createAdmin = await openDialog(ap, 'ایجاد مدیر جدید');
  await createAdmin.getByText('دسترسی‌های مدیر').waitFor();
  await fillUser(createAdmin, { 'نام و نام خانوادگی': ADMIN.name, ایمیل: ADMIN.email, 'رمز عبور': PASSWORD });
  assert.equal(await createAdmin.getByRole('switch', { name: 'مدیر ارشد' }).isChecked(), false);
  await shot(ap, '92-pm-create-admin-modal');
  await createAdmin.getByRole('button', { name: 'ایجاد', exact: true }).click();
  await createAdmin.waitFor({ state: 'hidden' });
  await ap.getByText('کارکنان', { exact: true }).click();
  await ap.getByRole('listitem', { name: ADMIN.name }).getByText('فعال', { exact: true }).waitFor();
  await shot(ap, '93-pm-staff-list');

  // ---- a new customer's order; staff price it, assign the new dealer; the customer pays; staff approve ----
  const customer = await newPage(browser);
  const cp = customer.page;
  pages.customer = cp;
  await newCustomer(cp, { ...CUSTOMER, phone: '09135557788', company: 'بازرگانی مرادی' });
  const orderId = await requestOrder(cp, {
    items: [{ category: 'قهوه', product: COFFEE, quantity: 12 }],
    comment: 'ارسال به انبار شیراز',
  });
  const staff = await newPage(browser);
  const sp = staff.page;
  pages.staff = sp;
  await signIn(sp, DEMO.staff);
  await sp.waitForURL(/\/admin\/?$/);
  await priceInCash(sp, orderId, { product: COFFEE, price: PRICE });
  const assigned = await assignAtDefaultRate(sp, {
    code,
    name: DEALER.name,
    rate: '۴٪',
    note: 'مشتری جدید شیراز',
  });
  await assigned.getByText(code).waitFor();
  await payInCash(cp, orderId, { product: COFFEE });
  await approveReceipt(sp, orderId);
  const completed = (await apiCall('GET', `orders/${orderId}/`, await tokenOf(DEMO.staff))).body;
  assert.equal(completed.status, 'completed');
  assert.equal(completed.quoted_total, String(12 * PRICE));
  assert.equal(completed.dealer_commission_amount, commissionOf(completed.quoted_total, '4').toString());
  assert.equal(completed.dealer_commission_amount, '8880000');

  // ---- the super admin pays the commission with a reference on the commissions tab ----
  await ap.getByText('نمایندگان', { exact: true }).first().click();
  await ap.getByRole('tab', { name: 'کمیسیون‌ها' }).click();
  const dealerFilter = ap.getByRole('combobox', { name: 'نماینده', exact: true });
  await pickOption(dealerFilter, DEALER.name, selectShows(dealerFilter, DEALER.name));
  const orderLabel = `سفارش ${fa(orderId)}`;
  const commission = ap.getByRole('listitem', { name: orderLabel });
  await commission.getByText('محاسبه‌شده، قابل پرداخت', { exact: true }).waitFor();
  await commission.getByText(`${DEALER.name} — ${orderLabel}`).waitFor();
  await ap.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
  await settled(ap);
  await shot(ap, '94-pm-commissions-payable');
  await commission.getByRole('button', { name: 'پرداخت', exact: true }).click();
  const pay = await openDialog(ap, 'پرداخت کمیسیون');
  await pay.getByText(/^۱ کمیسیون به مبلغ /).waitFor();
  const reference = pay.getByLabel('شماره پیگیری پرداخت');
  assert.match(
    await reference.inputValue(),
    /^PAY-14\d\d-\d\d-\d\d-DLR-\d+$/,
    "the default reference: the Persian-calendar day and the dealer's code",
  );
  await reference.fill(REFERENCE);
  await shot(ap, '95-pm-pay-modal');
  await pay.getByRole('button', { name: 'ثبت پرداخت' }).click();
  await pay.waitFor({ state: 'hidden' });
  await commission.getByText('پرداخت‌شده', { exact: true }).waitFor();
  await commission.getByText(REFERENCE).waitFor();
  assert.equal(await commission.getByRole('button', { name: 'پرداخت', exact: true }).count(), 0);
  // the dealer's summary: what was paid, nothing left payable
  const summary = (title) => ap.locator('.ant-statistic').filter({ hasText: new RegExp(`^${title}`) });
  await summary('پرداخت‌شده').getByText(COMMISSION_SHORT, { exact: true }).waitFor();
  await summary('قابل پرداخت').getByText('۰ ریال', { exact: true }).waitFor();
  await settled(ap);
  await shot(ap, '96-pm-commissions-paid');
  const paid = (await apiCall('GET', `orders/${orderId}/`, await tokenOf(DEMO.staff))).body;
  assert.equal(paid.commission_status, 'paid');

  // ---- the new dealer sees it paid on /dealer ----
  const dealer = await newPage(browser);
  const dp = dealer.page;
  pages.dealer = dp;
  await signIn(dp, DEALER.email, PASSWORD);
  await dp.waitForURL('**/dealer');
  await dp.getByRole('heading', { name: `${DEALER.name}، خوش آمدید` }).waitFor();
  await dp.getByRole('tab', { name: /^تکمیل شده/ }).click();
  await dp
    .getByRole('article', { name: `سفارش #${fa(orderId)}` })
    .getByText('پرداخت‌شده')
    .waitFor();
  await settled(dp);
  await shot(dp, '97-pm-dealer-completed');
  await dp.getByText('کمیسیون من', { exact: true }).click();
  const record = dp.getByRole('list', { name: 'سوابق کمیسیون' }).getByRole('listitem', {
    name: `سفارش #${fa(orderId)}`,
  });
  await record.getByText('پرداخت‌شده', { exact: true }).waitFor();
  await record.getByText(REFERENCE).waitFor();
  await record.getByText('۸٬۸۸۰٬۰۰۰', { exact: false }).waitFor();
  await dp.waitForFunction(
    () => !document.querySelector('.ant-skeleton') && document.querySelector('.recharts-surface'),
  );
  await shot(dp, '97-pm-dealer-commission');

  const { context: phone, page: pp } = await newPage(browser, PHONE_VIEWPORT);
  pages.phone = pp;
  await signIn(pp, DEALER.email, PASSWORD);
  await pp.waitForURL('**/dealer');
  await pp.getByRole('heading', { name: `${DEALER.name}، خوش آمدید` }).waitFor();
  await settled(pp);
  await assertNoSidewaysScroll(pp, 'the new dealer’s panel at 360 px');
  await shot(pp, '98-pm-dealer-phone-panel');
  await pp.getByText('کمیسیون من', { exact: true }).click();
  await pp
    .getByRole('list', { name: 'سوابق کمیسیون' })
    .getByRole('listitem', { name: `سفارش #${fa(orderId)}` })
    .getByText(REFERENCE)
    .waitFor();
  await pp.waitForFunction(() => !document.querySelector('.ant-skeleton'));
  await assertNoSidewaysScroll(pp, 'my commission at 360 px');
  await shot(pp, '98-pm-dealer-phone-commission');
  await phone.close();

  // ---- the new staff admin: the same pages, the create and pay actions withheld ----
  const second = await newPage(browser);
  const xp = second.page;
  pages.newAdmin = xp;
  await signIn(xp, ADMIN.email, PASSWORD);
  await xp.waitForURL(/\/admin\/?$/);
  await navTo(xp, 'نمایندگان و کارکنان', '**/admin/dealers');
  const seen = xp.getByRole('article', { name: DEALER.name });
  await seen.getByText(code).waitFor();
  await seen.getByRole('button', { name: 'آمار عملکرد' }).waitFor();
  for (const action of ['افزودن نماینده جدید', 'ایجاد مدیر جدید', 'ویرایش کمیسیون', 'غیرفعال‌سازی'])
    assert.equal(await xp.getByRole('button', { name: action }).count(), 0, `staff see no "${action}"`);
  await settled(xp);
  await shot(xp, '99-pm-dealers-staff');
  await xp.getByRole('tab', { name: 'کمیسیون‌ها' }).click();
  const staffSees = xp.getByRole('listitem', { name: orderLabel });
  await staffSees.getByText(REFERENCE).waitFor();
  assert.equal(await xp.getByRole('button', { name: /^پرداخت/ }).count(), 0, 'staff see no pay buttons');
  assert.equal(await xp.getByRole('checkbox', { name: /^انتخاب کمیسیون/ }).count(), 0);
  await settled(xp);
  await shot(xp, '99-pm-commissions-staff');

  // ---- the report pages show the sale ----
  await navTo(xp, 'گزارش‌ها', '**/admin/reports');
  // this Persian month by name, against the last one
  await xp
    .getByRole('region', { name: 'فروش' })
    .getByText(/^فروش — [^\s\d]+ [۰-۹]{4}$/)
    .waitFor();
  await shot(xp, '9a-pm-reports-hub');

  await navTo(xp, 'گزارش سفارش‌ها', '**/admin/reports/orders');
  const topCustomers = xp.getByRole('region', { name: 'مشتریان برتر' });
  const customerRow = topCustomers.getByRole('row').filter({ hasText: CUSTOMER.name });
  await customerRow.getByRole('cell', { name: SALES, exact: true }).waitFor();
  await reportShown(xp);
  await shot(xp, '9b-pm-report-orders');

  await navTo(xp, 'فروش نمایندگان', '**/admin/reports/dealer-sales');
  const dealerRow = xp.getByRole('row').filter({ hasText: DEALER.name });
  for (const cell of [code, '۱', SALES, '۱۰۰٪', COMMISSION])
    await dealerRow.getByRole('cell', { name: cell, exact: true }).first().waitFor();
  await reportShown(xp);
  await shot(xp, '9c-pm-report-dealer-sales');

  await navTo(xp, 'تحلیل کمیسیون', '**/admin/reports/commission-analysis');
  const perDealer = xp.getByRole('region', { name: 'به تفکیک نماینده' });
  await perDealer
    .getByRole('row')
    .filter({ hasText: DEALER.name })
    .getByRole('cell', { name: COMMISSION })
    .waitFor();
  const payout = xp
    .getByRole('region', { name: 'سابقه پرداخت‌ها' })
    .getByRole('row')
    .filter({ hasText: REFERENCE });
  await payout.getByRole('cell', { name: DEALER.name, exact: true }).waitFor();
  await payout.getByRole('cell', { name: COMMISSION, exact: true }).waitFor();
  await reportShown(xp);
  await shot(xp, '9d-pm-report-commission-analysis');

  // ---- /admin/customers finds the new customer ----
  await navTo(xp, 'مشتریان', '**/admin/customers');
  await xp.getByRole('heading', { name: 'مدیریت مشتریان' }).waitFor();
  const search = xp.getByPlaceholder('جستجو در نام، ایمیل، تلفن یا شرکت');
  await search.fill(CUSTOMER.email);
  await search.press('Enter');
  const found = xp.getByRole('article', { name: CUSTOMER.name });
  await found.getByText(CUSTOMER.email).waitFor();
  await xp.getByRole('article').nth(1).waitFor({ state: 'detached' }); // only the new customer matches
  await settled(xp);
  await shot(xp, '9e-pm-customers-search');
  await found.getByRole('button', { name: 'جزئیات' }).click();
  const details = await openDialog(xp, `جزئیات ${CUSTOMER.name}`);
  await details.getByRole('cell', { name: fa(orderId), exact: true }).waitFor();
  await details.getByText(SALES).first().waitFor(); // spent: the completed order
  await settled(xp);
  await shot(xp, '9f-pm-customer-details');
}
