import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { renameSync } from 'node:fs';
import path from 'node:path';
import { launch, newPage, shot, signIn, DEMO } from '../lib/browser.mjs';

// Takes the dealer area's files away from nginx, as a failed deployment would.
const prefix = process.env.E2E_PREFIX ?? '';
const dealerDir = prefix && path.join(prefix, 'apps', 'mf', 'dealer');

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test(
  'with one remote missing, its area shows the error panel and the other areas still work',
  { skip: !prefix && 'needs the nginx prefix from run.mjs' },
  async () => {
    renameSync(dealerDir, `${dealerDir}.away`);
    try {
      const { page } = await newPage(browser);
      await signIn(page, DEMO.dealer);
      await page.waitForURL('**/dealer');
      await page.getByText('بارگذاری این بخش ممکن نشد').waitFor();
      await page.getByRole('button', { name: 'تلاش دوباره' }).waitFor();
      await shot(page, '20-remote-missing');

      await page.goto('/product');
      await page.locator('.ant-layout, main').first().waitFor();
      assert.equal(await page.getByText('بارگذاری این بخش ممکن نشد').count(), 0);

      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'خروج' }).waitFor();

      renameSync(`${dealerDir}.away`, dealerDir);
      await page.goto('/dealer');
      await page
        .getByText('بارگذاری این بخش ممکن نشد')
        .or(page.getByRole('button', { name: 'خروج' }))
        .first()
        .waitFor();
      if (await page.getByRole('button', { name: 'تلاش دوباره' }).count()) {
        await page.getByRole('button', { name: 'تلاش دوباره' }).click();
      }
      await page.getByRole('button', { name: 'خروج' }).waitFor();
      await shot(page, '21-remote-restored');
    } finally {
      try {
        renameSync(`${dealerDir}.away`, dealerDir);
      } catch {
        // already restored
      }
    }
  },
);
