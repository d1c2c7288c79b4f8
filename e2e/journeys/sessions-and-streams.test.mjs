// Sessions and live streams through the real deployment (nginx → two API replicas on one PostgreSQL):
// - signing out everywhere through nginx ends the access token on both replicas, not only the refresh tokens;
// - one client address holds at most 20 event streams through nginx: the 21st is refused with 429.
// Each check sends from loopback addresses of its own (127.0.0.x bound as the source address), so the sign-in and
// registration counters of the other journeys at 127.0.0.1 are untouched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { BASE_URL } from '../lib/browser.mjs';
import { sendFrom } from '../lib/from-address.mjs';

const target = new URL(BASE_URL);
// the lane's API replicas, reached directly (run.mjs starts them on these ports)
const REPLICAS = (process.env.E2E_API_PORTS ?? '8081,8082')
  .split(',')
  .map((port) => `http://127.0.0.1:${port}`);
const STREAMS_PER_ADDRESS = 20;

/**
 * One JSON request to nginx from the given source address; the answer's body parsed.
 * @param {string} from
 * @param {string} method
 * @param {string} url
 * @param {{ token?: string, body?: unknown }} [options]
 */
async function send(from, method, url, { token, body } = {}) {
  /** @type {Record<string, string>} */
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const res = await sendFrom(from, { method, url, headers, body });
  return { status: res.status, body: res.body && JSON.parse(res.body) };
}

/** A new customer, registered from an address of its own, and their tokens. */
async function newCustomer(from) {
  const email = `e2e.sessions.${randomBytes(5).toString('hex')}@example.com`;
  const password = 'Passw0rd123';
  const phone = `0912${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`;
  const registered = await send(from, 'POST', '/api/auth/register/', {
    body: { email, password, name: 'مشتری آزمون', phone, company_name: '' },
  });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const signedIn = await send(from, 'POST', '/api/auth/login/', { body: { email, password } });
  assert.equal(signedIn.status, 200);
  return signedIn.body.tokens;
}

const statusOn = async (replica, token) =>
  (await fetch(`${replica}/api/profile/me/`, { headers: { authorization: `Bearer ${token}` } })).status;

/** Asks a replica until it answers `status` (the change travels between replicas through PostgreSQL). */
async function until(replica, token, status) {
  for (let i = 0; i < 100; i++) {
    if ((await statusOn(replica, token)) === status) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

test('signing out everywhere through nginx ends the access token on both replicas', async () => {
  const tokens = await newCustomer('127.0.0.11');
  for (const replica of REPLICAS) assert.equal(await statusOn(replica, tokens.access), 200, replica);
  const out = await send('127.0.0.11', 'POST', '/api/profile/logout-all/', { token: tokens.access });
  assert.equal(out.status, 200);
  for (const replica of REPLICAS)
    assert.ok(await until(replica, tokens.access, 401), `refused on ${replica}`);
});

/** Opens GET /api/events/ through nginx from `from`; resolves with its status and a way to close it. */
function openStream(from, token) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: target.hostname,
        port: target.port,
        localAddress: from,
        path: '/api/events/',
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        if (res.statusCode !== 200) res.resume();
        resolve({ status: res.statusCode, close: () => req.destroy() });
      },
    );
    req.on('error', reject);
  });
}

test(`one address holds at most ${STREAMS_PER_ADDRESS} event streams through nginx; the next is refused`, async () => {
  // enough people that no one of them passes the API's own limit of 3 streams per user
  const people = [];
  for (let i = 0; i < 8; i++) people.push(await newCustomer(`127.0.0.${20 + i}`));
  const from = '127.0.0.12';
  const streams = [];
  try {
    for (let i = 0; i < STREAMS_PER_ADDRESS; i++) streams.push(await openStream(from, people[i % 8].access));
    assert.deepEqual(new Set(streams.map((s) => s.status)), new Set([200]));
    const extra = await openStream(from, people[7].access);
    streams.push(extra);
    assert.equal(extra.status, 429);
    // another address is not held back by this one
    const elsewhere = await openStream('127.0.0.13', people[0].access);
    streams.push(elsewhere);
    assert.equal(elsewhere.status, 200);
  } finally {
    for (const s of streams) s.close();
  }
});
