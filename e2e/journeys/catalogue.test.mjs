// The catalogue in Chromium through nginx, by clicking only: staff create a product on /admin/products
// with three images and move the third to the front; staff publish an active announcement about it on
// /admin/announcements (Persian date picker, related product, one image); a visitor finds the product on /product
// by search and by category, opens its modal, and reads the announcement on /product/newarrivals (also at phone
// width); a new customer goes from the dashboard to the announcement, follows its inquiry button into the order
// form with the product preselected and sends the order. The API is only used to create the customer's account
// and to read values for the assertions. The images are solid colours, so the order shows on screen and can be
// checked by decoding what the server stored.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  BASE_URL,
  DEMO,
  clickUntil,
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
  valueIs,
} from '../lib/browser.mjs';
import {
  apiCall,
  assertNoSidewaysScroll,
  fromFa,
  journeyTest,
  newCustomer,
  submitOrder,
  tokenOf,
} from '../lib/journey.mjs';

const PRODUCT = 'گل‌محمدی خشک کاشان';
const SEARCH = 'گل‌محمدی';
const CATEGORY = 'ادویه';
const TITLE = 'محموله گل‌محمدی پاییزه کاشان';
const DESCRIPTION =
  'محموله تازه گل‌محمدی خشک از باغ‌های کاشان، بسته‌بندی ۵ کیلویی، مناسب عطاری‌ها و قنادی‌ها.';
const QUANTITY = 25;
const COLOURS = { red: [220, 40, 40], green: [40, 170, 60], blue: [40, 70, 220], orange: [240, 150, 30] };

let browser;
let dir;
before(async () => {
  browser = await launch();
  dir = mkdtempSync(path.join(os.tmpdir(), 'catalogue-e2e-'));
  for (const [name, [r, g, b]] of Object.entries(COLOURS)) {
    const png = await sharp({ create: { width: 480, height: 360, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();
    writeFileSync(path.join(dir, `${name}.png`), png);
  }
});
after(async () => {
  await browser?.close();
});
const image = (name) => path.join(dir, `${name}.png`);

/** The colour (of COLOURS) an image the server stored is closest to, read by decoding it. */
async function colourAt(url) {
  const res = await fetch(new URL(url, BASE_URL));
  assert.equal(res.status, 200, url);
  const pixel = await sharp(Buffer.from(await res.arrayBuffer()))
    .resize(1, 1)
    .raw()
    .toBuffer();
  const distance = (c) => c.reduce((sum, v, i) => sum + (v - pixel[i]) ** 2, 0);
  return Object.entries(COLOURS).sort(([, a], [, b]) => distance(a) - distance(b))[0][0];
}

/** Waits until the (first) picture `locator` finds is loaded and shown. */
async function loaded(page, locator) {
  const img = await locator.first().elementHandle();
  await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, img);
}
/** Picks `option` in the select named `label` inside `scope`. */
async function choose(page, scope, label, option) {
  const box = scope.getByRole('combobox', { name: label });
  await pickOption(box, option, selectShows(box, option));
  await scope.locator(`.ant-select-content[title="${option}"]`).waitFor();
}
/** Today in the Persian calendar as the date picker shows it ('۱۴۰۵/۰۹/۰۵'), and as the API's ISO day. */
function today() {
  const now = new Date();
  const jalali = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return { jalali: jalali.replace(/[^۰-۹/]/g, ''), iso };
}

journeyTest(
  'staff add a product and an announcement; a visitor finds them; a customer orders it',
  'cat',
  journey,
);

async function journey(pages) {
  // ---- staff create the product with three images, the third moved to the front ----
  const { page: sp } = await newPage(browser);
  pages.staff = sp;
  await signIn(sp, DEMO.staff);
  await sp.waitForURL(/\/admin\/?$/);
  await navTo(sp, 'محصولات', '**/admin/products');
  await sp.getByRole('heading', { name: 'مدیریت محصولات' }).waitFor();
  await sp.locator('[data-product-id]').first().waitFor();
  await settled(sp);
  await shot(sp, 'c0-cat-admin-products');

  await sp.getByRole('button', { name: 'افزودن محصول', exact: true }).click();
  const form = await openDialog(sp, 'افزودن محصول جدید');
  await form.getByLabel('نام محصول').fill(PRODUCT);
  await choose(sp, form, 'دسته‌بندی', CATEGORY);
  await form.getByLabel('قیمت پایه (ریال)').fill('42000000');
  await form.getByLabel('موجودی', { exact: true }).fill('300');
  await form.getByLabel('مبدأ').fill('کاشان');
  await form.getByLabel('توضیحات').fill('گل‌محمدی درجه یک، خشک‌شده در سایه، بدون ساقه.');
  await form.locator('input[type=file]').setInputFiles(['red', 'green', 'blue'].map(image));
  const images = form.getByRole('list', { name: 'تصاویر محصول' }).getByRole('listitem');
  await images.nth(2).waitFor();
  await form.getByRole('button', { name: 'جابه‌جایی تصویر ۳ به بالا' }).click();
  await form.getByRole('button', { name: 'جابه‌جایی تصویر ۲ به بالا' }).click();
  await images.first().getByText('تصویر اصلی').waitFor();
  assert.equal(await images.count(), 3);
  await settled(sp);
  await shot(sp, 'c1-cat-product-form');
  await form.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await form.waitFor({ state: 'hidden' });
  await loaded(
    sp,
    sp
      .locator('[data-product-id]')
      .filter({ hasText: PRODUCT })
      .getByRole('img', { name: PRODUCT, exact: true }),
  );
  await settled(sp);
  await shot(sp, 'c2-cat-product-created');

  const found = await apiCall('GET', `products/?search=${encodeURIComponent(SEARCH)}`, null);
  assert.equal(found.status, 200);
  assert.equal(found.body.count, 1, 'only the new product matches the search');
  const product = found.body.results[0];
  assert.equal(product.name, PRODUCT);
  assert.equal(product.category_name, CATEGORY);
  assert.equal(await colourAt(product.primary_image_url), 'blue', 'the image moved first is the primary one');
  const order = [];
  for (const img of product.product_images) order.push(await colourAt(img.image_url));
  assert.deepEqual(order, ['blue', 'red', 'green']);
  assert.equal(product.product_images[0].is_primary, true);

  // ---- staff publish an active announcement about it ----
  await navTo(sp, 'اطلاعیه‌های محموله', '**/admin/announcements');
  await sp.getByRole('heading', { name: 'اطلاعیه‌های محموله' }).waitFor();
  await settled(sp);
  await shot(sp, 'c3-cat-admin-announcements');
  await sp.getByRole('button', { name: 'اطلاعیه جدید', exact: true }).click();
  const annForm = await openDialog(sp, 'اطلاعیه محموله جدید');
  await annForm.getByLabel('عنوان اطلاعیه').fill(TITLE);
  await annForm.getByLabel('توضیحات').fill(DESCRIPTION);
  const day = today();
  const shipDate = annForm.getByLabel('تاریخ ارسال');
  await clickUntil(
    sp.locator('.ant-picker-dropdown:visible .ant-picker-cell-today'),
    valueIs(shipDate, day.jalali),
    {
      open: shipDate,
    },
  );
  await annForm.getByLabel('کشور مبدأ').fill('ایران');
  const related = annForm.getByRole('combobox', { name: 'محصولات مرتبط' });
  await related.click();
  await related.pressSequentially(SEARCH);
  // the typed search narrows the list, so a missed click is tried again on the open list, never by reopening it
  await clickUntil(
    sp.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${PRODUCT}"]`),
    (o) => annForm.locator(`.ant-select-selection-item[title="${PRODUCT}"]`).waitFor(o),
  );
  await annForm.getByLabel('عنوان اطلاعیه').click(); // closes the list
  await sp.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
  await annForm.locator('input[type=file]').setInputFiles(image('orange'));
  await annForm.getByRole('list', { name: 'تصاویر انتخاب‌شده' }).getByRole('listitem').waitFor();
  assert.equal(await annForm.getByRole('switch', { name: /^فعال/ }).isChecked(), true);
  await settled(sp);
  await shot(sp, 'c4-cat-announcement-form');
  await annForm.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await annForm.waitFor({ state: 'hidden' });
  await loaded(sp, sp.locator('[data-announcement-id]').filter({ hasText: TITLE }).locator('img'));
  await settled(sp);
  await shot(sp, 'c5-cat-announcement-created');

  const listed = await apiCall('GET', 'shipment-announcements/', await tokenOf(DEMO.staff));
  const announcement = listed.body.find((a) => a.title === TITLE);
  assert.ok(announcement, 'the announcement is published');
  assert.equal(announcement.shipment_date, day.iso);
  assert.deepEqual(
    announcement.related_products_info.map((p) => p.id),
    [product.id],
  );
  assert.equal(announcement.images.length, 1);
  assert.equal(await colourAt(announcement.images[0].image), 'orange');

  // ---- a visitor finds the product by search and by category, and reads the announcement ----
  const { context: visitor, page: vp } = await newPage(browser);
  pages.visitor = vp;
  await vp.goto('/product');
  await vp.getByRole('main').getByRole('heading', { name: 'کاتالوگ محصولات' }).waitFor();
  const card = vp.getByRole('button', { name: PRODUCT, exact: true });
  await vp.getByPlaceholder('نام یا توضیحات محصول').fill(SEARCH);
  await vp.getByPlaceholder('نام یا توضیحات محصول').press('Enter');
  await vp.getByText('نمایش ۱ تا ۱ از ۱ محصول').waitFor();
  await card.waitFor();
  assert.match(vp.url(), /search=/, 'the search is kept in the address');
  await loaded(vp, card.getByRole('img', { name: PRODUCT, exact: true }));
  await settled(vp);
  await shot(vp, 'c6-cat-product-search');
  await vp.getByRole('button', { name: 'پاک کردن فیلترها' }).click();
  await choose(vp, vp.getByRole('search'), 'دسته‌بندی', CATEGORY);
  await vp.waitForURL(/category=/);
  await card.waitFor();
  const shown = fromFa(await vp.getByText(/^نمایش .* محصول$/).textContent());
  assert.ok(shown > 1, 'the category holds the demo spices and the new product');
  await settled(vp);
  await shot(vp, 'c7-cat-product-category');
  await card.click();
  const modal = await openDialog(vp, PRODUCT);
  await modal.getByRole('button', { name: 'ورود و ثبت سفارش' }).waitFor();
  await modal.getByText('۳۰۰', { exact: true }).waitFor();
  await loaded(vp, modal.getByRole('img', { name: PRODUCT, exact: true }));
  await settled(vp);
  await shot(vp, 'c8-cat-product-modal');
  await modal.getByRole('button', { name: 'نمایش تمام‌صفحه' }).click();
  const fullscreen = vp.getByRole('dialog').nth(1);
  await loaded(vp, fullscreen.getByRole('img', { name: PRODUCT, exact: true }));
  await vp.waitForFunction(() => !document.querySelector('.ant-modal-root [class*="-appear"]'));
  await shot(vp, 'c8-cat-product-fullscreen');
  await fullscreen.getByRole('button', { name: 'بستن' }).click();
  await fullscreen.waitFor({ state: 'detached' });
  await modal.getByRole('button', { name: 'بستن' }).first().click();
  await modal.waitFor({ state: 'hidden' });

  await vp.goto('/product/newarrivals');
  const annCard = vp.locator('[data-announcement-id]').filter({ hasText: TITLE });
  await annCard.getByText(PRODUCT).waitFor();
  await annCard.getByText('امروز').waitFor();
  await loaded(vp, annCard.getByRole('img', { name: TITLE, exact: true }));
  await settled(vp);
  await shot(vp, 'c9-cat-newarrivals');
  await visitor.close();

  // ---- the same pages at phone width ----
  const { context: phone, page: pp } = await newPage(browser, PHONE_VIEWPORT);
  pages.phone = pp;
  await pp.goto('/product');
  await loaded(
    pp,
    pp.getByRole('button', { name: PRODUCT, exact: true }).getByRole('img', { name: PRODUCT, exact: true }),
  ); // newest first
  await settled(pp);
  await assertNoSidewaysScroll(pp, '/product at 360 px');
  await shot(pp, 'ca-cat-phone-product');
  await pp.getByRole('button', { name: PRODUCT, exact: true }).click();
  await loaded(pp, (await openDialog(pp, PRODUCT)).getByRole('img', { name: PRODUCT, exact: true }));
  await settled(pp);
  await assertNoSidewaysScroll(pp, 'the product modal at 360 px');
  await shot(pp, 'cb-cat-phone-product-modal');
  await pp.goto('/product/newarrivals');
  await pp.locator('[data-announcement-id]').filter({ hasText: TITLE }).waitFor();
  await settled(pp);
  await assertNoSidewaysScroll(pp, '/product/newarrivals at 360 px');
  await shot(pp, 'cc-cat-phone-newarrivals');
  await phone.close();

  // ---- a customer follows the announcement's inquiry button and orders the product ----
  const { page: cp } = await newPage(browser);
  pages.customer = cp;
  const stamp = Date.now();
  await newCustomer(cp, {
    email: `customer.cat.${stamp}@example.com`,
    name: 'آرمان صدری',
    phone: '09127776655',
    company: 'عطاری صدری',
  });
  await cp
    .getByRole('region', { name: 'اطلاعیه‌های محموله جدید' })
    .getByRole('link', { name: TITLE })
    .click();
  await cp.waitForURL('**/product/newarrivals');
  await cp.getByRole('button', { name: `مشاهده جزئیات: ${TITLE}` }).click();
  const detail = await openDialog(cp, TITLE);
  await detail
    .getByRole('img', { name: `تصویر ۱ از ${TITLE}` })
    .first()
    .waitFor();
  await settled(cp);
  await shot(cp, 'cd-cat-announcement-modal');
  await detail.getByRole('button', { name: `استعلام و سفارش: ${PRODUCT}` }).click();
  await cp.waitForURL(/\/orders\/create\?/);
  await cp.getByRole('heading', { name: 'استعلام قیمت و ثبت سفارش' }).waitFor();
  const comment = `استعلام قیمت و موجودی «${PRODUCT}» از محموله «${TITLE}»`;
  assert.equal(await cp.getByLabel('توضیحات سفارش').inputValue(), comment);
  const row = cp.getByRole('group', { name: 'محصول ۱' });
  await row.locator(`.ant-select-content[title^="${PRODUCT}"]`).waitFor();
  await row.locator(`.ant-select-content[title="${CATEGORY}"]`).waitFor();
  await row.getByRole('spinbutton', { name: 'تعداد' }).fill(String(QUANTITY));
  await settled(cp);
  await shot(cp, 'ce-cat-inquiry-order-form');
  const orderId = await submitOrder(cp);
  await settled(cp);
  await shot(cp, 'cf-cat-order-sent');

  const sent = await apiCall('GET', `orders/${orderId}/`, await tokenOf(DEMO.staff));
  assert.equal(sent.status, 200);
  assert.equal(sent.body.customer_comment, comment);
  assert.deepEqual(
    sent.body.items.map((i) => [i.product.id, i.requested_quantity]),
    [[product.id, QUANTITY]],
  );
}
