// Login and token-verify throughput at 50 connections against the API, and against a bare node:http server
// (its own process) that answers the very same bytes, one after the other in the same run; prints the ratios.
// compare(), load() (load-generator.mjs: wrk, or autocannon where wrk is missing), bare() and memoryMb() are
// shared with the other parts.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { DURATION, LOAD_TOOL, load } from './load-generator.mjs';

export { load };

/**
 * `rate` requests a second for BENCH_SECONDS, each sent at its own instant (one every 1000/rate ms) whether or not
 * the ones before have answered, as users arrive; the latency of each from its scheduled instant. (autocannon's
 * overallRate sends each second's quota at once at the start of the second, so its p99 measured the queue of that
 * burst, not the API.)
 */
export async function paced(url, { method = 'GET', body, headers = {} } = {}, rate) {
  const interval = 1000 / rate;
  const count = Math.round(rate * DURATION);
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const start = performance.now() + 50;
  const sends = [];
  for (let i = 0; i < count; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sends.push(
      fetch(url, { method, body, headers: { 'content-type': 'application/json', ...headers } })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status < 200 || res.status > 299) non2xx++;
          latencies.push(performance.now() - due);
        })
        .catch(() => errors++),
    );
  }
  await Promise.all(sends);
  latencies.sort((a, b) => a - b);
  const p99 = latencies.length
    ? latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)]
    : NaN;
  return { p99: Math.round(p99 * 10) / 10, errors, non2xx };
}

/** The bare server (bare-server.mjs) in a process of its own, as the API is: never in the load generator's. */
export async function bare(status, body, contentType) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.mjs')], {
    env: {
      ...process.env,
      BARE_STATUS: String(status),
      BARE_CONTENT_TYPE: contentType,
      BARE_BODY: Buffer.from(body).toString('base64'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await once(child.stdout, 'data');
  const port = Number(String(line).trim());
  return {
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/** CPU seconds (user + system) spent so far by every PostgreSQL server process of this machine. */
export function postgresCpuSeconds() {
  const pids = spawnSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' })
    .stdout.split(/\s+/)
    .filter(Boolean);
  let ticks = 0;
  for (const pid of pids) {
    try {
      // fields after the command name: state is field 3, utime 14, stime 15 (1-based, whole line)
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100; // USER_HZ
}

export function memoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024;
  } catch {
    return NaN;
  }
}

/**
 * Runs `work` while sampling the process's RSS every `everyMs`: its result, the RSS before, the peak (MB) and the
 * seconds it took. A figure read after a load misses the garbage the load piled up between collections.
 */
export async function peakRssDuring(pid, work, everyMs = 25) {
  let peak = memoryMb(pid);
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(pid))), everyMs);
  const started = performance.now();
  try {
    const result = await work();
    return { result, before, peak, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(sampler);
  }
}

export const FIXED_RATES = [50, 200];

/**
 * The API against the bare server answering the same bytes, in the same run, each in its own process: req/s, p50 and
 * p99 at 50 connections (closed loop, LOAD_TOOL), their ratio, p99 at each fixed rate (open loop, one request every
 * 1/rate s), and PostgreSQL's CPU time per API request.
 */
export async function compare(name, apiUrl, request) {
  const sample = await fetch(apiUrl, {
    method: request.method,
    body: request.body,
    headers: { 'content-type': 'application/json', ...request.headers },
  });
  const bytes = await sample.text();
  const baseline = await bare(sample.status, bytes, sample.headers.get('content-type') ?? 'application/json');
  const { pathname, search } = new URL(apiUrl);
  const cpuBefore = postgresCpuSeconds();
  const api = await load(apiUrl, request);
  const dbMsPerRequest = ((postgresCpuSeconds() - cpuBefore) * 1000) / Math.max(1, api.total);
  const steady = [];
  for (const rate of FIXED_RATES) steady.push({ rate, ...(await paced(apiUrl, request, rate)) });
  const node = await load(baseline.url + pathname + search, request);
  await baseline.close();
  return {
    endpoint: name,
    tool: api.tool,
    status: sample.status,
    'api req/s': Math.round(api.average),
    'bare req/s': Math.round(node.average),
    'api/bare': (api.average / node.average).toFixed(3),
    'api p50 ms': round1(api.p50),
    'api p99 ms': round1(api.p99),
    ...Object.fromEntries(steady.map((s) => [`p99 ms at ${s.rate} req/s`, s.p99])),
    'db cpu ms/req': dbMsPerRequest.toFixed(2),
    errors: api.errors + steady.reduce((n, s) => n + s.errors, 0),
    'non-2xx': api.non2xx + steady.reduce((n, s) => n + s.non2xx, 0),
  };
}

const round1 = (ms) => Math.round(ms * 10) / 10;

/** One line saying which load generator drives this run's closed-loop figures. */
export const loadToolLine = () =>
  LOAD_TOOL === 'wrk'
    ? 'closed-loop load: wrk (2 threads, 50 connections)'
    : "closed-loop load: autocannon (wrk is missing: install Debian's wrk for figures comparable with the budgets)";

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
