// Prints the OpenAPI document to stdout: no listening, no database (the routes are built against a stand-in).
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { unavailableDatabase } from '../src/db/client';

const app = await buildApp({
  config: testConfig({ seedDemo: false }),
  database: unavailableDatabase(),
  logger: false,
});
await app.ready();
process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
