import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, shot } from '../lib/browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('the landing page says what Sefaresh is, links onward, and loads no remote', async () => {
  const { page, requested } = await newPage(browser);
  await page.goto('/');
  await page.getByRole('link', { name: /ورود/ }).first().waitFor();
  assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
  await assert.doesNotReject(
    page
      .getByRole('link', { name: /ثبت‌نام/ })
      .first()
      .waitFor(),
  );
  await assert.doesNotReject(
    page
      .getByRole('link', { name: /محصولات|کاتالوگ/ })
      .first()
      .waitFor(),
  );
  await page.waitForLoadState('networkidle');
  assert.deepEqual(
    requested.filter((p) => p.startsWith('/mf/')),
    [],
  );
  await shot(page, '01-landing');
});

test('an unknown path shows the Persian not-found page', async () => {
  const { page } = await newPage(browser);
  await page.goto('/no/such/page');
  await page.getByText('صفحه پیدا نشد').waitFor();
  await shot(page, '02-not-found');
});

test('the login page loads mf-auth and no other area', async () => {
  const { page, requested } = await newPage(browser);
  await page.goto('/login');
  await page.getByRole('button', { name: 'ورود', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  const areas = new Set(requested.filter((p) => p.startsWith('/mf/')).map((p) => p.split('/')[2]));
  assert.deepEqual([...areas], ['auth']);
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  assert.match(font, /Vazirmatn/);
  await shot(page, '03-login');
});

test("the areas' scripts come as the build's precompressed copies, cached for good", async () => {
  const { page } = await newPage(browser);
  const scripts = [];
  page.on('response', (res) => {
    if (/\/mf\/auth\/.*\.js$/.test(new URL(res.url()).pathname)) scripts.push(res);
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'ورود', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.ok(scripts.length > 0, 'mf-auth scripts were loaded');
  for (const res of scripts) {
    const headers = await res.allHeaders();
    if (Number(headers['content-length'] ?? 1024) < 512) continue; // too small to be worth compressing
    assert.equal(headers['content-encoding'], 'gzip', `${res.url()} compressed`);
    // a stored copy has a known length; nginx's on-the-fly gzip would stream it chunked without one
    assert.ok(headers['content-length'], `${res.url()} sent as the precompressed file`);
    assert.match(headers['cache-control'] ?? '', /immutable/, `${res.url()} cached for good`);
  }
});

test('the public catalogue area opens without signing in', async () => {
  const { page } = await newPage(browser);
  await page.goto('/product');
  await page.locator('.ant-layout, main').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, '04-catalogue');
});

test("nginx sends the pages the API server's content security policy, and the app works under it", async () => {
  const { BASE_URL } = await import('../lib/browser.mjs');
  const page = await fetch(`${BASE_URL}/login`);
  const api = await fetch(`${BASE_URL}/api/health/`);
  const directives = (res) =>
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean);
  assert.ok(directives(page).length > 0, 'no CSP on the page');
  // the other journeys run every page under this policy
  assert.deepEqual(directives(page), directives(api));
  assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
});
