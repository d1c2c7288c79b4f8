// The signature of a webhook request: `t=<unix time>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint's secret>`
// in X-Sefaresh-Signature, and the secret itself (whsec_ and 32 random bytes).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@sefaresh/shared-api/rules';

export const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** A receiver's check (the tests use it; docs/contracts.md shows the same in plain JavaScript). */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  now: Date,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = new Uint8Array(
    Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')),
  );
  const given = new Uint8Array(Buffer.from(parts.v1));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
