// Chromium through playwright-core, with the flags this machine needs, and a screenshot helper.
// playwright starts Chromium on a fresh temporary profile of its own, as ARCHITECTURE.md §7 asks.
import { chromium } from 'playwright-core';
import path from 'node:path';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8090';
const ARTIFACTS = process.env.E2E_ARTIFACTS ?? path.join(import.meta.dirname, '..', 'artifacts');

export const DEMO_PASSWORD = 'Sefaresh1404';
export const DEMO = {
  superAdmin: 'admin@sefaresh.ir',
  staff: 'staff@sefaresh.ir',
  dealer: 'dealer1@sefaresh.ir',
  customer: 'customer1@sefaresh.ir',
};

export async function launch() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return browser;
}

/** The narrowest phone the product must fit without sideways scrolling. */
export const PHONE_VIEWPORT = { width: 360, height: 780 };
/** A common phone: the customer's screens are shot at it (issue 14). */
export const PHONE_SHOT_VIEWPORT = { width: 390, height: 844 };

export async function newPage(browser, viewport = { width: 1280, height: 860 }) {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'fa-IR', viewport });
  const page = await context.newPage();
  const requested = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  return { context, page, requested };
}

export async function shot(page, name) {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

export async function signIn(page, email, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('ایمیل').fill(email);
  await page.getByLabel('رمز عبور').fill(password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

/** Waits until no antd spinner or skeleton is left and every eager image has loaded. */
export const settled = (page) =>
  page.waitForFunction(
    () =>
      !document.querySelector('.ant-spin-spinning, .ant-skeleton') &&
      [...document.images].every((img) => img.complete || img.loading === 'lazy'),
  );

/** Follows the area's side navigation link `label` to `url`. */
export async function navTo(page, label, url) {
  await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(url);
}

/** The open modal, waited for until its opening animation ends (for the screenshot). */
export async function openDialog(page, name) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await page.waitForFunction(
    () => !document.querySelector('.ant-modal-root [class*="-appear"], .ant-modal-root [class*="-enter"]'),
  );
  return dialog;
}
