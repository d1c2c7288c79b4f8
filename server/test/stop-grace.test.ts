// How long a stopping replica waits for what is under way: long enough for a send to reach its own timeout,
// never past the systemd unit's TimeoutStopSec (deploy/sefaresh-api@.service).
import { readFileSync } from 'node:fs';
import { closeGraceMs } from '../src/lib/graceful-stop';

const unitStopMs =
  Number(
    /TimeoutStopSec=(\d+)/.exec(
      readFileSync(new URL('../../deploy/sefaresh-api@.service', import.meta.url), 'utf8'),
    )![1],
  ) * 1000;

test('a send under way at the stop reaches its timeout before the replica gives up on it', () => {
  expect(closeGraceMs(15_000)).toBeGreaterThan(15_000); // NOTIFY_SEND_TIMEOUT's default
  expect(closeGraceMs(1_000)).toBe(15_000);
});

test('the grace ends before systemd would kill the replica, whatever NOTIFY_SEND_TIMEOUT says', () => {
  for (const sendTimeout of [1_000, 15_000, 60_000, 600_000])
    expect(closeGraceMs(sendTimeout)).toBeLessThan(unitStopMs);
});
