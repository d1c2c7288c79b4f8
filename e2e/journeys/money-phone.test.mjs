// Money after the quote on a phone, in Chromium at 390×844 (and no wider than 360 px): a new customer's order is
// priced by staff with two terms (cash and three months, through the API); the customer chooses and confirms,
// reads what is due now and later, the payment schedule and the balance, registers a Sayad cheque and sends a
// receipt that says what was paid; staff, at a desk, verify the receipt and the payment, deposit the cheque and
// mark it cleared; the profile's statement ends at a zero balance, with its PDF.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  DEMO,
  clickUntil,
  launch,
  newPage,
  PHONE_SHOT_VIEWPORT,
  selectShows,
  shot,
  signIn,
} from '../lib/browser.mjs';
import { approveReceipt } from '../lib/order-steps.mjs';
import {
  apiCall,
  fa,
  journeyTest,
  newCustomer,
  phoneScreen,
  requestOrder,
  sendReceipt,
  tokenOf,
  typeToday,
} from '../lib/journey.mjs';

const RECEIPT = path.join(import.meta.dirname, '..', 'fixtures', 'receipt-1.png');
const COFFEE = 'قهوه عربیکا کلمبیا سوپریمو';
const PISTACHIO = 'پسته اکبری خندان';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Picks `text` in the select named `label` (the phone's form of a tab bar). */
async function pick(page, label, text) {
  const box = page.getByRole('combobox', { name: label });
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text });
  await clickUntil(option, selectShows(box, text), { open: box });
}

journeyTest('a customer pays in instalments and by cheque on a phone', 'money', async (pages) => {
  const { page } = await newPage(browser, PHONE_SHOT_VIEWPORT);
  pages.customer = page;
  await newCustomer(page, {
    email: `money.${Date.now()}@example.com`,
    name: 'کاوه اقساطی',
    phone: '09127778899',
    company: 'بازرگانی اقساط',
  });
  const orderId = await requestOrder(page, {
    items: [
      { category: 'قهوه', product: COFFEE, quantity: 2 },
      { category: 'خشکبار', product: PISTACHIO, quantity: 3 },
    ],
    comment: 'پرداخت به اقساط',
  });

  // staff price coffee in cash and pistachio at three months
  const staff = () => tokenOf(DEMO.staff);
  const order = (await apiCall('GET', `orders/${orderId}/`, await staff())).body;
  const line = (name) => order.items.find((i) => i.product_name === name);
  const priced = await apiCall('POST', `orders/${orderId}/update-multiple-pricing/`, await staff(), {
    items: [
      {
        item_id: line(COFFEE).id,
        final_quantity: 2,
        pricing_options: [{ payment_term: 'instant', unit_price: 10_000_000 }],
      },
      {
        item_id: line(PISTACHIO).id,
        final_quantity: 3,
        pricing_options: [{ payment_term: '3_month', unit_price: 20_000_000 }],
      },
    ],
  });
  assert.equal(priced.status, 200);

  await page.goto(`/orders/${orderId}`);
  await page.getByRole('heading', { name: `سفارش #${fa(orderId)}` }).waitFor();
  await page.getByRole('button', { name: 'تأیید نهایی و صدور پیش‌فاکتور' }).click();
  await page.getByRole('button', { name: 'بله، تأیید می‌کنم' }).click();
  await page.getByText('انتخاب‌ها ثبت شد و پیش‌فاکتور صادر شد').waitFor();

  // an unofficial invoice (no tax): cash (2 × 10,000,000) now; three months (3 × 20,000,000) later
  const howToPay = page.getByLabel('نحوه پرداخت', { exact: true });
  await howToPay.getByTestId('amount-due').getByText('۲۰٬۰۰۰٬۰۰۰ ریال').waitFor();
  await howToPay
    .getByRole('list', { name: 'پرداخت‌های بعدی (طبق شرایط انتخاب‌شده)' })
    .getByText(/۶۰٬۰۰۰٬۰۰۰ ریال/)
    .waitFor();
  const schedule = page.getByRole('region', { name: 'برنامه پرداخت و وضعیت حساب' });
  await schedule.getByRole('listitem', { name: 'قسط ۲' }).waitFor();
  await phoneScreen(page, 'm01-phone-order-schedule');

  // a Sayad cheque for the later instalment
  await page.getByRole('button', { name: 'ثبت چک صیادی' }).click();
  const form = page.getByRole('form', { name: 'ثبت چک صیادی' });
  await form.getByRole('button', { name: 'ثبت چک' }).click();
  await form.getByText('شناسه صیادی باید دقیقاً ۱۶ رقم باشد').waitFor();
  await phoneScreen(page, 'm02-phone-cheque-errors');
  const sayad = String(Date.now()).padStart(16, '7').slice(-16);
  await form.getByLabel('شناسه صیادی (۱۶ رقم)').fill(sayad);
  await form.getByLabel('بانک').fill('بانک ملت');
  await form.getByLabel('نام صاحب حساب (صادرکننده چک)').fill('کاوه اقساطی');
  await typeToday(form, 'تاریخ سررسید');
  await form.getByLabel('مبلغ چک (ریال)').fill('60000000');
  // for the later instalment (the form offers the oldest open one first)
  await form.getByRole('combobox', { name: 'بابت قسط' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'قسط ۲' })
    .click();
  await form.getByRole('button', { name: 'ثبت چک' }).click();
  await page.getByText('چک ثبت شد').first().waitFor();
  const cheques = page.getByRole('region', { name: 'چک‌های صیادی' });
  await cheques.getByText('دریافت شده').first().waitFor();
  await phoneScreen(page, 'm03-phone-cheque-registered');

  // the receipt of the cash part, with what was paid
  await sendReceipt(page, RECEIPT, { amount: 20_000_000 });
  await page.getByText('رسید پرداخت بارگذاری شده').first().waitFor();
  const receipts = page.getByRole('list', { name: 'رسیدهای پرداخت' });
  await receipts
    .getByTestId('receipt-paid')
    .getByText(/۲۰٬۰۰۰٬۰۰۰ ریال/)
    .waitFor();
  await phoneScreen(page, 'm04-phone-receipt-sent');

  // staff, at a desk, verify the receipt on its own (its amount as the customer gave it), then the payment; the
  // order completes with the cheque still to clear
  const { page: desk } = await newPage(browser);
  pages.staff = desk;
  await signIn(desk, DEMO.staff);
  await desk.waitForURL(/\/admin/);
  await desk.goto(`/admin/orders/${orderId}`);
  const title = desk.getByRole('heading', { name: `سفارش #${fa(orderId)}` });
  await title.waitFor();
  const verification = desk.getByRole('region', { name: 'بررسی رسید پرداخت', exact: true });
  await verification.getByRole('button', { name: 'تأیید این رسید' }).click();
  const review = desk.getByRole('dialog', { name: /تأیید رسید/ });
  await review.getByRole('button', { name: 'تأیید', exact: true }).click();
  await verification.getByRole('button', { name: 'تأیید این رسید' }).waitFor({ state: 'detached' });
  await approveReceipt(desk, orderId);

  // the cheque is deposited on its day and clears: nothing is left to pay
  const money = desk.getByRole('region', { name: 'پرداخت‌ها، اقساط و چک‌ها', exact: true });
  for (const [move, reached] of [
    ['واگذاری به بانک', 'واگذار شده به بانک'],
    ['وصول شد', 'وصول شده'],
  ]) {
    await money.getByRole('button', { name: move, exact: true }).click();
    await desk.getByRole('tooltip').getByRole('button', { name: 'بله', exact: true }).click();
    await money.getByText(reached, { exact: true }).first().waitFor();
  }
  await shot(desk, 'm06-desk-cheque-cleared');
  const settled = (await apiCall('GET', `orders/${orderId}/`, await staff())).body;
  assert.deepEqual(
    { paid: settled.balance.paid, outstanding: settled.balance.outstanding },
    { paid: '80000000', outstanding: '0' },
  );
  await page.goto('/profile');
  await pick(page, 'بخش‌های پروفایل', 'صورت‌حساب');
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
  const statement = page.getByRole('list', { name: 'صورت‌حساب' });
  await statement.getByRole('listitem').filter({ hasText: 'رسید پرداخت' }).first().waitFor();
  await statement.getByRole('listitem').filter({ hasText: 'وصول چک' }).first().waitFor();
  // the statement ends at a zero balance: 80,000,000 invoiced, 20,000,000 by transfer and 60,000,000 by cheque
  await statement
    .getByRole('listitem')
    .filter({ hasText: 'جمع' })
    .getByText('۰ ریال', { exact: true })
    .waitFor();
  await phoneScreen(page, 'm05-phone-statement');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'دانلود PDF صورت‌حساب' }).click(),
  ]);
  assert.equal(file.suggestedFilename(), 'statement.pdf');
});
