// Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G and a 4× slower CPU) on the pages
// a customer meets first, in Chromium, against the product as `npm start` serves it. Lighthouse clears the origin's
// storage and cache before each load; a signed-in page gets the session the shell keeps in localStorage written
// into every new document before the shell's scripts run.
// The simulated figures scale with how busy this machine's CPU is: each is printed with the load average.
import os from 'node:os';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, storedSession } from './pages.mjs';

export const LIGHTHOUSE_PAGES = [
  { path: '/login' },
  { path: '/product' },
  { path: '/dashboard', as: 'customer1@sefaresh.ir' },
];
const TARGET_SCORE = 90;
const TARGET_CLS = 0.1;
/** Loads per page (BENCH_LIGHTHOUSE_RUNS); the row shows the run with the median score. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The audits that say why a page is slow, largest first (BENCH_LIGHTHOUSE_DETAILS=1). */
function details(lhr) {
  const lines = [];
  for (const id of [
    'unused-javascript',
    'render-blocking-resources',
    'uses-text-compression',
    'bootup-time',
    'mainthread-work-breakdown',
    'long-tasks',
    'layout-shifts',
    'largest-contentful-paint-element',
  ]) {
    const audit = lhr.audits[id];
    if (!audit) continue;
    lines.push(`  ${id}: ${audit.displayValue ?? ''}`);
    for (const item of (audit.details?.items ?? []).slice(0, 8)) {
      const where = item.url ?? item.node?.snippet ?? item.groupLabel ?? item.group ?? '';
      const figures = ['wastedBytes', 'totalBytes', 'total', 'scripting', 'duration', 'startTime', 'score']
        .filter((k) => typeof item[k] === 'number')
        .map((k) => `${k} ${k.endsWith('Bytes') ? `${(item[k] / 1024).toFixed(1)} KiB` : item[k].toFixed(3)}`)
        .join(', ');
      lines.push(`    ${String(where).slice(0, 110)}  ${figures}`);
    }
  }
  return lines.join('\n');
}

async function measure(browser, base, target) {
  const page = await browser.newPage();
  if (target.as) {
    const session = await storedSession(base, target.as);
    await page.evaluateOnNewDocument((s) => {
      if (!localStorage.getItem('access_token'))
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
    }, session);
  }
  const { lhr } = await lighthouse(
    `${base}${target.path}`,
    { onlyCategories: ['performance'], logLevel: 'error' },
    undefined,
    page,
  );
  await page.close();
  if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.message}`);
  const reached = new URL(lhr.finalDisplayedUrl).pathname;
  if (reached !== target.path) throw new Error(`${target.path} ended on ${reached}`);
  return lhr;
}

function row(path, lhr, load) {
  const audit = (id) => lhr.audits[id].numericValue;
  const score = Math.round(lhr.categories.performance.score * 100);
  const cls = audit('cumulative-layout-shift');
  return {
    page: path,
    performance: score,
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: Number(cls.toFixed(3)),
    'FCP ms': Math.round(audit('first-contentful-paint')),
    'LCP ms': Math.round(audit('largest-contentful-paint')),
    'unused JS KiB': Math.round((lhr.audits['unused-javascript'].details?.overallSavingsBytes ?? 0) / 1024),
    target: score >= TARGET_SCORE && cls <= TARGET_CLS ? 'within' : 'OUT',
    'load average': load,
  };
}

export async function measureLighthouse(base) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    defaultViewport: null,
  });
  const rows = [];
  try {
    for (const target of LIGHTHOUSE_PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await measure(browser, base, target);
        runs.push({ lhr, load: loadAverage() });
      }
      runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
      const median = runs[Math.floor(runs.length / 2)];
      rows.push(row(target.path, median.lhr, median.load));
      const scores = runs.map((r) => Math.round(r.lhr.categories.performance.score * 100));
      console.log(
        `${target.path}: performance ${scores.join(', ')} (load averages ${runs.map((r) => r.load.split(' ')[0]).join(', ')})`,
      );
      if (process.env.BENCH_LIGHTHOUSE_DETAILS) console.log(details(median.lhr));
    }
  } finally {
    await browser.close();
  }
  console.table(rows);
}
