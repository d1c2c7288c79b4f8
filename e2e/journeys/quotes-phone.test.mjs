// Quotes that negotiate, the customer on a phone (390×844, and no wider than 360 px): a new customer
// requests an order; staff price it (version 1); the customer asks for a lower price on one line with a note; staff
// see the request and the note beside the line in the editor and price again (version 2); the customer sees what
// changed, accepts version 2 and downloads its pre-invoice, a PDF carrying the acceptance line with the first 16
// characters of the recorded SHA-256. Every customer screen is shot and checked for sideways scrolling.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO, launch, newPage, openDialog, PHONE_SHOT_VIEWPORT, shot, signIn } from '../lib/browser.mjs';
import {
  apiCall,
  CUSTOMER_PASSWORD,
  fa,
  faAmount,
  journeyTest,
  newCustomer,
  phoneScreen,
  requestOrder,
  tokenOf,
} from '../lib/journey.mjs';

const ARTIFACTS = process.env.E2E_ARTIFACTS ?? path.join(import.meta.dirname, '..', 'artifacts');
const COFFEE = 'قهوه عربیکا کلمبیا سوپریمو';
const PISTACHIO = 'پسته اکبری خندان';
/** pdftotext gives the words wrapped in bidi marks; without them (and the ZWNJ). */
const plain = (text) => text.replace(/[\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

journeyTest(
  'a customer asks for a better price on one line, staff price again, the customer accepts version 2 on a phone',
  'quotes',
  async (pages) => {
    const { page } = await newPage(browser, PHONE_SHOT_VIEWPORT);
    pages.customer = page;
    const email = `quotes.${Date.now()}@example.com`;
    await newCustomer(page, {
      email,
      name: 'پرستو رحمانی',
      phone: '09123334455',
      company: 'بازرگانی رحمانی',
    });
    const orderId = await requestOrder(page, {
      items: [
        { category: 'قهوه', product: COFFEE, quantity: 10 },
        { category: 'خشکبار', product: PISTACHIO, quantity: 20 },
      ],
      comment: 'برای فروشگاه مرکزی',
    });

    // staff price both lines in cash (version 1), through the API
    const staffToken = () => tokenOf(DEMO.staff);
    const order = (await apiCall('GET', `orders/${orderId}/`, await staffToken())).body;
    const coffee = order.items.find((i) => i.product_name === COFFEE);
    const pistachio = order.items.find((i) => i.product_name === PISTACHIO);
    const priced = await apiCall('POST', `orders/${orderId}/update-multiple-pricing/`, await staffToken(), {
      items: [
        {
          item_id: coffee.id,
          final_quantity: 10,
          pricing_options: [{ payment_term: 'instant', unit_price: 22_000_000 }],
        },
        {
          item_id: pistachio.id,
          final_quantity: 20,
          pricing_options: [{ payment_term: 'instant', unit_price: 9_500_000 }],
        },
      ],
      admin_comment: 'قیمت‌ها برای پرداخت نقدی است',
      notify_customer: true,
    });
    assert.equal(priced.status, 200);
    assert.equal(priced.body.quote_version, 1);

    // the customer sees version 1 and its validity, and asks for a lower price on the coffee
    await page.goto(`/orders/${orderId}`);
    const history = page.getByTestId('quote-history');
    await history.getByRole('article', { name: 'نسخه ۱' }).waitFor();
    await history.getByText(/^معتبر تا پایان روز/).waitFor();
    await phoneScreen(page, 'q01-phone-quote-v1');
    await page.getByRole('button', { name: 'درخواست اصلاح قیمت' }).click();
    const form = await openDialog(page, 'درخواست اصلاح قیمت');
    await form.getByText('۵ بار دیگر می‌توانید درخواست اصلاح قیمت ثبت کنید.').waitFor();
    await form.getByRole('button', { name: 'ثبت درخواست' }).click();
    await form.getByText('توضیح درخواست اصلاح قیمت را بنویسید').waitFor();
    await form.getByLabel('توضیح درخواست').fill('قیمت قهوه از پیشنهاد رقیب بالاتر است');
    await form
      .getByLabel(`یادداشت برای «${COFFEE}» (اختیاری)`)
      .fill('با ۲۰٫۵ میلیون ریال برای هر واحد می‌خریم');
    await phoneScreen(page, 'q02-phone-revision-form');
    await form.getByRole('button', { name: 'ثبت درخواست' }).click();
    await page.getByText('درخواست اصلاح قیمت ثبت شد').first().waitFor();
    await page.getByText('درخواست اصلاح قیمت شما ثبت شده و در انتظار قیمت‌گذاری دوباره است.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'تأیید نهایی و صدور پیش‌فاکتور' }).count(), 0);
    await phoneScreen(page, 'q03-phone-revision-requested');

    // staff see the request and the note beside the coffee, and price it again in the editor
    const { page: sp } = await newPage(browser);
    pages.staff = sp;
    await signIn(sp, DEMO.staff);
    await sp.waitForURL('**/admin**');
    await sp.goto(`/admin/orders/${orderId}`);
    const pricing = sp.getByRole('region', { name: 'وضعیت و قیمت‌گذاری', exact: true });
    await pricing.getByText('توضیح مشتری: قیمت قهوه از پیشنهاد رقیب بالاتر است').waitFor();
    const coffeeLine = pricing.getByRole('region', { name: COFFEE });
    await coffeeLine
      .getByText('یادداشت مشتری برای اصلاح قیمت: با ۲۰٫۵ میلیون ریال برای هر واحد می‌خریم')
      .waitFor();
    await coffeeLine.getByRole('textbox', { name: `قیمت واحد نقدی ${COFFEE}`, exact: true }).fill('20800000');
    await pricing.getByLabel('توضیحات برای مشتری').fill('قیمت قهوه طبق درخواست شما کاهش یافت');
    await shot(sp, 'q04-editor-revision-request');
    await pricing.getByRole('button', { name: 'ذخیره قیمت‌گذاری' }).click();
    await sp.getByRole('status').getByText('قیمت‌گذاری با موفقیت ذخیره شد').waitFor();
    const versions = sp.getByRole('region', { name: 'نسخه‌های پیش‌فاکتور', exact: true });
    await versions.getByRole('article', { name: 'نسخه ۲' }).waitFor();
    await shot(sp, 'q05-editor-version-2');

    // the customer sees what changed, accepts version 2 and downloads its pre-invoice
    await page.reload();
    await history.getByRole('article', { name: 'نسخه ۲' }).waitFor();
    const changes = history.getByTestId('quote-changes');
    await changes
      .getByText(`قیمت واحد «نقدی»: ${faAmount(22_000_000)} ریال ← ${faAmount(20_800_000)} ریال`)
      .waitFor();
    await changes.getByText('↓ کاهش').waitFor();
    await phoneScreen(page, 'q06-phone-what-changed');
    await history.getByRole('button', { name: /نسخه‌های قبلی/ }).click();
    await history.getByRole('article', { name: 'نسخه ۱' }).waitFor();
    await phoneScreen(page, 'q07-phone-earlier-versions');

    // the approve button is in view at the bottom of the screen while the choice is
    const approve = page.getByRole('button', { name: 'تأیید نهایی و صدور پیش‌فاکتور' });
    await page.getByText('انتخاب شرایط پرداخت').scrollIntoViewIfNeeded();
    const box = await approve.boundingBox();
    assert.ok(
      box && box.y >= 0 && box.y + box.height <= PHONE_SHOT_VIEWPORT.height,
      `the approve button is on screen (at ${box?.y}px of ${PHONE_SHOT_VIEWPORT.height}px)`,
    );
    // what the phone shows there (a full-page shot draws the sticky footer where the viewport ended)
    await page.screenshot({ path: path.join(ARTIFACTS, 'q07-phone-approve-in-view.png') });
    await approve.click();
    await page.getByRole('button', { name: 'بله، تأیید می‌کنم' }).click();
    await page.getByText('انتخاب‌ها ثبت شد و پیش‌فاکتور صادر شد').waitFor();
    const acceptance = history.getByTestId('quote-acceptance');
    await acceptance.waitFor();
    await phoneScreen(page, 'q08-phone-accepted');

    const customerToken = await tokenOf(email, CUSTOMER_PASSWORD);
    const accepted = (await apiCall('GET', `orders/${orderId}/`, customerToken)).body;
    assert.equal(accepted.acceptance.version, 2);
    const sha16 = accepted.acceptance.pdf_sha256.slice(0, 16);
    assert.ok(
      (await acceptance.textContent()).includes(sha16),
      'the page shows the hash’s first 16 characters',
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      history.getByRole('button', { name: 'دانلود پیش‌فاکتور نسخه ۲' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^pre_invoice_.*-v2\.pdf$/);
    const file = path.join(ARTIFACTS, `quote-${orderId}-v2.pdf`);
    await download.saveAs(file);
    const bytes = readFileSync(file);
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, path.join(ARTIFACTS, 'q09-pdf-v2')]);
    const text = plain(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
    // in Latin hex, as sha256sum prints it
    assert.ok(text.includes(sha16), 'the pre-invoice prints the first 16 characters of the hash');
    assert.ok(text.includes('اثر انگشت سند'), 'the pre-invoice names the document’s fingerprint');
    assert.ok(text.includes(fa(2)), 'the pre-invoice says its version');
  },
);
