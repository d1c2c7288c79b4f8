// The admin people, dealer and report pages on PostgreSQL (p95 under 50 ms for lists, under 300 ms for
// reports): 100,000 users (the admin bench's 3,000 customers and 50 dealers plus bench people, 1,000 of them
// dealers), then the customers list with each sort and a search, the dealers list's first page with each sort,
// a later page and a search, the dealer stat cards and commissions, and each report over the admin bench's
// 100,000 orders (a range covering their whole year). Timed request by request (sequential, after a warm-up),
// like the admin list.
import { spawnSync } from 'node:child_process';
import { timeRequests } from './admin.mjs';

export const PEOPLE_COUNT = 100_000;
export const BENCH_DEALERS = 1_000;

/** Bench people up to 100,000 users, 1,000 of them dealers; the admin bench's dealers get commission records. */
export function peopleSeedSql() {
  return `
BEGIN;
INSERT INTO users (email, name, phone, password_hash, company_name, is_dealer, dealer_code, dealer_commission_rate,
                   date_joined)
SELECT 'bench.person.' || g || '@example.com',
       (ARRAY['آرش','بهرام','پرویز','ژاله','سارا','کاوه','گلناز','یاسر'])[1 + g % 8] || ' آزمون ' || g,
       '0913' || lpad(g::text, 7, '0'), '!', 'شرکت ' || (g % 500),
       g <= ${BENCH_DEALERS}, CASE WHEN g <= ${BENCH_DEALERS} THEN 'DLR-B' || g END,
       CASE WHEN g <= ${BENCH_DEALERS} THEN 1 + g % 20 END,
       now() - make_interval(secs => g * 300)
FROM generate_series(1, ${PEOPLE_COUNT} - (SELECT count(*) FROM users)) AS g;
INSERT INTO dealer_commissions (order_id, dealer_id, rate, status, amount, created_at, calculated_at, paid_at,
                                payment_reference)
SELECT o.id, o.assigned_dealer_id, 5,
       CASE WHEN o.status = 'completed' AND o.id % 3 = 0 THEN 'paid' WHEN o.status = 'completed' THEN 'calculated'
            WHEN o.status IN ('rejected', 'cancelled') THEN 'cancelled' ELSE 'pending' END,
       CASE WHEN o.status = 'completed' THEN round(o.quoted_total * 5 / 100) END,
       o.created_at,
       CASE WHEN o.status = 'completed' THEN o.created_at END,
       CASE WHEN o.status = 'completed' AND o.id % 3 = 0 THEN o.created_at END,
       CASE WHEN o.status = 'completed' AND o.id % 3 = 0 THEN 'BENCH-PAY-' || (o.id % 200) END
FROM orders o
WHERE o.assigned_dealer_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM dealer_commissions c WHERE c.order_id = o.id);
UPDATE orders SET completion_date = created_at WHERE status = 'completed' AND completion_date IS NULL;
COMMIT;
VACUUM ANALYZE users;
VACUUM ANALYZE orders;
VACUUM ANALYZE order_counts;
VACUUM ANALYZE dealer_totals;
VACUUM ANALYZE dealer_commissions`;
}

export function seedPeoplePostgres(url) {
  const r = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-f', '-'], {
    encoding: 'utf8',
    input: `${peopleSeedSql()};\n`,
  });
  if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
}

export async function measurePeople(base, token) {
  const headers = { authorization: `Bearer ${token}` };
  const search = encodeURIComponent('کاوه');
  // the admin bench's orders span the last year; two Persian years cover them whatever today is
  const range = 'date_from=1404-01-01&date_to=1405-12-29';
  const lists = [
    ['customers: newest', 'admin/customers/'],
    ['customers: oldest', 'admin/customers/?sort=oldest'],
    ['customers: name (Persian order)', 'admin/customers/?sort=name'],
    ['customers: orders', 'admin/customers/?sort=orders'],
    ['customers: revenue', 'admin/customers/?sort=revenue'],
    ['customers: search', `admin/customers/?search=${search}`],
    ['customers: staff only', 'admin/customers/?user_type=staff'],
    ['dealers: newest', 'admin/dealers/'],
    ['dealers: oldest', 'admin/dealers/?sort=oldest'],
    ['dealers: name (Persian order)', 'admin/dealers/?sort=name'],
    ['dealers: name, page 20', 'admin/dealers/?sort=name&page=20'],
    ['dealers: commission rate', 'admin/dealers/?sort=commission_rate'],
    ['dealers: assigned orders', 'admin/dealers/?sort=assigned_orders'],
    ['dealers: search', 'admin/dealers/?search=DLR-B12'],
    ['dealers: stat cards', 'admin/dashboard/stats/dealers/'],
    ['dealers: commissions page 1', 'admin/dealers/commissions/'],
  ];
  const reports = [
    ['report: hub', 'admin/reports/summary/'],
    ['report: orders', `admin/reports/orders/?${range}`],
    ['report: dealer sales', `admin/reports/dealer-sales/?${range}`],
    ['report: commission analysis', `admin/reports/commission-analysis/?${range}`],
  ];
  const rows = [];
  for (const [cases, budget] of [
    [lists, 50],
    [reports, 300],
  ]) {
    for (const [name, path] of cases) {
      const r = await timeRequests(`${base}/api/${path}`, headers);
      rows.push({
        case: name,
        status: r.status,
        'p50 ms': r.p50.toFixed(1),
        'p95 ms': r.p95.toFixed(1),
        [`within budget`]: r.p95 < budget ? `yes (${budget})` : `no (${budget})`,
      });
    }
  }
  console.table(rows);
}
