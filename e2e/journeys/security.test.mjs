// The abuse limits through the real deployment (nginx → two API replicas sharing their counters in Redis):
// - a client that forges X-Forwarded-For (a fresh fake address on every request) is still counted by the
//   address nginx saw, so it hits the per-IP sign-in limit after exactly as many requests as without the header;
// - a percent-encoded spelling of the path (/%61pi/auth/login/) counts toward the same limit;
// - nginx's access log keeps neither the query string nor the access token.
// Each check sends from a loopback address of its own (127.0.0.2 …, bound as the source address; nginx listens on
// 127.0.0.1), so the other journeys' counters at 127.0.0.1 are untouched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO, DEMO_PASSWORD } from '../lib/browser.mjs';
import { sendFrom } from '../lib/from-address.mjs';

const LIMIT = Number(process.env.E2E_LOGIN_LIMIT ?? 500);
const prefix = process.env.E2E_PREFIX ?? '';

const send = sendFrom;

const fakeAddress = () =>
  `${1 + (randomBytes(1)[0] % 223)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/**
 * A sign-in attempt with an unknown email and an empty password: the route answers 400 at once (no password
 * hashing), so LIMIT of them fit in the one-minute window on a busy machine; the per-IP limit counts every
 * request to the route, whatever its answer.
 * @param {string} from
 * @param {{ url?: string, headers?: Record<string, string> }} [request]
 */
const attempt = (from, { url, headers } = {}) =>
  send(from, {
    url,
    headers,
    body: { email: `e2e.${randomBytes(5).toString('hex')}@example.com`, password: '' },
  });

/** Sends n requests made by make(i), 20 at a time, and answers their statuses and the 429s' Retry-After. */
async function burst(n, make) {
  const answers = [];
  for (let i = 0; i < n; i += 20) {
    const batch = Array.from({ length: Math.min(20, n - i) }, (_, j) => make(i + j));
    answers.push(...(await Promise.all(batch)));
  }
  const limited = answers.filter((a) => a.status === 429);
  return {
    passed: answers.filter((a) => a.status !== 429),
    limited,
    statuses: new Set(answers.map((a) => a.status)),
  };
}

function assertLimited({ passed, limited, statuses }, extra) {
  assert.equal(passed.length, LIMIT, `exactly ${LIMIT} requests get through, got ${passed.length}`);
  assert.equal(limited.length, extra);
  assert.deepEqual([...statuses].sort(), [400, 429]);
  for (const a of limited) {
    assert.ok(Number(a.headers['retry-after']) > 0, 'a 429 carries Retry-After');
    assert.match(JSON.parse(a.body).error, /[\u0600-\u06FF]/, 'in Persian');
  }
}

test('without X-Forwarded-For: the per-IP sign-in limit lets exactly the limit through, then 429 with Retry-After', async () => {
  assertLimited(await burst(LIMIT + 5, () => attempt('127.0.0.3')), 5);
});

test('with a forged X-Forwarded-For (a fresh fake address on every request) the limit is hit exactly as without it', async () => {
  const from = '127.0.0.2';
  const result = await burst(LIMIT + 5, () =>
    attempt(from, { headers: { 'x-forwarded-for': fakeAddress() } }),
  );
  assertLimited(result, 5);
  // the same counter, with or without the header, and with a header naming an address that was never used
  assert.equal((await attempt(from)).status, 429);
  assert.equal((await attempt(from, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status, 429);
  assert.equal((await attempt(from, { headers: { 'x-real-ip': fakeAddress() } })).status, 429);
});

test('a percent-encoded path (/%61pi/auth/login/) counts toward the same sign-in limit', async () => {
  const from = '127.0.0.4';
  // half the requests by each spelling; every one reaches the sign-in route (400 for the empty password)
  const result = await burst(LIMIT + 4, (i) =>
    attempt(from, { url: i % 2 ? '/%61pi/auth/login/' : '/api/auth/login/' }),
  );
  assertLimited(result, 4);
  assert.equal((await attempt(from, { url: '/%61pi/auth/login/' })).status, 429);
  assert.equal((await attempt(from, { url: '/%61%70%69/auth/%6Cogin/' })).status, 429);
});

test(
  "nginx's access log line has no query string and no access token",
  { skip: !prefix && 'needs the nginx prefix from run.mjs' },
  async () => {
    const from = '127.0.0.5';
    const signedIn = await send(from, { body: { email: DEMO.customer, password: DEMO_PASSWORD } });
    assert.equal(signedIn.status, 200);
    const { access, refresh } = JSON.parse(signedIn.body).tokens;
    const marker = `e2e-log-check-${randomBytes(6).toString('hex')}`;
    const res = await send(from, {
      method: 'GET',
      url: `/api/profile/me/?token=${access}&refresh=${refresh}&q=${marker}-query`,
      headers: { authorization: `Bearer ${access}`, 'user-agent': marker },
    });
    // a token in a query string is refused by nginx itself (nginx/nginx.conf), before anything could log it
    assert.equal(res.status, 400);

    const log = readFileSync(path.join(prefix, 'logs', 'access.log'), 'utf8');
    const lines = log.split('\n').filter((l) => l.includes(marker));
    assert.equal(lines.length, 1, 'one line for the request');
    const [line] = lines;
    assert.match(line, /"GET \/api\/profile\/me\/ HTTP\/1\.1" 400 /);
    assert.ok(!line.includes('?'), `no query string in: ${line}`);
    assert.ok(!line.includes(`${marker}-query`));
    // nowhere in the log: neither the access token (from the URL or the Authorization header) nor the refresh token
    assert.ok(!log.includes(access), 'the access token is not in the access log');
    assert.ok(!log.includes(access.split('.')[2]), 'not even its signature');
    assert.ok(!log.includes(refresh), 'the refresh token is not in the access log');
  },
);
