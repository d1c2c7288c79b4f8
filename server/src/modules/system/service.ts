import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';

export interface SystemService {
  health(): Promise<{ status: 'ok' | 'error'; database: 'up' | 'down' }>;
  newCsrfToken(): string;
}

export function createSystemService({
  database,
  onDatabaseError,
}: {
  database: Database;
  onDatabaseError: (err: unknown) => void;
}): SystemService {
  return {
    async health() {
      try {
        await database.ping();
        return { status: 'ok', database: 'up' };
      } catch (err) {
        onDatabaseError(err);
        return { status: 'error', database: 'down' };
      }
    },
    newCsrfToken: () => randomBytes(32).toString('base64url'),
  };
}
