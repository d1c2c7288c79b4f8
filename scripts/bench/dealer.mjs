// The dealer's assigned-order list on PostgreSQL (ARCHITECTURE.md §8: under 50 ms p95 with 100,000 rows):
// 5,000 of the 100,000 admin-bench orders are given to one dealer (demo dealer1@, so the bench can sign in),
// each with the commission record its status implies; then each tab, a deep page, the staff's view of every
// dealer, the dashboard statistics, the commission records and a bulk commission call are timed request by
// request (sequential, after a warm-up), like the admin list. Also prints the list query's plan.
import { spawnSync } from 'node:child_process';
import { timeCases } from './admin.mjs';
import { compare } from './api.mjs';

export const DEALER_ORDER_COUNT = 5_000;
const DEALER_EMAIL = 'dealer1@sefaresh.ir';

/** Every 20th bench order (so 5,000 of 100,000, spread over the year and the statuses) goes to dealer1@. */
export function dealerSeedSql(n = DEALER_ORDER_COUNT) {
  return `
BEGIN;
WITH d AS (SELECT id FROM users WHERE email = '${DEALER_EMAIL}'),
picked AS (
  SELECT o.id FROM orders o
  WHERE o.customer_id IN (SELECT id FROM users WHERE email LIKE 'bench.customer.%') AND o.id % 20 = 0
  ORDER BY o.id LIMIT ${n}
)
UPDATE orders SET assigned_dealer_id = (SELECT id FROM d), dealer_assigned_at = created_at
WHERE id IN (SELECT id FROM picked);
INSERT INTO dealer_commissions (order_id, dealer_id, rate, status, amount, created_at, calculated_at, paid_at,
                                payment_reference, cancelled_at)
SELECT o.id, o.assigned_dealer_id, 5,
       CASE WHEN o.status = 'completed' AND o.id % 40 = 0 THEN 'paid'
            WHEN o.status = 'completed' THEN 'calculated'
            WHEN o.status IN ('rejected', 'cancelled') THEN 'cancelled'
            ELSE 'pending' END,
       CASE WHEN o.status = 'completed' THEN round(o.quoted_total * 5 / 100) END,
       o.created_at,
       CASE WHEN o.status = 'completed' THEN o.created_at END,
       CASE WHEN o.status = 'completed' AND o.id % 40 = 0 THEN o.created_at END,
       CASE WHEN o.status = 'completed' AND o.id % 40 = 0 THEN 'BENCH-' || o.id END,
       CASE WHEN o.status IN ('rejected', 'cancelled') THEN o.created_at END
FROM orders o WHERE o.assigned_dealer_id = (SELECT id FROM users WHERE email = '${DEALER_EMAIL}');
UPDATE orders SET completion_date = created_at
WHERE status = 'completed' AND completion_date IS NULL
  AND assigned_dealer_id = (SELECT id FROM users WHERE email = '${DEALER_EMAIL}');
COMMIT;
VACUUM ANALYZE orders;
VACUUM ANALYZE order_counts;
VACUUM ANALYZE dealer_totals;
VACUUM ANALYZE dealer_commissions`;
}

function psql(url, sql, args = []) {
  const r = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', ...args, '-f', '-'], {
    encoding: 'utf8',
    input: `${sql};\n`,
  });
  if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
  return r.stdout;
}

export function seedDealerPostgres(url) {
  psql(url, dealerSeedSql());
}

/** The plan of the dealer's first page and tab counts (the SQL the service sends, with the dealer's id). */
function printPlans(url) {
  const dealer = `(SELECT id FROM users WHERE email = '${DEALER_EMAIL}')`;
  const plans = [
    [
      'list page (active tab)',
      `SELECT id FROM orders WHERE assigned_dealer_id = ${dealer} AND status IN ('pending_pricing','waiting_customer_approval','confirmed','payment_uploaded') ORDER BY created_at DESC, id DESC LIMIT 12 OFFSET 0`,
    ],
    [
      'tab counts',
      `SELECT status, count(*) FROM orders WHERE assigned_dealer_id = ${dealer} GROUP BY status`,
    ],
    [
      'commission records page',
      `SELECT id FROM dealer_commissions WHERE dealer_id = ${dealer} ORDER BY created_at DESC, id DESC LIMIT 20`,
    ],
  ];
  for (const [name, sql] of plans) {
    const out = psql(url, `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${sql}`, ['-t', '-A']);
    const lines = out.split('\n').filter((l) => /Scan|Execution Time/.test(l));
    console.log(`${name}:\n  ${lines.map((l) => l.trim()).join('\n  ')}`);
  }
}

export async function measureDealer(base, url, { dealerToken, staffToken, dealerId }) {
  const dealer = { authorization: `Bearer ${dealerToken}` };
  const staff = { authorization: `Bearer ${staffToken}` };
  const page = await (await fetch(`${base}/api/orders/my-assigned-orders/`, { headers: dealer })).json();
  const someIds = page.orders.map((o) => o.id).join(',');
  const cases = [
    ['dealer: active tab, page 1', 'orders/my-assigned-orders/', dealer],
    ['dealer: completed tab', 'orders/my-assigned-orders/?tab=completed', dealer],
    ['dealer: rejected tab', 'orders/my-assigned-orders/?tab=rejected', dealer],
    ['dealer: active tab, page 100', 'orders/my-assigned-orders/?page=100', dealer],
    ['staff: every dealer, page 1', 'orders/my-assigned-orders/', staff],
    ['staff: dealer_id filter', `orders/my-assigned-orders/?dealer_id=${dealerId}`, staff],
    ['dealer: commission bulk (12 ids)', `orders/dealer-commission-bulk/?order_ids=${someIds}`, dealer],
    ['dealer: dashboard stats', 'orders/dealer-dashboard-stats/', dealer],
    ['dealer: my commissions, page 1', 'dealers/my-commissions/', dealer],
  ];
  await timeCases(cases.map(([name, path, headers]) => [name, `${base}/api/${path}`, headers]));
  console.log("the dealer's first page under load, next to bare node:http:");
  console.table([
    await compare('GET /api/orders/my-assigned-orders/', `${base}/api/orders/my-assigned-orders/`, {
      headers: dealer,
    }),
  ]);
  printPlans(url);
}
