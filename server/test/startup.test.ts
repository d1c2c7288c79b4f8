// The real entry point (src/server.ts) in a child process: configuration errors, and the static frontends.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, parseDuration } from '../src/config';
import { cacheControlFor } from '../src/plugins/static';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(serverDir, '../node_modules/.bin/tsx');

describe('configuration', () => {
  test('defaults', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefaresh-cfg-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir,
      database: { kind: 'pglite', dir: path.join(dataDir, 'db') },
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 604800,
      staticRoot: null,
      seedDemo: true,
      logLevel: 'info',
    });
    expect(config.rateLimit).toMatchObject({
      enabled: true,
      loginPerIpMax: 10,
      loginFailuresPerAccountAndAddress: 5,
      loginFailuresPerAccount: 100,
    });
    expect(loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_ENABLED: 'false' }).rateLimit.enabled).toBe(false);
    // the generated secret is kept in DATA_DIR and reused
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
  });

  test('DATABASE_URL selects PostgreSQL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 'x'.repeat(32) });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
  });

  test('behind a pooler: DATABASE_DIRECT_URL for the session features, DATABASE_POOL_MAX for the pool', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@pgbouncer:6432/db',
      DATABASE_DIRECT_URL: 'postgres://u@h:5432/db',
      DATABASE_POOL_MAX: '25',
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@pgbouncer:6432/db',
      directUrl: 'postgres://u@h:5432/db',
      poolMax: 25,
    });
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://u@h/db',
        DATABASE_DIRECT_URL: 'mysql://x',
        JWT_SECRET: 'x'.repeat(32),
      }),
    ).toThrow(/DATABASE_DIRECT_URL/);
  });

  test('bad values are all reported', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        ACCESS_TOKEN_TTL: 'soon',
        SEED_DEMO: 'maybe',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'ACCESS_TOKEN_TTL', 'SEED_DEMO', 'LOG_LEVEL', 'DATABASE_URL', 'JWT_SECRET'])
      expect(problems).toContain(name);
  });

  test('JWT_SECRET is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' })).toThrow(
      /JWT_SECRET is required/,
    );
  });

  test('durations', () => {
    expect(parseDuration('15m')).toBe(900);
    expect(parseDuration('7d')).toBe(604800);
    expect(parseDuration('45')).toBe(45);
    expect(parseDuration('0s')).toBeNull();
    expect(parseDuration('1w')).toBeNull();
  });

  test('the server stops at start with a clear message on a bad value', () => {
    const result = spawnSync(tsx, ['src/server.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'eighty' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT must be an integer');
  });
});

describe('static frontends (STATIC_ROOT)', () => {
  test('cache rules', () => {
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/x/remotes.json')).toBe('no-cache');
    expect(cacheControlFor('/x/static/js/main.3f9a1c2e.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/static/css/123.abcdef0123.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/favicon.ico')).toBe('no-cache');
    // the build's brotli and gzip copies are cached like their file
    expect(cacheControlFor('/x/static/js/main.3f9a1c2e.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/index.html.gz')).toBe('no-cache');
  });

  test('serves the shell with SPA fallback and each remote under /mf/<name>/', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sefaresh-static-'));
    const write = (rel: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), content);
    };
    write('shell/dist/index.html', '<!doctype html><title>shell</title>');
    write('shell/dist/remotes.json', '{"mf_auth":"/mf/auth/mf-manifest.json"}');
    write('shell/dist/static/js/main.0123abcd.js', 'console.log(1)');
    write('mf-auth/dist/mf-manifest.json', '{"name":"mf_auth"}');
    write('mf-auth/dist/static/js/remote.89abcdef.js', 'console.log(2)');
    // what scripts/precompress.mjs writes beside a file
    fs.writeFileSync(
      path.join(root, 'mf-auth/dist/static/js/remote.89abcdef.js.br'),
      new Uint8Array(brotliCompressSync('console.log(2)')),
    );
    fs.writeFileSync(
      path.join(root, 'mf-auth/dist/static/js/remote.89abcdef.js.gz'),
      new Uint8Array(gzipSync('console.log(2)')),
    );

    const child = spawn(tsx, ['src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: 'memory://',
        DATA_DIR: root,
        SEED_DEMO: 'false',
        STATIC_ROOT: root,
        LOG_LEVEL: 'info',
      },
    });
    try {
      const base = await new Promise<string>((resolve, reject) => {
        let out = '';
        const onData = (chunk: Buffer) => {
          out += chunk.toString();
          const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (m) resolve(m[1]);
        };
        // (cast: the pinned @types/node 20.9 mistypes Readable.on here)
        (child.stdout as unknown as NodeJS.EventEmitter).on('data', onData);
        (child.stderr as unknown as NodeJS.EventEmitter).on('data', onData);
        child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
      });
      const get = (p: string) => fetch(base + p);

      let res = await get('/');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>shell</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');

      res = await get('/dashboard');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>shell</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');

      res = await get('/orders/12');
      expect(await res.text()).toContain('<title>shell</title>');

      res = await get('/remotes.json');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.json()).toEqual({ mf_auth: '/mf/auth/mf-manifest.json' });

      res = await get('/static/js/main.0123abcd.js');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      res = await get('/mf/auth/mf-manifest.json');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');

      res = await get('/mf/auth/static/js/remote.89abcdef.js');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // served as the precompressed copy the browser accepts (fetch decodes it again)
      for (const encoding of ['br', 'gzip']) {
        res = await fetch(`${base}/mf/auth/static/js/remote.89abcdef.js`, {
          headers: { 'accept-encoding': encoding },
        });
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(await res.text()).toBe('console.log(2)');
      }

      // a missing file is a 404, not the shell
      res = await get('/static/js/missing.0123abcd.js');
      expect(res.status).toBe(404);
      // the API keeps its JSON 404
      res = await get('/api/unknown/');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'آدرس مورد نظر پیدا نشد' });
      res = await get('/api/health/');
      expect(await res.json()).toEqual({ status: 'ok', database: 'up', redis: 'off', files: 'up' });
    } finally {
      child.kill('SIGTERM');
    }
  });
});
