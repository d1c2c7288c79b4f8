// `npm run files:migrate -- --from disk --to s3` (and back): copies every stored file between the stores
// (modules/files/migrate-command.ts). Idempotent; prints a summary.
import { filesMigrate } from '../modules/files/migrate-command';

filesMigrate(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
