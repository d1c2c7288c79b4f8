// The customer's orders on a phone, in Chromium at 390×844: a new customer requests an official order
// through the form; staff price its two items with several payment terms (through the API); the customer chooses a
// term on each item's cards by its radio, finalizes and downloads the pre-invoice, uploads a receipt from the
// dashboard, and once staff verify it downloads the final invoice; the dashboard's tabs and menu and the profile's
// every tab, on the page and in the dashboard's modal. Every screen is shot at 390×844 and may be no wider than its
// viewport there nor at 360 px; the dashboard shows the first order above the fold.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  DEMO,
  clickUntil,
  launch,
  newPage,
  openDialog,
  PHONE_SHOT_VIEWPORT,
  selectShows,
} from '../lib/browser.mjs';
import {
  apiCall,
  fa,
  journeyTest,
  newCustomer,
  phoneScreen,
  requestOrder,
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
  // the list has closed and its closing animation ended (for the screenshot)
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-select-dropdown')].every((d) =>
      d.classList.contains('ant-select-dropdown-hidden'),
    ),
  );
}

/** Clicks `button` and waits for the download it starts, which must be named `name`. */
async function download(page, button, name) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  assert.equal(file.suggestedFilename(), name);
}

journeyTest(
  'a customer orders, chooses, pays and downloads the invoices on a phone',
  'phone',
  async (pages) => {
    const { page } = await newPage(browser, PHONE_SHOT_VIEWPORT);
    pages.customer = page;
    await newCustomer(page, {
      email: `phone.${Date.now()}@example.com`,
      name: 'نسرین کاظمی‌نژاد',
      phone: '09121112233',
      company: 'بازرگانی کاظمی‌نژاد و شرکا',
    });
    await page.getByText('هیچ سفارش فعالی ندارید').waitFor();
    await phoneScreen(page, 'p01-phone-dashboard-empty');

    // the order form, official invoice
    const orderId = await requestOrder(page, {
      items: [
        { category: 'قهوه', product: COFFEE, quantity: 8 },
        { category: 'خشکبار', product: PISTACHIO, quantity: 25 },
      ],
      comment: 'تحویل در انبار شماره ۲',
      fill: async () => {
        await page.getByRole('radio', { name: 'رسمی (با مالیات)', exact: true }).check();
        await page.getByLabel('شناسه/کد ملی').fill('۱۰۳۲۰۸۷۶۵۴۵');
        await page.getByLabel('کد پستی').fill('1966734511');
        await page.getByLabel('استان').fill('اصفهان');
        await page.getByLabel('استان').press('Enter');
        await page.getByLabel('شهر').fill('اصفهان');
        await page.getByLabel('شهر').press('Escape');
        await page.getByLabel('آدرس کامل').fill('خیابان چهارباغ بالا، کوچه ۱۲، پلاک ۳');
        await phoneScreen(page, 'p02-phone-create-order');
      },
    });

    // the dashboard: the first order above the fold, the other actions in a menu
    await phoneScreen(page, 'p03-phone-dashboard');
    const first = await page.getByRole('article').first().boundingBox();
    assert.ok(
      first && first.y + 120 < PHONE_SHOT_VIEWPORT.height,
      `the first order starts above the fold (at ${first?.y}px of ${PHONE_SHOT_VIEWPORT.height}px)`,
    );
    await page.screenshot({
      path: path.join(process.env.E2E_ARTIFACTS ?? 'artifacts', 'p03-phone-dashboard-top.png'),
    });
    await page.getByRole('navigation', { name: 'منوی داشبورد' }).getByRole('button', { name: 'منو' }).click();
    await page.getByRole('menuitem', { name: 'کاتالوگ محصولات' }).waitFor();
    await page.waitForFunction(
      () => !document.querySelector('.ant-dropdown[class*="-enter"], .ant-dropdown[class*="-appear"]'),
    );
    await phoneScreen(page, 'p04-phone-dashboard-menu');
    await page.keyboard.press('Escape');

    await page.goto(`/orders/${orderId}`);
    await page.getByRole('heading', { name: `سفارش #${fa(orderId)}` }).waitFor();
    await page.getByText('در انتظار قیمت‌گذاری').first().waitFor();
    await phoneScreen(page, 'p05-phone-order-pending');

    // staff price both items with three and two terms (fresh tokens: they live 20 s in this lane)
    const staff = () => tokenOf(DEMO.staff);
    const order = (await apiCall('GET', `orders/${orderId}/`, await staff())).body;
    const coffee = order.items.find((i) => i.product_name === COFFEE);
    const pistachio = order.items.find((i) => i.product_name === PISTACHIO);
    const priced = await apiCall('POST', `orders/${orderId}/update-multiple-pricing/`, await staff(), {
      items: [
        {
          item_id: coffee.id,
          final_quantity: 8,
          pricing_options: [
            { payment_term: 'instant', unit_price: 21_800_000, discount_percentage: 3 },
            { payment_term: '1_month', unit_price: 22_700_000 },
            { payment_term: '3_month', unit_price: 24_100_000 },
          ],
        },
        {
          item_id: pistachio.id,
          final_quantity: 25,
          pricing_options: [
            { payment_term: 'instant', unit_price: 9_450_000 },
            {
              payment_term: 'custom',
              custom_term_label: 'چک ۶۰ روزه',
              custom_due_days: 60,
              unit_price: 9_900_000,
            },
          ],
        },
      ],
      admin_comment: 'قیمت‌ها تا پایان هفته معتبر است',
    });
    assert.equal(priced.status, 200);

    // the open page shows the terms as cards; the customer chooses one on each item by its radio
    await page.getByText('قیمت‌ها تا پایان هفته معتبر است').first().waitFor();
    await phoneScreen(page, 'p06-phone-order-waiting');
    await page.getByRole('radio', { name: `${COFFEE} — ۱ ماهه` }).check();
    await page.getByRole('radio', { name: `${PISTACHIO} — چک ۶۰ روزه` }).check();
    // 8 × 22,700,000 = 181,600,000 and 25 × 9,900,000 = 247,500,000, each + 10 % tax → 472,010,000
    await page.getByText('۴۷۲٬۰۱۰٬۰۰۰').first().waitFor();
    await phoneScreen(page, 'p07-phone-order-terms-chosen');
    await page.getByRole('button', { name: 'تأیید نهایی و صدور پیش‌فاکتور' }).click();
    await page.getByRole('button', { name: 'بله، تأیید می‌کنم' }).click();
    await page.getByText('انتخاب‌ها ثبت شد و پیش‌فاکتور صادر شد').waitFor();
    await phoneScreen(page, 'p08-phone-order-confirmed');
    await download(page, 'دانلود پیش‌فاکتور', `pre_invoice_${orderId}_official.pdf`);

    // the receipt, from the dashboard's card
    await page.goto('/dashboard');
    const card = page.getByRole('article', { name: `سفارش #${fa(orderId)}` });
    await card.getByRole('button', { name: 'بارگذاری رسید پرداخت' }).click();
    const upload = await openDialog(page, `بارگذاری رسید پرداخت سفارش #${fa(orderId)}`);
    await upload.getByLabel('مبلغ پرداختی (ریال)').fill('472010000');
    await typeToday(upload, 'تاریخ پرداخت');
    await upload.locator('input[type=file]').setInputFiles(RECEIPT);
    await upload.getByText('receipt-1.png').waitFor();
    await phoneScreen(page, 'p09-phone-receipt-upload');
    await upload.getByRole('button', { name: 'بارگذاری رسید' }).click();
    await page.getByText('رسید پرداخت با موفقیت بارگذاری شد').first().waitFor();
    await page.goto(`/orders/${orderId}`);
    await page.getByText('رسید پرداخت بارگذاری شده').first().waitFor();
    await phoneScreen(page, 'p10-phone-order-payment-uploaded');

    // staff verify; the customer takes the final invoice
    const verified = await apiCall('POST', `orders/${orderId}/verify-payment/`, await staff(), {
      payment_verified: true,
      payment_notes: 'واریز تأیید شد',
    });
    assert.equal(verified.body.status, 'completed');
    await page.reload();
    await page.getByText('تکمیل شده').first().waitFor();
    await phoneScreen(page, 'p11-phone-order-completed');
    await download(page, 'دانلود فاکتور نهایی', `final_invoice_${orderId}_official.pdf`);

    // the dashboard's tabs are a select on a phone
    await page.goto('/dashboard');
    await pick(page, 'سفارش‌های من', 'تکمیل شده');
    await page.getByRole('button', { name: 'دانلود فاکتور' }).first().waitFor();
    await phoneScreen(page, 'p12-phone-dashboard-completed');

    // the profile, every tab, on its page and in the dashboard's modal
    await page.goto('/profile');
    const sections = [
      ['اطلاعات شخصی', 'ویرایش اطلاعات', 'p13-phone-profile-personal'],
      ['خلاصه سفارش‌ها', 'وضعیت سفارش‌ها', 'p14-phone-profile-orders'],
      ['تاریخچه اعلان‌ها', 'تکمیل سفارش', 'p15-phone-profile-notifications'],
      ['امنیت', 'خروج از همه دستگاه‌ها', 'p16-phone-profile-security'],
    ];
    for (const [section, text, name] of sections) {
      await pick(page, 'بخش‌های پروفایل', section);
      await page.getByText(text).first().waitFor({ timeout: 15_000 });
      await phoneScreen(page, name);
    }
    await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    const password = await openDialog(page, 'تغییر رمز عبور');
    await phoneScreen(page, 'p16-phone-profile-change-password');
    await password.getByRole('button', { name: 'انصراف' }).click();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'منو' }).click();
    await page.getByRole('menuitem', { name: 'پروفایل' }).click();
    const profile = await openDialog(page, 'پروفایل کاربری');
    await profile.getByRole('combobox', { name: 'بخش‌های پروفایل' }).waitFor();
    await phoneScreen(page, 'p17-phone-profile-modal');
  },
);
