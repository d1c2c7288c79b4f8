// Opens each area's first page in a fresh Chromium context and adds up the JavaScript it downloads, gzip-compressed,
// then how soon the customer dashboard is usable after the sign-in form is sent (./sign-in.mjs), then visits every
// area in one tab and counts the copies of the shared libraries that were loaded.
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { measureSignIn, USABLE_TARGET_MS } from './sign-in.mjs';

const PASSWORD = 'Sefaresh1404';
const PAGES = [
  { name: 'login', path: '/login', budgetKb: 300 },
  { name: 'catalogue', path: '/product', budgetKb: 450 },
  { name: 'customer', path: '/dashboard', as: 'customer1@sefaresh.ir', budgetKb: 450 },
  { name: 'dealer', path: '/dealer', as: 'dealer1@sefaresh.ir', budgetKb: 450 },
  { name: 'admin', path: '/admin', as: 'staff@sefaresh.ir', budgetKb: 450 },
];
// react-router is shared under the key 'react-router-dom' (shared-router.ts); its files are counted below.
const SHARED = ['react', 'react-dom', 'react-router-dom', 'zustand', '@sefaresh/shared-api/core'];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Strings that stand once in each bundled copy of a library (checked against the builds).
const FILE_MARKERS = {
  'react-dom': '__reactContainer$',
  'react-router': 'inside another <Router>',
  antd: 'anticon',
};

/** What the shell keeps in localStorage after `email` signs in (the demo password). */
export async function storedSession(base, email) {
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
  trackRequests(page);
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

function fileSizes(scripts) {
  return [...scripts]
    .map(([url, body]) => ({ path: new URL(url).pathname, kb: gzipSync(body, { level: 9 }).length / 1024 }))
    .sort((a, b) => b.kb - a.kb)
    .map(({ path, kb }) => `${kb.toFixed(1).padStart(7)} KB  ${path}`)
    .join('\n');
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

// The live order stream (GET /api/events/) stays open while an area shows orders, so Playwright's networkidle
// may never come: a page is settled when nothing else has been in flight for 500 ms.
const inFlight = new WeakMap();
const QUIET_MS = 500;

function trackRequests(page) {
  const open = new Set();
  inFlight.set(page, open);
  const done = (req) => open.delete(req);
  page.on('request', (req) => {
    if (!new URL(req.url()).pathname.startsWith('/api/events/')) open.add(req);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

async function settle(page, path) {
  await page.goto(path);
  await page.waitForLoadState('load');
  const open = inFlight.get(page);
  const deadline = Date.now() + 30_000;
  for (let quietSince = Date.now(); Date.now() - quietSince < QUIET_MS;) {
    if (Date.now() > deadline) throw new Error(`${path} did not settle: ${[...open].map((r) => r.url())}`);
    await page.waitForTimeout(50);
    if (open.size) quietSince = Date.now();
  }
  await page.waitForTimeout(300);
}

export async function measurePages(base) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const rows = [];
  for (const p of PAGES) {
    const { context, page, scripts } = await openContext(browser, base, p.as);
    await settle(page, p.path);
    const gzip =
      [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
    const files = fileCopies(scripts);
    // BENCH_FILES=1: each script of the page with its gzip size, largest first
    if (process.env.BENCH_FILES) console.log(`\n${p.path}\n${fileSizes(scripts)}`);
    rows.push({
      page: p.path,
      'JS files': scripts.size,
      'JS gzip KB': Number(gzip.toFixed(1)),
      'budget KB': p.budgetKb,
      'within budget': gzip <= p.budgetKb ? 'yes' : 'NO',
      'react-dom copies': files['react-dom'],
      'react-router copies': files['react-router'],
      'antd copies': files.antd,
    });
    await context.close();
  }
  console.table(rows);

  const customer = { email: PAGES.find((p) => p.name === 'customer').as, password: PASSWORD };
  const runs = await measureSignIn(browser, base, customer);
  const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `\nCustomer dashboard usable after sending the sign-in form (cold cache, ${runs.length} runs): ` +
      `median ${median.toFixed(0)} ms (runs ${runs.map((r) => r.toFixed(0)).join(', ')}), ` +
      `target ${USABLE_TARGET_MS} ms: ${median <= USABLE_TARGET_MS ? 'within' : 'OVER'}; load average ${load}`,
  );

  // A staff member can open every area; count what one tab ends up holding.
  const { context, page, scripts } = await openContext(browser, base, 'staff@sefaresh.ir');
  for (const path of ['/login', '/admin', '/dealer', '/dashboard', '/product']) await settle(page, path);
  const shared = await sharedCopies(page);
  const files = fileCopies(scripts);
  console.log(
    '\nAfter visiting every area in one tab (each should be 1; antd is bundled per remote by design):',
  );
  console.table([
    {
      ...shared,
      'react-dom files': files['react-dom'],
      'react-router files': files['react-router'],
      'antd copies (one per remote)': files.antd,
    },
  ]);
  await context.close();
  await browser.close();
}
