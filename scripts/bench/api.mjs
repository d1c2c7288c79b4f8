// Login and token-verify throughput at 50 connections against the API, and against a bare node:http server
// that answers the very same bytes, one after the other in the same run; prints the ratios. compare(), load(),
// bare() and memoryMb() are shared with orders.mjs.
import http from 'node:http';
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export function load(url, { method = 'GET', body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method,
        body,
        headers: { 'content-type': 'application/json', ...headers },
        connections: CONNECTIONS,
        duration: DURATION,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

export async function bare(status, body, contentType) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

export function memoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024;
  } catch {
    return NaN;
  }
}

export async function compare(name, apiUrl, request) {
  const sample = await fetch(apiUrl, {
    method: request.method,
    body: request.body,
    headers: { 'content-type': 'application/json', ...request.headers },
  });
  const bytes = await sample.text();
  const baseline = await bare(sample.status, bytes, sample.headers.get('content-type') ?? 'application/json');
  const { pathname, search } = new URL(apiUrl);
  const api = await load(apiUrl, request);
  const node = await load(baseline.url + pathname + search, request);
  baseline.server.close();
  return {
    endpoint: name,
    status: sample.status,
    'api req/s': Math.round(api.requests.average),
    'bare req/s': Math.round(node.requests.average),
    'api/bare': (api.requests.average / node.requests.average).toFixed(3),
    'api p99 ms': api.latency.p99,
    'bare p99 ms': node.latency.p99,
    errors: api.errors,
    'non-2xx': api.non2xx,
  };
}

export async function measureApi(base, pid) {
  const credentials = JSON.stringify({ email: 'customer1@sefaresh.ir', password: 'Sefaresh1404' });
  const login = await (
    await fetch(`${base}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: credentials,
    })
  ).json();
  const rows = [];
  rows.push(
    await compare('POST /api/auth/login/', `${base}/api/auth/login/`, { method: 'POST', body: credentials }),
  );
  rows.push(
    await compare('POST /api/auth/token/verify/', `${base}/api/auth/token/verify/`, {
      method: 'POST',
      body: JSON.stringify({ token: login.tokens.access }),
    }),
  );
  console.table(rows);
  console.log(`API process memory after the load: ${memoryMb(pid).toFixed(0)} MB (budget 300 MB)`);
}
