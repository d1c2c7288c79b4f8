// `npm run create-admin -- --email owner@example.ir [--name "..."]` (in the image:
// `node server/dist/create-admin.mjs --email …`): makes the first super admin on the database the API is configured
// for (the same environment as the API), asking for the password without echoing it, or reading it from standard
// input when that is not a terminal (`… < password-file`).
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createPasswordHasher } from '../modules/auth/passwords';
import { createFirstAdmin } from './first-admin';

const DEFAULT_NAME = 'مدیر سامانه';

/** The options of the command line; an error names what is missing or unknown. */
export function parseCreateAdminArgs(argv: string[]): { email: string; name: string } {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  if (!values.email) throw new Error('usage: create-admin --email <address> [--name <name>]');
  return { email: values.email, name: values.name ?? DEFAULT_NAME };
}

async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    for await (const line of lines) return line;
    return '';
  }
  process.stdout.write('password (not shown): ');
  input.setRawMode(true);
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          return resolve(typed);
        }
        if (ch === '\u0003') process.exit(130); // Ctrl-C
        typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch;
      }
    };
    input.on('data', onData);
    input.resume();
  });
}

async function main() {
  const { email, name } = parseCreateAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  const password = await readPassword();
  const database = await openDatabase(config.database);
  try {
    const id = await createFirstAdmin(database.db, createPasswordHasher(config.argon2), new Date(), {
      email,
      name,
      password,
    });
    console.log(`super admin ${email} created (id ${id}); sign in at /login`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && /create-admin\.(ts|mjs)$/.test(process.argv[1]))
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
