// Starts the API: reads the configuration (a bad value stops here with a clear message), builds the app, listens.
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp({ config });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.fatal({ err }, 'could not start');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error('could not start:', err);
  process.exit(1);
});
