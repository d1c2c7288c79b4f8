// The public catalogue GET /api/products/ on PostgreSQL (p95 under 50 ms with 10,000 products): the
// products are inserted in one statement (names, descriptions, prices and stock spread so every filter and sort
// has work), then no filter, a search, the stock and category filters and each of the eight sorts are timed
// request by request (sequential, after a warm-up), anonymously as a visitor would. Also prints the plans.
import { spawnSync } from 'node:child_process';
import { timeCases } from './admin.mjs';

export const PRODUCT_COUNT = 10_000;

export const productSeedSql = (n = PRODUCT_COUNT) => `
INSERT INTO products (name, description, category_id, origin, base_price, tax_rate, stock, weight, is_active,
                      is_featured, created_at, updated_at)
SELECT 'کالای آزمون ' || g, 'شرح کالای آزمون شماره ' || g || CASE WHEN g % 50 = 7 THEN ' قهوه ویژه' ELSE '' END,
       c.ids[1 + g % cardinality(c.ids)], 'برزیل', 100000 + (g * 7919) % 90000000,
       10, (g * 37) % 400, 1.0, g % 10 <> 0, g % 25 = 0,
       now() - (g || ' minutes')::interval, now()
FROM generate_series(1, ${n}) g, (SELECT array_agg(id ORDER BY id) AS ids FROM categories) c;
VACUUM ANALYZE products`;

function psql(url, sql, args = []) {
  const r = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', ...args, '-f', '-'], {
    encoding: 'utf8',
    input: `${sql};\n`,
  });
  if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
  return r.stdout;
}

export function seedProductsPostgres(url) {
  psql(url, productSeedSql());
}

const ORDERINGS = [
  '-created_at',
  'created_at',
  'name',
  '-name',
  'base_price',
  '-base_price',
  '-stock',
  'stock',
];

export async function measureProducts(base, url) {
  const cases = [
    ['no filter (newest, 9 a page)', ''],
    ['search "قهوه ویژه"', `search=${encodeURIComponent('قهوه ویژه')}`],
    ['status = low_stock', 'status=low_stock'],
    [
      'category + in_stock',
      `category_id=${psql(url, 'SELECT min(id) FROM categories', ['-t', '-A']).trim()}&status=in_stock`,
    ],
    ['deep page (offset 9,000)', 'offset=9000'],
    ...ORDERINGS.map((o) => [`ordering=${o}`, `ordering=${o}`]),
  ];
  await timeCases(cases.map(([name, query]) => [name, `${base}/api/products/?${query}`, {}]));
  for (const [name, sql] of [
    ['newest page', 'SELECT id FROM products WHERE is_active ORDER BY created_at DESC, id DESC LIMIT 9'],
    ['cheapest page', 'SELECT id FROM products WHERE is_active ORDER BY base_price, id LIMIT 9'],
  ]) {
    const out = psql(url, `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${sql}`, ['-t', '-A']);
    console.log(
      `${name}:\n  ${out
        .split('\n')
        .filter((l) => /Scan|Execution Time/.test(l))
        .map((l) => l.trim())
        .join('\n  ')}`,
    );
  }
}
