// Opens each area's first page in a fresh Chromium context and adds up the JavaScript it downloads, gzip-compressed,
// then visits every area in one tab and counts the copies of the shared libraries that were loaded.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const PASSWORD = 'Sefaresh1404';
const PAGES = [
  { name: 'login', path: '/login', budgetKb: 300 },
  { name: 'catalogue', path: '/product', budgetKb: 450 },
  { name: 'customer', path: '/dashboard', as: 'customer1@sefaresh.ir', budgetKb: 450 },
  { name: 'dealer', path: '/dealer', as: 'dealer1@sefaresh.ir', budgetKb: 450 },
  { name: 'admin', path: '/admin', as: 'staff@sefaresh.ir', budgetKb: 450 },
];
const SHARED = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  '@sefaresh/shared-api/core',
];

// Strings that stand once in each bundled copy of a library (checked against the builds).
const FILE_MARKERS = { 'react-dom': '__reactContainer$', antd: 'anticon' };

async function storedSession(base, email) {
  const res = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await res.json();
  return {
    access_token: body.tokens.access,
    refresh_token: body.tokens.refresh,
    userData: JSON.stringify(body.user),
  };
}

async function openContext(browser, base, email) {
  const context = await browser.newContext({ baseURL: base });
  if (email) {
    const stored = await storedSession(base, email);
    await context.addInitScript((s) => {
      if (!localStorage.getItem('access_token'))
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
    }, stored);
  }
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      scripts.set(res.url(), await res.body());
    } catch {
      // redirected or aborted
    }
  });
  return { context, page, scripts };
}

function fileCopies(scripts) {
  const copies = {};
  for (const [lib, marker] of Object.entries(FILE_MARKERS)) {
    copies[lib] = [...scripts.values()].filter((b) => b.includes(marker)).length;
  }
  return copies;
}

/** Loaded entries per shared package in the federation share scope: one each means one copy in the page. */
async function sharedCopies(page) {
  return page.evaluate((names) => {
    const counts = Object.fromEntries(names.map((n) => [n, 0]));
    const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    for (const scopes of Object.values(share))
      for (const pkgs of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(pkgs))
          for (const info of Object.values(versions)) if (pkg in counts && info.loaded) counts[pkg] += 1;
    return counts;
  }, SHARED);
}

/** The live order-events stream never ends, so "network idle" means: nothing else in flight for 500 ms. */
const LONG_LIVED = /\/api\/events\/$/;

async function settle(page, path) {
  const pending = new Set();
  const track = (r) => !LONG_LIVED.test(r.url()) && pending.add(r);
  const done = (r) => pending.delete(r);
  page.on('request', track);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await page.goto(path, { waitUntil: 'load' });
    const until = Date.now() + 30_000;
    let quietSince = Date.now();
    while (Date.now() < until) {
      if (pending.size) quietSince = Date.now();
      else if (Date.now() - quietSince >= 500) break;
      await page.waitForTimeout(100);
    }
    if (pending.size)
      throw new Error(`${path}: still loading ${[...pending].map((r) => r.url()).join(', ')}`);
  } finally {
    page.off('request', track);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
  await page.waitForTimeout(300);
}

export async function measurePages(base) {
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
  const rows = [];
  for (const p of PAGES) {
    const { context, page, scripts } = await openContext(browser, base, p.as);
    await settle(page, p.path);
    const gzip =
      [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
    const files = fileCopies(scripts);
    rows.push({
      page: p.path,
      'JS files': scripts.size,
      'JS gzip KB': Number(gzip.toFixed(1)),
      'budget KB': p.budgetKb,
      'within budget': gzip <= p.budgetKb ? 'yes' : 'NO',
      'react-dom copies': files['react-dom'],
      'antd copies': files.antd,
    });
    await context.close();
  }
  console.table(rows);

  // A staff member can open every area; count what one tab ends up holding.
  const { context, page, scripts } = await openContext(browser, base, 'staff@sefaresh.ir');
  for (const path of ['/login', '/admin', '/dealer', '/dashboard', '/product']) await settle(page, path);
  const shared = await sharedCopies(page);
  const files = fileCopies(scripts);
  console.log(
    '\nAfter visiting every area in one tab (each should be 1; antd is bundled per remote by design):',
  );
  console.table([
    { ...shared, 'react-dom files': files['react-dom'], 'antd copies (one per remote)': files.antd },
  ]);
  await context.close();
  await browser.close();
}
