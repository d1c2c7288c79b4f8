// Version skew between the shell and the areas (ARCHITECTURE.md §3). Only shared-api's stateful
// core is shared at run time, under its own version; endpoint functions are bundled into each area.
//   1. The shell of the previous commit, released with this commit's areas: a customer signs in and clicks through
//      the area, and the page holds one core, the old shell's.
//   2. An area built against a newer core than the shell's: it shows the Persian panel saying the area needs a
//      newer shell; once the area's compatible build is back, the panel's reload recovers.
//   3. This commit's shell with the previous commit's customer area (a tab that still has the old area's
//      manifest): the area runs on the shell's core and router, one copy of each.
// Only the old shell and remotes are built here (git archive + rspack, seconds each), not the whole commit.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { releaseArea } from '../../nginx/deploy.mjs';
import { buildAt, bumpCoreMinor, commitOf, commitThatAdded, hasFile } from '../lib/build-at.mjs';
import { launch, newPage, openDialog, shot, signIn, DEMO } from '../lib/browser.mjs';

const prefix = process.env.E2E_PREFIX ?? '';
const root = path.resolve(import.meta.dirname, '..', '..');
const CORE_FILE = 'shared-api/src/core/version.ts';
const CORE = '@sefaresh/shared-api/core';
const ROUTER = 'react-router-dom';

/**
 * The shell to run against: E2E_SKEW_SHELL_REF, else the previous commit. A previous commit from before the core
 * was split out cannot share it; then the oldest commit that has the core stands in for it.
 */
function previousShell() {
  const ref = process.env.E2E_SKEW_SHELL_REF ?? 'HEAD~1';
  const commit = commitOf(ref);
  if (!commit) return { commit: '', ref, skip: `${ref} is not in this clone (a shallow checkout?)` };
  if (hasFile(commit, CORE_FILE)) return { commit, ref, skip: undefined };
  const added = commitThatAdded(CORE_FILE);
  return added
    ? { commit: added, ref: `${added.slice(0, 8)} (${ref} predates the core)`, skip: undefined }
    : { commit: '', ref, skip: 'no core' };
}

const shell = previousShell();
const skip = !prefix ? 'needs the nginx prefix from run.mjs' : shell.skip;
const built = [];

let browser;
before(async () => {
  if (!skip) browser = await launch();
});
after(async () => {
  await browser?.close();
  if (prefix) {
    // this commit's builds again, for the journeys that follow
    releaseArea(prefix, 'shell', { from: path.join(root, 'shell', 'dist') });
    releaseArea(prefix, 'customer', { from: path.join(root, 'mf-customer', 'dist') });
  }
  for (const dir of built) rmSync(dir, { recursive: true, force: true });
});

/** The versions of a shared package the page loaded, each with the app that provided it. */
const loadedCopies = (page, key) =>
  page.evaluate((key) => {
    const out = [];
    for (const scopes of Object.values(globalThis.__FEDERATION__?.__SHARE__ ?? {}))
      for (const [name, versions] of Object.entries(scopes.default ?? {}))
        if (name === key)
          for (const [version, info] of Object.entries(versions))
            if (info.loaded) out.push(`${version} from ${info.from}`);
    return [...new Set(out)];
  }, key);

async function clickThroughCustomerArea(page) {
  await page.waitForURL('**/dashboard');
  await page.getByRole('button', { name: 'پروفایل', exact: true }).click();
  const profile = await openDialog(page, 'پروفایل کاربری');
  await profile.getByRole('tab', { name: 'اطلاعات شخصی' }).waitFor();
  await page.keyboard.press('Escape');
  await profile.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'ثبت سفارش جدید' }).first().click();
  await page.getByRole('dialog').getByText('نوع فاکتور').first().waitFor();
}

test("the previous commit's shell runs this commit's areas with its own core", { skip }, async (t) => {
  t.diagnostic(`shell of ${shell.ref}`);
  const old = buildAt(shell.commit, 'shell');
  built.push(old.dir);
  releaseArea(prefix, 'shell', { from: old.dist });

  const { page, context } = await newPage(browser);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, DEMO.customer);
  await clickThroughCustomerArea(page);
  await shot(page, '95-skew-previous-shell');
  assert.equal(await page.getByRole('alert').filter({ hasText: 'بارگذاری این بخش' }).count(), 0);
  const cores = await loadedCopies(page, CORE);
  assert.equal(cores.length, 1, `one core in the page: ${cores.join(', ')}`);
  assert.match(cores[0], / from sefaresh_shell$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test(
  'an area built against a newer core says it needs a newer shell, and recovers once it fits again',
  { skip },
  async () => {
    releaseArea(prefix, 'shell', { from: path.join(root, 'shell', 'dist') });
    const newer = buildAt(commitOf('HEAD') ?? 'HEAD', 'mf-customer', { edit: bumpCoreMinor });
    built.push(newer.dir);
    releaseArea(prefix, 'customer', { from: newer.dist });

    const { page, context } = await newPage(browser);
    await signIn(page, DEMO.customer);
    await page.waitForURL('**/dashboard');
    const panel = page.getByRole('alert');
    await panel.getByRole('heading', { name: 'این بخش به نسخهٔ تازه‌تری از سامانه نیاز دارد' }).waitFor();
    assert.match(await panel.innerText(), /پنل مشتری/);
    await shot(page, '96-skew-area-needs-newer-shell');

    // the compatible build is released again (here: this commit's); the panel's reload brings the area back
    releaseArea(prefix, 'customer', { from: path.join(root, 'mf-customer', 'dist') });
    await page.getByRole('button', { name: 'بارگذاری دوبارهٔ صفحه' }).click();
    await page.getByRole('button', { name: 'پروفایل', exact: true }).waitFor();
    assert.equal(await page.getByText('این بخش به نسخهٔ تازه‌تری از سامانه نیاز دارد').count(), 0);
    await context.close();
  },
);

test(
  "this commit's shell runs the previous commit's area with its own core and router",
  { skip },
  async (t) => {
    t.diagnostic(`customer area of ${shell.ref}`);
    releaseArea(prefix, 'shell', { from: path.join(root, 'shell', 'dist') });
    const old = buildAt(shell.commit, 'mf-customer');
    built.push(old.dir);
    releaseArea(prefix, 'customer', { from: old.dist });

    const { page, context } = await newPage(browser);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, DEMO.customer);
    await clickThroughCustomerArea(page);
    assert.equal(await page.getByRole('alert').filter({ hasText: 'بارگذاری این بخش' }).count(), 0);
    for (const key of [CORE, ROUTER]) {
      const copies = await loadedCopies(page, key);
      assert.equal(copies.length, 1, `one ${key} in the page: ${copies.join(', ')}`);
      assert.match(copies[0], / from sefaresh_shell$/);
    }
    assert.deepEqual(errors, []);
    await context.close();
  },
);
