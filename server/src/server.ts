// Starts the API: reads the configuration (a bad value stops here with a clear message), builds the app, listens.
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { trustProxyWarning } from './config/trust-proxy';
import { DataDirLockedError } from './db/data-dir-lock';
import { closeGraceMs } from './lib/graceful-stop';

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

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // no new connections, idle ones closed at once; requests in flight get a bounded time to finish
      app.log.info(`${signal}: closing`);
      const grace = closeGraceMs(config.notify.sendTimeoutMs);
      setTimeout(() => {
        app.log.warn(`requests still running ${grace / 1000} s after ${signal}: exiting`);
        process.exit(1);
      }, grace).unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  try {
    await app.listen({ port: config.port, host: config.host });
    const proxyWarning = trustProxyWarning(config.trustProxy, config.host);
    if (proxyWarning) app.log.warn(proxyWarning);
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
