// Accessibility: axe-core on every route of the route table at 1366 and 360 px, signed in as
// the route's role, finds no critical or serious violation; every page has its <main> landmark and an <h1>. One
// sign-in per role, one page load per route and width; each load is shot as 'a11y-<route>-<width>'.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { DEMO, launch, newPage, settled, shot, signIn } from '../lib/browser.mjs';
import { apiCall, tokenOf } from '../lib/journey.mjs';

const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 360, height: 780 },
];
/** The impacts that fail the check (axe's others: moderate, minor). */
const FAILING = new Set(['critical', 'serious']);

let browser;
const started = Date.now();
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
  console.log(`accessibility: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

/** One line per failing rule: rule, impact, how many nodes, the first node's target and axe's summary of it. */
function describe(violations) {
  return violations.map((v) => {
    const first = v.nodes[0];
    const why = (first?.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim();
    return `${v.id} (${v.impact}, ${v.nodes.length}×) ${first?.target.join(' ')}: ${why}`;
  });
}

/**
 * Loads each of `routes` ({ name, path }) on `page` at each width, waits for its heading and its data, shots it and
 * runs axe. Returns the failures as lines (route, width, rule) so one run reports every route.
 */
async function audit(page, routes) {
  const failures = [];
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const { name, path } of routes) {
      const where = `${path} at ${viewport.width} px`;
      const t0 = Date.now();
      await page.goto(path);
      // the page's title: one <h1>, inside the one <main>
      await page.getByRole('main').locator('h1').first().waitFor();
      await settled(page);
      const t1 = Date.now();
      const h1s = await page.locator('h1').count();
      if (h1s !== 1) failures.push(`${where}: ${h1s} <h1>`);
      const mains = await page.getByRole('main').count();
      if (mains !== 1) failures.push(`${where}: ${mains} <main> landmarks`);
      await shot(page, `a11y-${name}-${viewport.width}`);
      const t2 = Date.now();
      const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      for (const line of describe(violations.filter((v) => FAILING.has(v.impact ?? ''))))
        failures.push(`${where}: ${line}`);
      console.log(`${where}: loaded ${t1 - t0} ms, shot ${t2 - t1} ms, axe ${Date.now() - t2} ms`);
    }
  }
  return failures;
}

async function auditAs(email, landing, routes) {
  const { context, page } = await newPage(browser);
  try {
    if (email) {
      await signIn(page, email);
      await page.waitForURL(landing);
    }
    const failures = await audit(page, routes);
    if (failures.length) assert.fail(`axe-core and the landmarks check found:\n${failures.join('\n')}`);
  } finally {
    await context.close();
  }
}

async function orderIds() {
  const [mine, all] = await Promise.all([
    apiCall('GET', 'orders/', await tokenOf(DEMO.customer)),
    apiCall('GET', 'admin/orders/', await tokenOf(DEMO.superAdmin)),
  ]);
  return { customer: mine.body.results[0].id, staff: all.body.results[0].id };
}

// Two roles at a time (each in its own browser context, signed in once): the lane's time budget is tight, and a
// page mostly waits on the API and the renderer of the other context meanwhile.
test('axe-core finds no critical or serious violation on any route', { concurrency: 2 }, async (t) => {
  const order = await orderIds();
  const admin = (name, path) => ({ name: `admin-${name}`, path: `/admin${path}` });
  /** @type {Array<[string, string | null, string | null, Array<{ name: string, path: string }>]>} */
  const roles = [
    [
      "the staff's pages, first half (as the super admin, who sees them all)",
      DEMO.superAdmin,
      '**/admin',
      [
        admin('dashboard', ''),
        admin('orders', '/orders'),
        admin('order', `/orders/${order.staff}`),
        admin('products', '/products'),
        admin('announcements', '/announcements'),
        admin('customers', '/customers'),
        admin('dealers', '/dealers'),
      ],
    ],
    [
      "the staff's pages, second half",
      DEMO.superAdmin,
      '**/admin',
      [
        admin('receivables', '/receivables'),
        admin('activity-log', '/activity-log'),
        admin('api-keys', '/api-keys'),
        admin('reports', '/reports'),
        admin('reports-orders', '/reports/orders'),
        admin('dealer-sales', '/reports/dealer-sales'),
        admin('commission-analysis', '/reports/commission-analysis'),
      ],
    ],
    [
      'the public pages',
      null,
      null,
      [
        { name: 'landing', path: '/' },
        { name: 'login', path: '/login' },
        { name: 'register', path: '/register' },
        { name: 'catalogue', path: '/product' },
        { name: 'new-arrivals', path: '/product/newarrivals' },
        { name: 'not-found', path: '/no/such/page' },
      ],
    ],
    [
      "the customer's pages",
      DEMO.customer,
      '**/dashboard',
      [
        { name: 'dashboard', path: '/dashboard' },
        { name: 'order-create', path: '/orders/create' },
        { name: 'order', path: `/orders/${order.customer}` },
        { name: 'profile', path: '/profile' },
      ],
    ],
    ["the dealer's page", DEMO.dealer, '**/dealer', [{ name: 'dealer', path: '/dealer' }]],
  ];
  await Promise.all(roles.map(([name, ...args]) => t.test(name, () => auditAs(...args))));
});
