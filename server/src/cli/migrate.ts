// `npm run migrate`: applies the committed migrations to DATABASE_URL and exits, as its own release step before the
// replicas restart (docs/operations.md, "A change that needs a long lock"). The replicas find nothing left to do.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

async function main() {
  const config = loadConfig();
  if (config.database.kind !== 'postgres') {
    console.error(
      'npm run migrate is for PostgreSQL (DATABASE_URL); the embedded database migrates as the API starts.',
    );
    process.exit(2);
  }
  const database = await openDatabase(config.database);
  await database.close();
  console.log('migrations applied');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
