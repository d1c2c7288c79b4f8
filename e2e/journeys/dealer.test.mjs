// The dealer's side of an order in Chromium through nginx, by clicking only: a new customer requests an
// order; staff price it and assign dealer1 at the dealer's default rate through the editor's dealer card; dealer1
// signs in, lands on /dealer, finds it on the active tab, opens the wizard, walks its steps and writes notes; the
// customer chooses, finalizes and pays; staff approve the receipt and the order completes; dealer1 finds it on the
// completed tab with the commission calculated (the exact amount) and in "my commission"; dealer2 never sees it.
// The phone layout (360 px wide) is checked for sideways scrolling. The API is only used to create the customer's
// account and to read values for the assertions.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { DEMO, launch, newPage, PHONE_VIEWPORT, shot, signIn } from '../lib/browser.mjs';
import {
  apiCall,
  assertNoSidewaysScroll,
  commissionOf,
  fa,
  faAmount,
  journeyTest,
  newCustomer,
  requestOrder,
  tokenOf,
} from '../lib/journey.mjs';
import { approveReceipt, assignAtDefaultRate, payInCash, priceInCash } from '../lib/order-steps.mjs';

const COFFEE = 'قهوه عربیکا برزیل';
const CUSTOMER_NAME = 'کاوه دلاوری';
const NOTES = 'با مشتری تماس گرفتم؛ ارسال هفته آینده';
const DEALER2 = 'dealer2@sefaresh.ir';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

journeyTest(
  'a dealer follows an assigned order from the panel through completion and commission',
  'dealer',
  journey,
);

async function journey(pages) {
  // ---- the customer's order ----
  const customer = await newPage(browser);
  const cp = customer.page;
  pages.customer = cp;
  await newCustomer(cp, {
    email: `dealer.journey.${Date.now()}@example.com`,
    name: CUSTOMER_NAME,
    phone: '09135550000',
    company: 'پخش دلاوری',
  });
  const orderId = await requestOrder(cp, {
    items: [{ category: 'قهوه', product: COFFEE, quantity: 12 }],
    comment: 'لطفاً با نماینده هماهنگ شود',
  });
  const orderTitle = `سفارش #${fa(orderId)}`;

  // ---- staff price it and assign dealer1 at the default rate ----
  const staff = await newPage(browser);
  const sp = staff.page;
  pages.staff = sp;
  await signIn(sp, DEMO.staff);
  await sp.waitForURL(/\/admin\/?$/);
  await priceInCash(sp, orderId, { product: COFFEE, price: 18500000 });
  await assignAtDefaultRate(sp, { code: 'DLR-1001', name: 'علی رضایی', rate: '۵٪', note: 'مشتری جدید' });

  // ---- dealer1: the panel, the active tab, the wizard, the notes ----
  const dealer = await newPage(browser);
  const dp = dealer.page;
  pages.dealer = dp;
  await signIn(dp, DEMO.dealer);
  await dp.waitForURL('**/dealer');
  await dp.getByRole('heading', { name: 'علی رضایی، خوش آمدید' }).waitFor();
  const activeTab = dp.getByRole('tab', { name: /^فعال/ });
  assert.equal(await activeTab.getAttribute('aria-selected'), 'true');
  const card = dp.getByRole('article', { name: orderTitle });
  await card.waitFor();
  await card.getByText(CUSTOMER_NAME).waitFor();
  await card.getByText('در انتظار تأیید مشتری').waitFor();
  await card.getByText('پیش‌بینی (سفارش باز)').waitFor();
  assert.equal(
    await dp.getByRole('button', { name: /ثبت سفارش/ }).count(),
    0,
    'no create-order button for a dealer',
  );
  await dp.waitForFunction(() => !document.querySelector('.ant-skeleton'));
  await shot(dp, '80-dealer-panel');

  await card.getByRole('button', { name: 'مشاهده جزئیات' }).click();
  const wizard = dp.getByRole('dialog', { name: `جزئیات سفارش #${fa(orderId)}` });
  await wizard.getByText(CUSTOMER_NAME).first().waitFor();
  const steps = wizard.getByRole('navigation', { name: 'مراحل سفارش' });
  const stepButton = (name) => steps.getByRole('button', { name: new RegExp(name) });
  assert.equal(await stepButton('رسیدهای پرداخت').count(), 0, 'no receipts step before a receipt');
  await stepButton('اقلام سفارش').click();
  await wizard.getByRole('table').getByText(COFFEE).waitFor();
  await wizard.getByRole('table').getByText('۱۸٬۵۰۰٬۰۰۰ ریال').waitFor();
  await stepButton('یادداشت‌های نماینده').click();
  await wizard.getByRole('button', { name: 'ویرایش یادداشت' }).click();
  await wizard.getByRole('textbox', { name: 'یادداشت نماینده' }).fill(NOTES);
  await wizard.getByRole('button', { name: 'ذخیره یادداشت' }).click();
  await wizard.getByText('یادداشت‌های نماینده با موفقیت به‌روزرسانی شد').waitFor();
  await wizard.getByTestId('dealer-notes').getByText(NOTES).waitFor();
  await shot(dp, '81-dealer-wizard-notes-saved');
  await wizard.getByRole('button', { name: 'بازگشت', exact: true }).click();
  await wizard.waitFor({ state: 'hidden' });

  // ---- the customer chooses and pays; staff approve ----
  await payInCash(cp, orderId, { product: COFFEE });
  await approveReceipt(sp, orderId);

  const staffToken = await tokenOf(DEMO.staff);
  const completed = (await apiCall('GET', `orders/${orderId}/`, staffToken)).body;
  assert.equal(completed.status, 'completed');
  assert.equal(completed.commission_status, 'calculated');
  const expected = commissionOf(completed.quoted_total, '5');
  assert.equal(completed.quoted_total, '222000000', '12 × 18,500,000 rials');
  assert.equal(expected, 11100000n);
  assert.equal(completed.dealer_commission_amount, expected.toString());
  const amountText = `${faAmount(expected)} ریال`;

  // ---- dealer1: the completed tab, the wizard's five steps, my commission ----
  await dp.getByRole('button', { name: 'بروزرسانی' }).click();
  await dp.getByRole('tab', { name: /^تکمیل شده/ }).click();
  const doneCard = dp.getByRole('article', { name: orderTitle });
  await doneCard.getByText('تکمیل شده', { exact: true }).waitFor();
  await doneCard.getByText(`${amountText} (۵٪)`).waitFor();
  await doneCard.getByText('محاسبه‌شده، قابل پرداخت').waitFor();
  await shot(dp, '82-dealer-completed-tab');
  await doneCard.getByRole('button', { name: 'مشاهده جزئیات' }).click();
  await wizard.getByText(CUSTOMER_NAME).first().waitFor();
  /** @type {Array<[string, string, () => import('playwright-core').Locator]>} */
  const walk = [
    ['اطلاعات کلی', '83-wizard-1-general', () => wizard.getByText(CUSTOMER_NAME).first()],
    ['اقلام سفارش', '83-wizard-2-items', () => wizard.getByRole('table').getByText(COFFEE)],
    ['یادداشت‌های نماینده', '83-wizard-3-notes', () => wizard.getByTestId('dealer-notes').getByText(NOTES)],
    ['رسیدهای پرداخت', '83-wizard-4-receipts', () => wizard.getByRole('button', { name: /^بزرگ‌نمایی / })],
    [
      'خلاصه نهایی',
      '83-wizard-5-summary',
      () => wizard.getByText(`سفارش تکمیل شده و کمیسیون شما به مبلغ ${amountText} محاسبه شده است.`),
    ],
  ];
  for (const [title, name, shown] of walk) {
    await stepButton(title).click();
    await shown().waitFor();
    await dp.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
    await shot(dp, name);
  }
  // every step visited: each carries a check mark but the current one
  assert.equal(await steps.locator('.ant-steps-item-finish').count(), 4);
  // the load attempts are for staff: the dealer is not shown them
  assert.equal(await wizard.getByRole('button', { name: /مراحل بارگذاری سفارش/ }).count(), 0);
  await wizard.getByRole('button', { name: 'بازگشت', exact: true }).click();
  await wizard.waitFor({ state: 'hidden' });

  await dp.getByText('کمیسیون من', { exact: true }).click();
  const records = dp.getByRole('list', { name: 'سوابق کمیسیون' });
  const ours = records.getByRole('listitem', { name: orderTitle });
  await ours.getByText(amountText).waitFor();
  await ours.getByText('محاسبه‌شده، قابل پرداخت').waitFor();
  await dp.getByRole('group', { name: 'قابل پرداخت' }).waitFor();
  await dp.waitForFunction(
    () => !document.querySelector('.ant-skeleton') && document.querySelector('.recharts-surface'),
  );
  await shot(dp, '84-dealer-commission');

  // ---- the profile modal: the customer area's ProfileView, loaded at run time through federation ----
  await dp.getByRole('navigation', { name: 'منوی نماینده' }).getByRole('button', { name: 'پروفایل' }).click();
  const profile = dp.getByRole('dialog', { name: 'پروفایل کاربری' });
  await profile.getByText('اطلاعات نمایندگی').waitFor();
  await profile.getByText('DLR-1001').first().waitFor();
  await profile.getByText('کمیسیون دریافتی').first().waitFor();
  await dp.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
  await shot(dp, '87-dealer-profile');
  await dp.keyboard.press('Escape');
  await profile.waitFor({ state: 'hidden' });

  // ---- dealer2 never sees it ----
  const other = await newPage(browser);
  const op = other.page;
  pages.dealer2 = op;
  await signIn(op, DEALER2);
  await op.waitForURL('**/dealer');
  for (const tab of [/^فعال/, /^تکمیل شده/, /^رد \/ لغو شده/]) {
    await op.getByRole('tab', { name: tab }).click();
    await op.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
    await op
      .getByRole('tabpanel')
      .or(op.getByRole('region', { name: 'سفارش‌های تخصیص یافته' }))
      .first()
      .waitFor();
    assert.equal(
      await op.getByRole('article', { name: orderTitle }).count(),
      0,
      `dealer2 does not see ${orderTitle}`,
    );
  }
  const dealer2Token = await tokenOf(DEALER2);
  assert.equal((await apiCall('GET', `dealers/order/${orderId}/`, dealer2Token)).status, 404);
  await shot(op, '85-dealer2-panel');

  // ---- the phone layout ----
  const { context: phone, page: pp } = await newPage(browser, PHONE_VIEWPORT);
  pages.phone = pp;
  await signIn(pp, DEMO.dealer);
  await pp.waitForURL('**/dealer');
  await pp.getByRole('article').first().waitFor();
  await pp.waitForFunction(() => !document.querySelector('.ant-skeleton'));
  await assertNoSidewaysScroll(pp, 'the panel at 390 px');
  await shot(pp, '86-dealer-phone-panel');
  await pp.screenshot({
    path: path.join(import.meta.dirname, '..', 'artifacts', '86-dealer-phone-panel-top.png'),
  });
  await pp.getByRole('article').first().getByRole('button', { name: 'مشاهده جزئیات' }).click();
  const phoneWizard = pp.getByRole('dialog');
  await phoneWizard.getByRole('navigation', { name: 'مراحل سفارش' }).waitFor();
  await phoneWizard
    .getByRole('navigation', { name: 'مراحل سفارش' })
    .getByRole('button', { name: /اقلام سفارش/ })
    .click();
  await phoneWizard.getByRole('table').first().waitFor();
  await assertNoSidewaysScroll(pp, 'the wizard at 390 px');
  await pp.screenshot({
    path: path.join(import.meta.dirname, '..', 'artifacts', '86-dealer-phone-wizard.png'),
  });
  await phoneWizard.getByRole('button', { name: 'بازگشت', exact: true }).click();
  await pp.getByText('کمیسیون من', { exact: true }).click();
  await pp.getByRole('list', { name: 'سوابق کمیسیون' }).waitFor();
  await assertNoSidewaysScroll(pp, 'my commission at 390 px');
  await shot(pp, '86-dealer-phone-commission');
  await phone.close();
}
