// An area is released while a customer's tab is open on it (nginx/deploy.mjs --area, in place): the tab keeps
// working. First a release that keeps the previous one (the tab loads its own release's chunks), then one that
// prunes it (the tab's next chunk is gone: the shell loads the area's current release through its manifest).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseArea } from '../../nginx/deploy.mjs';
import { rehashBuild } from '../lib/rehash.mjs';
import { launch, newPage, shot, signIn, DEMO } from '../lib/browser.mjs';

const prefix = process.env.E2E_PREFIX ?? '';
const root = path.resolve(import.meta.dirname, '..', '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-release-'));

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Releases a copy of the customer build under new hashes. */
function releaseCustomer(salt, keep) {
  const build = rehashBuild(path.join(root, 'mf-customer', 'dist'), path.join(work, salt), salt);
  return releaseArea(prefix, 'customer', { from: build, keep });
}

test(
  'a customer tab opened before two releases of its area keeps working',
  { skip: !prefix && 'needs the nginx prefix from run.mjs' },
  async () => {
    const { page } = await newPage(browser);
    /** @type {string[]} */
    const missing = [];
    page.on('response', (res) => {
      if (res.status() === 404 && res.url().includes('/mf/customer/'))
        missing.push(new URL(res.url()).pathname);
    });
    await signIn(page, DEMO.customer);
    await page.waitForURL('**/dashboard');
    await page
      .getByRole('button', { name: 'پروفایل', exact: true })
      .waitFor()
      .catch(async (error) => {
        await shot(page, '89-release-dashboard-missing');
        throw error;
      });
    // set in this document only: a reload would lose it
    await page.evaluate(() => (window.__openedBeforeRelease = true));

    // 1. a release that keeps the previous one: the open tab loads its own release's profile chunk
    const first = releaseCustomer('first', 3);
    assert.ok(first.added.length > 0);
    assert.equal(first.pruned.length, 0);
    await page.getByRole('button', { name: 'پروفایل', exact: true }).click();
    await page.getByRole('dialog', { name: 'پروفایل کاربری' }).waitFor();
    await page.getByRole('dialog').getByRole('tab', { name: 'اطلاعات شخصی' }).waitFor();
    await shot(page, '90-release-kept-previous');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    assert.deepEqual([...missing], []);

    // 2. a release that prunes every earlier one: the tab's create-order chunk is gone
    const second = releaseCustomer('second', 1);
    assert.ok(second.pruned.length > 0);
    // the form inside the modal, not the modal's title (shown while the chunk loads)
    const createOrderForm = page.getByRole('dialog').getByText('نوع فاکتور').first();
    for (let attempt = 0; attempt < 2 && !(await createOrderForm.isVisible()); attempt += 1) {
      // the first click may only recover the area (its current release renders the dashboard again)
      await page.getByRole('button', { name: 'ثبت سفارش جدید' }).first().click();
      await createOrderForm.waitFor({ timeout: 10_000 }).catch(() => {});
    }
    await createOrderForm.waitFor({ timeout: 1_000 });
    await shot(page, '91-release-pruned-previous');
    assert.ok(
      missing.some((p) => p.endsWith('.js')),
      `a pruned chunk was asked for: ${missing.join(', ')}`,
    );
    assert.equal(await page.getByText('بارگذاری این بخش ممکن نشد').count(), 0);
    assert.equal(
      await page.evaluate(() => window.__openedBeforeRelease === true),
      true,
      'recovered in the same document, without a reload',
    );
  },
);
