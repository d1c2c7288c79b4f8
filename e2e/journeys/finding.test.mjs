// Finding things in Chromium through nginx, on the demo data: the customer's rejected tab shows
// why each closed order closed; staff find an order by the number they read («#۱۲», typed with Persian digits)
// and orders by a product name, open one from the second page and come back to the same filters, page and scroll
// position; the activity log picks a user by name.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEMO,
  clickUntil,
  launch,
  newPage,
  pickOption,
  selectShows,
  settled,
  shot,
  signIn,
} from '../lib/browser.mjs';
import { apiCall, fa, journeyTest, tokenOf } from '../lib/journey.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

journeyTest(
  'closed orders say why; staff find orders by number and product and come back',
  'find',
  async (pages) => {
    // the customer: the demo's rejected and cancelled orders on the rejected tab, each with its reason
    const { page: customer } = await newPage(browser);
    pages.customer = customer;
    await signIn(customer, DEMO.customer);
    await customer.waitForURL('**/dashboard');
    await customer.getByRole('tab', { name: /رد شده/ }).click();
    const reasons = customer.getByRole('note');
    await reasons.first().waitFor();
    const texts = await reasons.allTextContents();
    assert.ok(
      texts.some((t) => t.startsWith('دلیل رد سفارش') && t.includes('قیمت از بازار بالاتر است')),
      texts.join(' | '),
    );
    assert.ok(
      texts.some((t) => t.startsWith('دلیل لغو سفارش') && t.includes('اتمام موجودی این محموله')),
      texts.join(' | '),
    );
    await settled(customer);
    await shot(customer, 'find-10-closed-reasons');

    // staff: an order by its number, typed as the screens show it
    const token = await tokenOf(DEMO.staff);
    const all = await apiCall('GET', 'admin/orders/?page_size=100', token);
    assert.equal(all.status, 200);
    const target = all.body.results.at(-1).id; // the oldest: never first by date
    const { page: staff } = await newPage(browser);
    pages.staff = staff;
    await signIn(staff, DEMO.staff);
    await staff.waitForURL('**/admin');
    await staff.goto('/admin/orders');
    const search = staff.getByRole('textbox', { name: 'جستجو' });
    await search.fill(`#${fa(target)}`);
    await staff.waitForURL(/search=/);
    await staff
      .getByRole('article')
      .first()
      .getByText(`سفارش #${fa(target)}`)
      .waitFor();
    await settled(staff);
    await shot(staff, 'find-20-by-number');

    // orders by a product among their items
    const product = 'زعفران';
    const byProduct = await apiCall('GET', `admin/orders/?search=${encodeURIComponent(product)}`, token);
    assert.ok(byProduct.body.count >= 1, `orders holding ${product}: ${byProduct.body.count}`);
    await search.fill(product);
    await staff.waitForURL((url) => new URL(url).searchParams.get('search') === product);
    await staff.getByRole('article', { name: `سفارش #${fa(byProduct.body.results[0].id)}` }).waitFor();
    await settled(staff);
    await shot(staff, 'find-25-by-product');

    // the oldest first, page 2: open an order from the bottom of the page and come back to the same place
    await search.fill('');
    await staff.waitForURL((url) => !new URL(url).searchParams.get('search'));
    await pickOption(staff.getByRole('combobox', { name: 'مرتب‌سازی' }), 'قدیمی‌ترین', (o) =>
      staff.waitForURL(/sort=oldest/, o),
    );
    await settled(staff); // the pager waits for the oldest-first answer
    await clickUntil(staff.getByRole('button', { name: 'صفحه ۲' }).first(), (o) =>
      staff.waitForURL(/sort=oldest.*page=2/, o),
    );
    await settled(staff);
    const listAddress = staff.url();
    const editorButton = /^(قیمت‌گذاری|بررسی رسید|تکمیل سفارش)$/;
    const card = staff
      .getByRole('article')
      .filter({ has: staff.getByRole('button', { name: editorButton }) })
      .last();
    // the list may render again under it (a live change): the locator finds the card anew
    for (let attempt = 1; ; attempt++) {
      try {
        await card.scrollIntoViewIfNeeded();
        break;
      } catch (err) {
        if (attempt >= 3) throw err;
        await settled(staff);
      }
    }
    const scrolled = await staff.evaluate(() => window.scrollY);
    assert.ok(scrolled > 0, 'the chosen card is below the fold');
    const opened = await card.getAttribute('aria-label');
    await card.getByRole('button', { name: editorButton }).click();
    await staff.waitForURL(/\/admin\/orders\/\d+$/);
    await staff.getByRole('button', { name: 'بازگشت به سفارش‌ها' }).first().click();
    await staff.waitForURL((url) => url.href === listAddress);
    await staff.getByRole('article', { name: opened }).waitFor();
    await staff.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, scrolled);
    await shot(staff, 'find-30-back-to-page-2');
    // and the browser's back button the same way, to where the list was at the click
    const button = card.getByRole('button', { name: editorButton });
    await button.scrollIntoViewIfNeeded();
    const atClick = await staff.evaluate(() => window.scrollY);
    await button.click();
    await staff.waitForURL(/\/admin\/orders\/\d+$/);
    await staff.goBack();
    await staff.waitForURL((url) => url.href === listAddress);
    await staff.getByRole('article', { name: opened }).waitFor();
    await staff.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, atClick);

    // the activity log: a user picked by name
    await staff.goto('/admin/activity-log');
    const picker = staff.getByRole('combobox', { name: 'کاربر انجام‌دهنده' });
    await picker.click();
    await picker.fill('سارا');
    await pickOption(picker, 'سارا محمدی', selectShows(picker, 'سارا محمدی'));
    await staff.getByRole('button', { name: 'اعمال فیلتر' }).click();
    await staff.getByRole('row').nth(1).getByText('سارا محمدی').waitFor();
    await settled(staff);
    await shot(staff, 'find-40-activity-by-user');
  },
);
