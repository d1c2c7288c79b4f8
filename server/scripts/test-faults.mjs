// The fault lane (CI): the scenarios of test/faults, which start real API replicas, a Redis of their own on a free
// port and a fake SMS provider, run through scripts/test-pg.mjs (a database of the run's own on the machine's
// PostgreSQL); prints how long the lane took, which CI keeps to a few minutes.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const started = performance.now();
const result = spawnSync(
  process.execPath,
  [fileURLToPath(new URL('./test-pg.mjs', import.meta.url)), 'test/faults', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, FAULT_LANE: '1' } },
);
console.log(`fault lane: ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
