// Opens each area's first page in a fresh Chromium context and adds up the JavaScript it downloads, gzip-compressed.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PASSWORD = 'Sefaresh1404';
const PAGES = [
  { name: 'login', path: '/login', budgetKb: 300 },
  { name: 'catalogue', path: '/product', budgetKb: 450 },
  { name: 'customer', path: '/dashboard', as: 'customer1@sefaresh.ir', budgetKb: 450 },
  { name: 'dealer', path: '/dealer', as: 'dealer1@sefaresh.ir', budgetKb: 450 },
  { name: 'admin', path: '/admin', as: 'staff@sefaresh.ir', budgetKb: 450 },
];

// Strings found once in each copy of a library's production build.
const MARKERS = {
  react: /react\.transitional\.element/g,
  'react-dom': /react-dom\.production|__REACT_DEVTOOLS_GLOBAL_HOOK__/g,
  antd: /ant-design\/cssinjs|data-css-hash|\.ant-btn/g,
};

async function session(browser, base, email) {
  if (!email) return null;
  const res = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await res.json();
  return { access_token: body.tokens.access, refresh_token: body.tokens.refresh, userData: JSON.stringify(body.user) };
}

export async function measurePages(base) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'))}`],
  });
  const rows = [];
  for (const p of PAGES) {
    const context = await browser.newContext({ baseURL: base });
    const stored = await session(browser, base, p.as);
    if (stored) {
      await context.addInitScript((s) => {
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
      }, stored);
    }
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (type !== 'script') return;
      try {
        scripts.set(res.url(), await res.body());
      } catch {
        // redirected or aborted
      }
    });
    await page.goto(p.path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    let gzip = 0;
    const copies = { react: 0, 'react-dom': 0, antd: 0 };
    for (const body of scripts.values()) {
      gzip += gzipSync(body, { level: 9 }).length;
      const text = body.toString('utf8');
      for (const [lib, re] of Object.entries(MARKERS)) if (text.match(re)) copies[lib] += 1;
    }
    const kb = gzip / 1024;
    rows.push({
      page: p.path,
      'JS files': scripts.size,
      'JS gzip KB': kb.toFixed(1),
      'budget KB': p.budgetKb,
      'within budget': kb <= p.budgetKb ? 'yes' : 'NO',
      'react files': copies.react,
      'react-dom files': copies['react-dom'],
      'antd files': copies.antd,
    });
    await context.close();
  }
  console.table(rows);
  await browser.close();
}
