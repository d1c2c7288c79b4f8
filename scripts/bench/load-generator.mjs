// The closed-loop load of the bench: 50 connections for BENCH_SECONDS, driven by wrk (Debian's package) in its own
// process; autocannon only where wrk is missing, since a Node load generator saturates long before a bare server
// does (autocannon reaches about 24,000 req/s against the bare node:http server that wrk drives to 61,000).
// Every figure says which tool produced it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WRK_THREADS = 2;

const hasWrk = spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;
/** The tool that drives the closed-loop loads of this run: 'wrk', or 'autocannon' where wrk is missing. */
export const LOAD_TOOL = process.env.BENCH_LOAD_TOOL ?? (hasWrk ? 'wrk' : 'autocannon');

/**
 * @typedef {{ tool: string, total: number, average: number, p50: number, p99: number, errors: number, non2xx: number }} LoadResult
 * requests a second on average, latencies in ms.
 */

/** @returns {Promise<LoadResult>} */
export function load(url, { method = 'GET', body, headers = {} } = {}) {
  const allHeaders = { 'content-type': 'application/json', ...headers };
  return LOAD_TOOL === 'wrk' ? wrk(url, method, body, allHeaders) : cannon(url, method, body, allHeaders);
}

function wrk(url, method, body, headers) {
  const run = spawnSync(
    'wrk',
    [
      `-t${WRK_THREADS}`,
      `-c${CONNECTIONS}`,
      `-d${DURATION}s`,
      '--latency',
      '-s',
      path.join(import.meta.dirname, 'wrk-report.lua'),
      url,
    ],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        WRK_METHOD: method,
        WRK_BODY: body ?? '',
        WRK_HEADERS: Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n'),
      },
    },
  );
  const line = run.stdout?.split('\n').find((l) => l.startsWith('WRK_JSON '));
  if (!line) throw new Error(`wrk gave no figures for ${url}: ${run.stderr || run.stdout}`);
  const r = JSON.parse(line.slice('WRK_JSON '.length));
  return Promise.resolve({
    tool: 'wrk',
    total: r.total,
    average: r.total / (r.duration_us / 1e6),
    p50: r.p50_us / 1000,
    p99: r.p99_us / 1000,
    errors: r.errors,
    non2xx: r.non2xx,
  });
}

function cannon(url, method, body, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, method, body, headers, connections: CONNECTIONS, duration: DURATION }, (err, r) =>
      err
        ? reject(err)
        : resolve({
            tool: 'autocannon',
            total: r.requests.total,
            average: r.requests.average,
            p50: r.latency.p50,
            p99: r.latency.p99,
            errors: r.errors,
            non2xx: r.non2xx,
          }),
    );
  });
}
