// The admin order list with 100,000 orders on PostgreSQL (ARCHITECTURE.md §8: under 50 ms p95): no filter, a
// status filter, a search, each sort; and the Excel export of 200,000 orders (time and the API's peak memory).
// Latency is measured request by request (sequential, after a warm-up), so p95 is the time one admin waits.
import { spawnSync } from 'node:child_process';
import { compare, peakRssDuring } from './api.mjs';
import { SEARCH_TRIGGERS_OFF, SEARCH_TRIGGERS_ON } from './bulk-orders.mjs';

export const ADMIN_ORDER_COUNT = 100_000;
/** BENCH_ADMIN_CUSTOMERS: how many customers the orders spread over (100000 for the search at scale). */
const CUSTOMERS = Number(process.env.BENCH_ADMIN_CUSTOMERS ?? 3_000);
const DEALERS = 50;
const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 100);

/** Customers and dealers with an unusable password, then orders spread over them, the statuses and a year. */
export function adminSeedSql(n = ADMIN_ORDER_COUNT) {
  const year = 365 * 24 * 3600;
  return `
BEGIN;
${SEARCH_TRIGGERS_OFF}
INSERT INTO users (email, name, phone, password_hash, company_name)
SELECT 'bench.customer.' || g || '@example.com', 'مشتری آزمون ' || g, '0912' || lpad(g::text, 7, '0'), '!', ''
FROM generate_series(1, ${CUSTOMERS}) AS g;
INSERT INTO users (email, name, phone, password_hash, is_dealer, dealer_code, dealer_commission_rate)
SELECT 'bench.dealer.' || g || '@example.com', 'نماینده آزمون ' || g, '0935' || lpad(g::text, 7, '0'), '!', true,
       'BD-' || g, 5
FROM generate_series(1, ${DEALERS}) AS g;
INSERT INTO orders (customer_id, status, business_invoice_type, customer_comment, quoted_total, total_with_tax,
                    assigned_dealer_id, created_at, updated_at)
SELECT c.ids[1 + g % array_length(c.ids, 1)],
       (ARRAY['pending_pricing','waiting_customer_approval','confirmed','payment_uploaded','completed','rejected','cancelled'])[1 + g % 7],
       CASE WHEN g % 3 = 0 THEN 'official' ELSE 'unofficial' END,
       CASE WHEN g % 5 = 0 THEN 'ارسال فوری' ELSE '' END,
       CASE WHEN g % 7 <> 0 THEN (1000000 + (g * 7919) % 90000000)::numeric END,
       CASE WHEN g % 7 <> 0 THEN (1100000 + (g * 7919) % 99000000)::numeric END,
       CASE WHEN g % 4 = 0 THEN d.ids[1 + g % array_length(d.ids, 1)] END,
       now() - make_interval(secs => (${n} + 1 - g) * ${year / n}),
       now() - make_interval(secs => (${n} + 1 - g) * ${year / n})
FROM generate_series(1, ${n}) AS g
CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'bench.customer.%') AS c
CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'bench.dealer.%') AS d;
INSERT INTO order_items (order_id, product_id, requested_quantity)
SELECT o.id, p.ids[1 + (o.id * 3 + k) % array_length(p.ids, 1)], 1 + (o.id + k) % 30
FROM orders AS o
CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM products) AS p
CROSS JOIN generate_series(1, 2) AS k
WHERE o.customer_id IN (SELECT id FROM users WHERE email LIKE 'bench.customer.%');
${SEARCH_TRIGGERS_ON}
COMMIT;
VACUUM ANALYZE order_search;
VACUUM ANALYZE users;
VACUUM ANALYZE orders;
VACUUM ANALYZE order_counts;
VACUUM ANALYZE dealer_totals;
VACUUM ANALYZE order_items`;
}

export function seedAdminPostgres(url) {
  const r = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-f', '-'], {
    encoding: 'utf8',
    input: adminSeedSql() + ';\n',
  });
  if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function timeRequests(url, headers) {
  for (let i = 0; i < 5; i += 1) await (await fetch(url, { headers })).arrayBuffer();
  const times = [];
  let status = 0;
  let count = 0;
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.json();
    times.push(performance.now() - started);
    status = res.status;
    count = body.count;
  }
  times.sort((a, b) => a - b);
  return { status, count, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Times each case ([name, url, headers]) request by request and prints their table against the 50 ms budget. */
export async function timeCases(cases) {
  const rows = [];
  for (const [name, url, headers] of cases) {
    const r = await timeRequests(url, headers);
    rows.push({
      case: name,
      status: r.status,
      count: r.count ?? '',
      'p50 ms': r.p50.toFixed(1),
      'p95 ms': r.p95.toFixed(1),
      'within 50 ms': r.p95 < 50 ? 'yes' : 'no',
    });
  }
  console.table(rows);
}

export async function measureAdmin(base, pid, token) {
  const headers = { authorization: `Bearer ${token}` };
  const cases = [
    ['no filter (newest)', ''],
    ['status = payment_uploaded', 'status=payment_uploaded'],
    ['active', 'status=active'],
    ['dealer = unassigned', 'dealer=unassigned'],
    ['search "آزمون 12"', `search=${encodeURIComponent('آزمون 12')}`],
    ['search "آزمون" (every customer)', `search=${encodeURIComponent('آزمون')}`],
    ['search by phone', 'search=09120001234'],
    ['sort oldest', 'sort=oldest'],
    ['sort customer_name', 'sort=customer_name'],
    ['sort amount', 'sort=amount'],
    ['sort status', 'sort=status'],
  ];
  await timeCases(cases.map(([name, query]) => [name, `${base}/api/admin/orders/?${query}`, headers]));
  console.log('the first page under load, next to bare node:http:');
  console.table([await compare('GET /api/admin/orders/', `${base}/api/admin/orders/`, { headers })]);
}

export const EXPORT_ORDER_COUNT = 200_000;

/** Copies the bench's orders until there are `EXPORT_ORDER_COUNT` of them (the export's memory check). */
export function growOrdersPostgres(url) {
  const sql = `
BEGIN;
${SEARCH_TRIGGERS_OFF}
INSERT INTO orders (customer_id, status, business_invoice_type, customer_comment, quoted_total, total_with_tax,
                    assigned_dealer_id, created_at, updated_at)
SELECT customer_id, status, business_invoice_type, customer_comment, quoted_total, total_with_tax,
       assigned_dealer_id, created_at, updated_at
FROM orders ORDER BY id LIMIT greatest(0, ${EXPORT_ORDER_COUNT} - (SELECT count(*) FROM orders));
${SEARCH_TRIGGERS_ON}
COMMIT;
VACUUM ANALYZE order_counts;
VACUUM ANALYZE dealer_totals;
VACUUM ANALYZE orders;`;
  const r = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-f', '-'], {
    encoding: 'utf8',
    input: sql,
  });
  if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
}

/** The Excel export of every order: time, size and the API's peak RSS (budget 300 MB whatever the row count). */
export async function measureExport(base, pid, token) {
  const headers = { authorization: `Bearer ${token}` };
  const { result, before, peak, seconds } = await peakRssDuring(
    pid,
    async () => {
      const res = await fetch(`${base}/api/admin/orders/export/`, { headers });
      return { res, bytes: (await res.arrayBuffer()).byteLength };
    },
    50,
  );
  const { res, bytes } = result;
  console.log(
    `Export of all orders: HTTP ${res.status}, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB .xlsx in ${seconds.toFixed(1)} s; ` +
      `API RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (budget 300 MB)`,
  );
}
