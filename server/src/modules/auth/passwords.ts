import { hash, verify } from '@node-rs/argon2';
import type { Argon2Config } from '../../config';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash. */
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, for unknown emails (no timing difference to enumerate accounts). */
  burn(password: string): Promise<void>;
}

export function createPasswordHasher(options: Argon2Config): PasswordHasher {
  let dummy: Promise<string> | null = null;
  const hasher: PasswordHasher = {
    hash: (password) => hash(password, options),
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    async burn(password) {
      dummy ??= hash('not-a-real-password-0', options);
      await hasher.verify(await dummy, password);
    },
  };
  return hasher;
}
