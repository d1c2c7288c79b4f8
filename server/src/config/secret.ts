// The JWT secret when JWT_SECRET is unset (development): generated once and kept in DATA_DIR.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The JWT secret generated on first start and kept in DATA_DIR, so restarts keep sessions. */
export function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
