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
/** A common phone: the customer's screens are shot at it. */
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

const DROPDOWN_MOVING = ['select', 'picker']
  .flatMap((kind) => [`.ant-${kind}-dropdown[class*="-appear"]`, `.ant-${kind}-dropdown[class*="-enter"]`])
  .join(', ');

/**
 * Clicks `target` and waits for `done({ timeout })`, the click's visible effect; when it does not come, says so on
 * the output (naming the step: `step`, else the target's locator) and clicks once more, then fails. `open` (the
 * select or date field whose dropdown holds the target) is clicked first whenever the target is not showing, and
 * its dropdown waited for until it has finished sliding open. Full CI runs lost such clicks now and then (one
 * landing while a dropdown opened or the list under it re-rendered did nothing), never a journey run alone: a
 * retry shows up in the output so that a pattern of them is seen, and a second lost click is a failure.
 * @param {import('playwright-core').Locator} target
 * @param {(options: { timeout: number }) => Promise<unknown>} done
 * @param {{ open?: import('playwright-core').Locator, step?: string }} [options]
 */
export async function clickUntil(target, done, { open, step } = {}) {
  const page = target.page();
  const name = step ?? String(target);
  for (let attempt = 1; ; attempt++) {
    if (open && !(await target.isVisible())) {
      await open.click();
      await target.waitFor();
      await page.waitForFunction((moving) => !document.querySelector(moving), DROPDOWN_MOVING);
    }
    await target.click();
    try {
      await done({ timeout: 3000 });
      return;
    } catch (err) {
      const why = firstLine(err);
      if (attempt === 2)
        throw new Error(`clickUntil: "${name}" had no effect, retried once: ${why}`, { cause: err });
      console.log(`clickUntil: retrying "${name}": the first click had no effect (${why})`);
    }
  }
}

/** @param {unknown} err */
const firstLine = (err) => (err instanceof Error ? err.message : String(err)).split('\n')[0];

/** Picks the option titled `title` in the select `box`; `done` as for clickUntil. */
export const pickOption = (box, title, done) =>
  clickUntil(
    box.page().locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`),
    done,
    { open: box },
  );

/** Waits until the input `field` holds `value` (a control may commit its value a render after the click). */
export const valueIs = (field, value) => async (options) => {
  const input = await field.elementHandle(options);
  await field.page().waitForFunction(([el, v]) => el.value === v, [input, value], options);
};

/** Waits until the select `box` (its combobox) shows `text` as its choice. */
export const selectShows = (box, text) => async (options) => {
  const input = await box.elementHandle(options);
  await box
    .page()
    .waitForFunction(
      ([el, t]) => el.closest('.ant-select')?.querySelector('.ant-select-content')?.textContent.includes(t),
      [input, text],
      options,
    );
};
