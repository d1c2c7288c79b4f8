// The steps of an order that several journeys walk through the screens, by clicking: staff price one item at one
// cash price and assign a dealer at the dealer's default rate in the order editor; the customer chooses the cash
// price, finalizes and uploads a receipt; staff approve the receipt and the order completes.
import path from 'node:path';
import { fa, sendReceipt } from './journey.mjs';

const RECEIPT = path.join(import.meta.dirname, '..', 'fixtures', 'receipt-1.png');

const editorRegion = (page, name) => page.getByRole('region', { name, exact: true });

/** Staff (`sp`) open the order's editor and price `product` in cash at `price` rials. */
export async function priceInCash(sp, orderId, { product, price }) {
  await sp.goto(`/admin/orders/${orderId}`);
  await sp.getByRole('heading', { name: `سفارش #${fa(orderId)}` }).waitFor();
  const pricingCard = editorRegion(sp, 'وضعیت و قیمت‌گذاری');
  const item = pricingCard.getByRole('region', { name: product });
  await item.getByRole('checkbox', { name: `نقدی — ${product}`, exact: true }).check();
  await item.getByRole('textbox', { name: `قیمت واحد نقدی ${product}`, exact: true }).fill(String(price));
  await pricingCard.getByRole('button', { name: 'ذخیره قیمت‌گذاری' }).click();
  await sp.getByRole('status').getByText('قیمت‌گذاری با موفقیت ذخیره شد').waitFor();
}

/**
 * On the open editor, staff assign the dealer found by `code` (named `name`) at the dealer's default rate, shown
 * as `rate` ('۴٪'); returns the dealer card.
 */
export async function assignAtDefaultRate(sp, { code, name, rate, note }) {
  const dealerCard = editorRegion(sp, 'نماینده فروش');
  await dealerCard.getByRole('radio', { name: 'بله', exact: true }).check();
  const dealerSelect = dealerCard.getByRole('combobox', { name: 'نماینده', exact: true });
  await dealerSelect.click();
  await dealerSelect.pressSequentially(code);
  await sp.getByRole('option', { name: `${name} (${code})`, exact: true }).click();
  await dealerCard.getByRole('radio', { name: `نرخ پیش‌فرض نماینده (${rate})` }).check();
  await dealerCard.getByRole('textbox', { name: 'یادداشت برای نماینده (اختیاری)' }).fill(note);
  await dealerCard.getByRole('button', { name: 'ثبت نماینده' }).click();
  await dealerCard.getByText(`نماینده ${name} با نرخ کمیسیون ${rate} به سفارش اختصاص یافت`).waitFor();
  return dealerCard;
}

/** The customer (`cp`) chooses the cash price of `product`, finalizes the order and uploads a receipt. */
export async function payInCash(cp, orderId, { product }) {
  await cp.goto(`/orders/${orderId}`);
  await cp.getByRole('heading', { name: `سفارش #${fa(orderId)}` }).waitFor();
  await cp.getByRole('radio', { name: `${product} — نقدی` }).check();
  await cp.getByRole('button', { name: 'تأیید نهایی و صدور پیش‌فاکتور' }).click();
  await cp.getByRole('button', { name: 'بله، تأیید می‌کنم' }).click();
  await cp.getByText('انتخاب‌ها ثبت شد و پیش‌فاکتور صادر شد').waitFor();
  await sendReceipt(cp, RECEIPT, { amount: 1_000_000 });
  await cp.getByText('رسید پرداخت بارگذاری شده').first().waitFor();
}

/** Staff reload the order's editor and approve its receipt; the order completes. */
export async function approveReceipt(sp, orderId) {
  await sp.reload();
  await sp.getByRole('heading', { name: `سفارش #${fa(orderId)}` }).waitFor();
  const verification = editorRegion(sp, 'بررسی رسید پرداخت');
  await verification.getByRole('button', { name: 'تأیید پرداخت', exact: true }).click();
  const approve = sp.getByRole('tooltip').filter({ hasText: 'پرداخت تأیید و سفارش تکمیل شود؟' });
  await approve.getByRole('button', { name: 'بله، تأیید شود' }).click();
  // the order's status beside its title is what lasts (the toast may be gone on a busy machine before it is looked for)
  await sp
    .getByRole('heading', { name: `سفارش #${fa(orderId)}` })
    .locator('..')
    .getByText('تکمیل شده', { exact: true })
    .waitFor();
}
