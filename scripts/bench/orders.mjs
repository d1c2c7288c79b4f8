// The customer's order list and one order's detail at 50 connections, with 10,000 orders of that customer in the
// database, next to a bare node:http server answering the same bytes (ARCHITECTURE.md §8). bench.mjs runs it on
// PostgreSQL and on PGlite: registerCustomer() through the API, seedPostgres()/seedPglite() bulk-insert the
// orders with SQL, measureOrders() checks the answers and then measures. Prints figures; nothing fails on timing.
import { spawnSync } from 'node:child_process';
import { compare, memoryMb } from './api.mjs';
import { SEARCH_TRIGGERS_OFF, SEARCH_TRIGGERS_ON } from './bulk-orders.mjs';

export const ORDER_COUNT = 10_000;
const PAGE_SIZE = 12;
const STATUSES = [
  'pending_pricing',
  'waiting_customer_approval',
  'confirmed',
  'payment_uploaded',
  'completed',
  'rejected',
  'cancelled',
];
const ACTIVE = new Set(STATUSES.slice(0, 4));
const statusOf = (g) => STATUSES[g % STATUSES.length];
/** Active-tab orders the seed inserts (order g gets STATUSES[g % 7]); the list's count must equal it. */
export const expectedActive = (n = ORDER_COUNT) =>
  Array.from({ length: n }, (_, i) => statusOf(i + 1)).filter((s) => ACTIVE.has(s)).length;

const sqlList = (xs) => xs.map((x) => `'${x}'`).join(', ');

/**
 * Orders of one customer spread over the 7 statuses and over the past year (ids grow with created_at), 2–3 items
 * each on existing products, two pricing options (instant / 1_month) per item of every priced order, totals from
 * the instant option, a PNG receipt row for each payment_uploaded order; then VACUUM ANALYZE, as autovacuum would
 * have done on a live database.
 */
export function seedSql(customerId, n = ORDER_COUNT) {
  const cid = Number(customerId);
  if (!Number.isInteger(cid)) throw new Error(`bad customer id ${customerId}`);
  const yearSeconds = 365 * 24 * 3600;
  return `
BEGIN;
${SEARCH_TRIGGERS_OFF}
INSERT INTO orders (customer_id, status, business_invoice_type, customer_comment, customer_info,
                    pricing_date, priced_by, completion_date, created_at, updated_at)
SELECT ${cid}, s.status,
       CASE WHEN g % 3 = 0 THEN 'official' ELSE 'unofficial' END,
       CASE WHEN g % 4 = 0 THEN 'لطفاً در اسرع وقت ارسال شود' ELSE '' END,
       CASE WHEN g % 3 = 0 THEN jsonb_build_object(
         'name', 'مشتری آزمون بار', 'phone', '09121234567', 'company_name', 'شرکت آزمون بار',
         'national_id', '14001234562', 'economic_id', '411111111111', 'postal_code', '1234567890',
         'complete_address', 'تهران، خیابان آزادی، پلاک ۱۰', 'province', 'تهران', 'city', 'تهران') END,
       CASE WHEN s.status <> 'pending_pricing' THEN t.created + interval '1 day' END,
       CASE WHEN s.status <> 'pending_pricing' THEN (SELECT id FROM users WHERE is_staff ORDER BY id LIMIT 1) END,
       CASE WHEN s.status = 'completed' THEN t.created + interval '7 days' END,
       t.created, t.created
FROM generate_series(1, ${n}) AS g
CROSS JOIN LATERAL (SELECT (ARRAY[${sqlList(STATUSES)}])[1 + g % ${STATUSES.length}] AS status) AS s
CROSS JOIN LATERAL (SELECT now() - make_interval(secs => (${n} + 1 - g) * ${yearSeconds / n}) AS created) AS t;

INSERT INTO order_items (order_id, product_id, requested_quantity)
SELECT o.id, p.ids[1 + (o.id * 3 + k) % array_length(p.ids, 1)], 1 + (o.id + k * 7) % 40
FROM orders AS o
CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM products) AS p
CROSS JOIN LATERAL generate_series(1, 2 + o.id % 2) AS k
WHERE o.customer_id = ${cid};

INSERT INTO order_pricing_options (item_id, payment_term, unit_price, discount_percentage, is_selected)
SELECT i.id, t.term, round((100000 + (i.product_id % 50) * 25000) * t.factor), t.discount,
       t.term = 'instant' AND o.status IN ('confirmed', 'payment_uploaded', 'completed')
FROM order_items AS i
JOIN orders AS o ON o.id = i.order_id
CROSS JOIN (VALUES ('instant', 1.0, 0.0), ('1_month', 1.05, 2.5)) AS t(term, factor, discount)
WHERE o.customer_id = ${cid} AND o.status <> 'pending_pricing';

UPDATE orders AS o
SET quoted_total = x.total,
    total_with_tax = CASE WHEN o.business_invoice_type = 'official' THEN round(x.total * 1.10) ELSE x.total END
FROM (SELECT i.order_id, round(sum(po.unit_price * i.requested_quantity * (1 - po.discount_percentage / 100))) AS total
      FROM order_items AS i
      JOIN order_pricing_options AS po ON po.item_id = i.id AND po.payment_term = 'instant'
      JOIN orders AS oo ON oo.id = i.order_id
      WHERE oo.customer_id = ${cid}
      GROUP BY i.order_id) AS x
WHERE o.id = x.order_id;

INSERT INTO payment_receipts (order_id, file_name, file_type, mime_type, file_size, content, uploaded_at, uploaded_by)
SELECT o.id, 'receipt-' || o.id || '.png', 'image', 'image/png', 4, decode('89504e47', 'hex'),
       o.created_at + interval '2 days', o.customer_id
FROM orders AS o
WHERE o.customer_id = ${cid} AND o.status = 'payment_uploaded';
${SEARCH_TRIGGERS_ON}
COMMIT;
`;
}

/** The seed, then statements that must each run on their own (VACUUM refuses a transaction block). */
const seedStatements = (customerId, extraSql) => [
  seedSql(customerId),
  ...['orders', 'order_items', 'order_pricing_options', 'payment_receipts', 'order_counts'].map(
    (t) => `VACUUM ANALYZE ${t}`,
  ),
  ...(extraSql ? [extraSql, 'ANALYZE orders'] : []),
];

/** The representative detail: the newest payment_uploaded order with 3 items (2 options each) and a receipt. */
const targetSql = (cid) => `
SELECT o.id FROM orders AS o
WHERE o.customer_id = ${Number(cid)} AND o.status = 'payment_uploaded'
  AND (SELECT count(*) FROM order_items AS i WHERE i.order_id = o.id) = 3
  AND EXISTS (SELECT 1 FROM payment_receipts AS r WHERE r.order_id = o.id)
ORDER BY o.id DESC LIMIT 1`;

/** Runs the seed (and extraSql, e.g. a CREATE INDEX to try) with psql; returns the detail order's id. */
export function seedPostgres(url, customerId, extraSql = '') {
  const run = (args, input) => {
    const r = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', ...args], { encoding: 'utf8', input });
    if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
    return r.stdout.trim();
  };
  run(['-f', '-'], seedStatements(customerId, extraSql).join(';\n') + ';\n');
  return Number(run(['-tAc', targetSql(customerId)]));
}

/** The same on a PGlite data directory the API is not running on; returns the detail order's id. */
export async function seedPglite(dir, customerId, extraSql = '') {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // the extensions the API's migrations installed in the data directory (server/src/db/client.ts openPglite)
  const db = new PGlite(dir, { extensions: { pg_trgm } });
  try {
    for (const statement of seedStatements(customerId, extraSql)) {
      await db.exec(statement).catch((err) => {
        throw new Error(`PGlite seed: ${err.message}`);
      });
    }
    const { rows } = await db.query(targetSql(customerId));
    return Number(rows[0]?.id);
  } finally {
    await db.close();
  }
}

/** A dedicated bench customer registered through the API; returns its id and credentials. */
export async function registerCustomer(base) {
  const tag = `${process.pid}${Date.now() % 100000}`;
  const credentials = { email: `bench-orders-${tag}@sefaresh.ir`, password: 'BenchOrders1404' };
  const res = await fetch(`${base}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...credentials,
      name: 'مشتری آزمون بار',
      phone: `0912${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      company_name: 'شرکت آزمون بار',
    }),
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(body)}`);
  return { id: body.user.id, credentials };
}

export async function login(base, credentials) {
  const send = () =>
    fetch(`${base}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
  // The seed (spawnSync) blocks this process for longer than the API's keep-alive time, so fetch may pick the
  // connection the API closed meanwhile: nothing was sent on it, so sending again on a new one is safe.
  const res = await send().catch((err) => {
    if (!['UND_ERR_SOCKET', 'EPIPE', 'ECONNRESET'].includes(err?.cause?.code)) throw err;
    return send();
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`login: ${res.status} ${JSON.stringify(body)}`);
  return body.tokens.access;
}

async function getJson(url, headers) {
  const res = await fetch(url, { headers: { 'content-type': 'application/json', ...headers } });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Checks the list and the detail answers, then measures both; throws (no figures) when an answer is wrong. */
export async function measureOrders(base, pid, { token, orderId, active = expectedActive() }) {
  const headers = { authorization: `Bearer ${token}` };
  const listUrl = `${base}/api/orders/?tab=active&page=1`;
  const detailUrl = `${base}/api/orders/${orderId}/`;

  const list = await getJson(listUrl, headers);
  const listProblems = [];
  if (list.status !== 200) listProblems.push(`status ${list.status}`);
  if (list.body?.results?.length !== PAGE_SIZE) listProblems.push(`${list.body?.results?.length} results`);
  if (list.body?.count !== active) listProblems.push(`count ${list.body?.count}, inserted ${active} active`);
  if (listProblems.length) throw new Error(`order list check failed: ${listProblems.join('; ')}`);

  const detail = await getJson(detailUrl, headers);
  const detailProblems = [];
  if (detail.status !== 200) detailProblems.push(`status ${detail.status} ${JSON.stringify(detail.body)}`);
  else {
    const items = detail.body.items ?? [];
    if (items.length !== 3) detailProblems.push(`${items.length} items`);
    if (items.some((i) => i.pricing_options?.length !== 2))
      detailProblems.push('not 2 pricing options per item');
    if (detail.body.payment_receipts?.length !== 1) detailProblems.push('no receipt');
  }
  if (detailProblems.length)
    throw new Error(`order ${orderId} detail check failed: ${detailProblems.join('; ')}`);
  console.log(
    `checked: list 200, ${PAGE_SIZE} results, count ${list.body.count} = ${active} active of ${ORDER_COUNT}; ` +
      `detail of order ${orderId} 200 (3 items × 2 options, 1 receipt)`,
  );

  const rows = [];
  rows.push(await compare('GET /api/orders/?tab=active&page=1', listUrl, { headers }));
  rows.push(await compare('GET /api/orders/{id}/', detailUrl, { headers }));
  console.table(rows);
  return { rows, rssMb: memoryMb(pid) };
}
