// Looks at the production builds in a real Chromium: screenshots of /, /login, /product, a not-found path and an
// area whose remote files are missing (error panel, then retry after they come back); the JavaScript the
// browser downloads on /login (raw and gzip) and how many React DOM copies load.
//   npm run build (shell and remotes), then: npm run check:browser -w shell [-- outDir]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { createPreviewServer } from './preview.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const OUT = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'sefaresh-browser-check'));
fs.mkdirSync(OUT, { recursive: true });

const server = createPreviewServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const BASE = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const report = { pages: {}, problems: [] };

async function visit(name, url, { ready, before, after } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'fa-IR' });
  const page = await context.newPage();
  const js = [];
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      const body = await response.body();
      js.push({ url: response.url().replace(BASE, ''), raw: body.length, gzip: zlib.gzipSync(body, { level: 6 }).length, reactDom: body.includes('__reactFiber$') });
    } catch {
      // redirects and failed responses have no body
    }
  });
  if (before) await before(page);
  await page.goto(BASE + url, { waitUntil: 'networkidle' });
  if (ready) await ready(page);
  await page.waitForLoadState('networkidle');
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return { vazirmatn: document.fonts.check('16px Vazirmatn'), dir: document.documentElement.dir, lang: document.documentElement.lang, family: getComputedStyle(document.body).fontFamily };
  });
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
  if (after) await after(page);
  const total = js.reduce((a, f) => ({ raw: a.raw + f.raw, gzip: a.gzip + f.gzip }), { raw: 0, gzip: 0 });
  report.pages[name] = { url, ...fonts, jsFiles: js.length, jsRawKB: +(total.raw / 1024).toFixed(1), jsGzipKB: +(total.gzip / 1024).toFixed(1), reactDomCopies: js.filter((f) => f.reactDom).length, files: js, errors };
  await context.close();
}

const text = (page, t) => page.getByText(t, { exact: false }).first().waitFor({ timeout: 15000 });

await visit('landing', '/', { ready: (p) => text(p, 'سامانه ثبت سفارش عمده') });
await visit('login', '/login', { ready: (p) => p.locator('input').first().waitFor({ timeout: 15000 }) });
await visit('register', '/register', { ready: (p) => p.locator('input').first().waitFor({ timeout: 15000 }) });
await visit('product', '/product', { ready: (p) => text(p, 'در حال ساخت') });
await visit('not-found', '/this/does/not/exist', { ready: (p) => text(p, 'صفحه پیدا نشد') });

// A signed-in customer (the start-up verify needs the API: answered here so the check runs without a server).
const session = (user) => async (page) => {
  await page.route('**/api/auth/token/verify/', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
  await page.route('**/api/auth/csrf/', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"csrfToken":"x"}' }));
  await page.addInitScript((u) => {
    localStorage.setItem('access_token', 'a');
    localStorage.setItem('refresh_token', 'r');
    localStorage.setItem('userData', JSON.stringify(u));
  }, user);
};
const customer = { id: 1, email: 'c@example.com', name: 'مریم احمدی', is_staff: false, is_dealer: false, company_name: null, phone: null };
const staff = { ...customer, id: 2, name: 'سارا مدیر', is_staff: true };
await visit('dashboard', '/dashboard', { before: session(customer), ready: (p) => text(p, 'مریم احمدی') });
await visit('admin', '/admin/orders', { before: session(staff), ready: (p) => text(p, 'سارا مدیر') });

// The catalogue's files moved away: the error panel, the rest keeps working, and retry after they are back.
const dist = path.join(ROOT, 'mf-catalogue', 'dist');
const away = `${dist}.away`;
fs.renameSync(dist, away);
try {
  await visit('error-panel', '/product/newarrivals', {
    ready: (p) => text(p, 'بارگذاری این بخش ممکن نشد'),
    after: async (page) => {
      fs.renameSync(away, dist);
      await page.getByRole('button', { name: 'تلاش دوباره' }).click();
      await text(page, 'در حال ساخت');
      await page.screenshot({ path: path.join(OUT, 'error-panel-retried.png'), fullPage: true });
      await page.getByRole('link', { name: 'صفحه اصلی' }).first().click();
      await text(page, 'سامانه ثبت سفارش عمده');
    },
  });
} finally {
  if (fs.existsSync(away)) fs.renameSync(away, dist);
}

await browser.close();
server.close();

fs.writeFileSync(path.join(OUT, 'report.json'), JSON.stringify(report, null, 2));
for (const [name, p] of Object.entries(report.pages)) {
  console.log(`${name.padEnd(12)} ${p.url.padEnd(22)} js ${String(p.jsFiles).padStart(2)} files ${String(p.jsRawKB).padStart(7)} KB raw ${String(p.jsGzipKB).padStart(6)} KB gzip  react-dom copies ${p.reactDomCopies}  dir=${p.dir} lang=${p.lang} vazirmatn=${p.vazirmatn}${p.errors.length ? `  errors: ${p.errors.length}` : ''}`);
}
console.log(`screenshots and report.json in ${OUT}`);
