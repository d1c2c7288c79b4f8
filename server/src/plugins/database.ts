// Opens the database (or takes the one given), applies migrations, seeds the demo accounts when asked,
// and closes it with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createFileStore } from '../lib/file-store';
import { seedDemo } from '../seed/seed';
import { DemoPasswordError, accountsWithDemoPassword } from '../lib/demo-password-guard';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { config: Config; database?: Database }) => {
    const database =
      opts.database ??
      (await openDatabase(
        opts.config.database,
        (err) => app.log.error({ err }, 'database connection error'),
        (message) => app.log.warn(message),
      ));
    app.decorate('database', database);
    if (!opts.database) app.addHook('onClose', async () => database.close());
    app.log.info(
      `database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${opts.config.database.kind === 'pglite' && opts.config.database.dir ? opts.config.database.dir : 'in memory'})`}`,
    );
    if (opts.config.seedDemo)
      await seedDemo(database.db, opts.config.argon2, app.log, await createFileStore(opts.config.files));
    if (opts.config.isProduction) {
      const demo = await accountsWithDemoPassword(database.db, opts.config.argon2);
      if (demo.length > 0 && !opts.config.allowDemoPassword) throw new DemoPasswordError(demo);
      if (demo.length > 0)
        app.log.warn(
          `ALLOW_DEMO_PASSWORD=true: ${demo.length} account(s) have the published demo password; a test deployment only`,
        );
    }
  },
  { name: 'sefaresh-database' },
);
