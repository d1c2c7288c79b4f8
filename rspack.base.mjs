// The one rspack 2 config factory for the shell and every remote (ARCHITECTURE.md §3, docs/contracts.md).
//
//   export default createConfig({ name: 'mf_customer', dir: import.meta.dirname, port: 3002, exposes: { './App': './src/app.tsx' } });
//   export default createConfig({ name: 'sefaresh_shell', dir: import.meta.dirname, port: 3000, isHost: true });
//
// It returns a config function, so it knows whether rspack is building (production files in dist/) or serving (dev server).
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const ROOT = import.meta.dirname;
const API_TARGET = process.env.SEFARESH_API_URL ?? 'http://127.0.0.1:8000';

/** Federation name → dev server port (docs/contracts.md). */
export const DEV_PORTS = {
  sefaresh_shell: 3000,
  mf_auth: 3001,
  mf_customer: 3002,
  mf_dealer: 3003,
  mf_admin: 3004,
  mf_catalogue: 3005,
};

/** remotes.json for `npm run dev`: every remote's manifest on its own dev server. */
export function devRemotes() {
  return Object.fromEntries(
    Object.entries(DEV_PORTS)
      .filter(([name]) => name !== 'sefaresh_shell')
      .map(([name, port]) => [name, `http://127.0.0.1:${port}/mf-manifest.json`]),
  );
}

const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));

/** The version the root lockfile installed, `x.y.z`. */
function lockedVersion(pkg, lockKey = `node_modules/${pkg}`) {
  const version = lock.packages?.[lockKey]?.version;
  if (!version) throw new Error(`rspack.base.mjs: ${pkg} is not in package-lock.json (${lockKey})`);
  return version;
}

/** The version the root lockfile installed, as `^x.y.z`. */
const lockedRange = (pkg) => `^${lockedVersion(pkg)}`;

/** shared-api's core version (shared-api/src/core/version.ts, bumped by hand). */
export function coreVersion() {
  const file = path.join(ROOT, 'shared-api', 'src', 'core', 'version.ts');
  const version = fs.readFileSync(file, 'utf8').match(/CORE_VERSION = '(\d+\.\d+\.\d+)'/)?.[1];
  if (!version) throw new Error(`rspack.base.mjs: no CORE_VERSION = 'x.y.z' in ${file}`);
  return version;
}

/**
 * Run-time singletons, exactly ARCHITECTURE.md §3. `react-dom/` (trailing slash) shares every react-dom subpath:
 * antd's internals import `react-dom/client`, and without the key a second renderer would load. antd is NOT shared.
 * Of shared-api only the stateful core is shared, under its own version: the shell provides it, and a remote
 * built against a newer core refuses an older one (strictVersion: the federation runtime throws, and the shell's
 * area panel says the area needs a newer shell) instead of calling a function the shell's copy lacks.
 * shared-api's endpoint functions, types and rules are bundled into each app.
 * react-router is shared under the key the apps import, `react-router-dom`, as shared-router.ts: its client-side
 * API re-exported from react-router (a shared module keeps every export, and react-router's index also exports its
 * server, RSC, cookie and session code: 62 KB gzip whole, 15 KB through shared-router.ts). No app imports
 * `react-router` itself (lint), so that key is not shared: there is nothing to consume it.
 */
export function sharedSingletons() {
  const entry = (requiredVersion) => ({ singleton: true, requiredVersion });
  const core = coreVersion();
  return {
    react: entry(lockedRange('react')),
    'react-dom': entry(lockedRange('react-dom')),
    'react-dom/': entry(lockedRange('react-dom')),
    'react-router-dom': {
      ...entry(lockedRange('react-router')),
      import: path.join(ROOT, 'shared-router.ts'),
      version: lockedVersion('react-router'),
    },
    zustand: entry(lockedRange('zustand')),
    '@sefaresh/shared-api/core': {
      singleton: true,
      strictVersion: true,
      version: core,
      requiredVersion: `^${core}`,
    },
  };
}

const swcRule = (dev) => ({
  test: /\.[cm]?[jt]sx?$/,
  // Workspace packages (shared-ui, shared-api) ship TypeScript and resolve to their real paths outside node_modules,
  // so excluding node_modules still compiles them.
  exclude: /[\\/]node_modules[\\/]/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: dev } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
});

/**
 * @param {object} o
 * @param {string} o.name       federation name (also output.uniqueName)
 * @param {string} o.dir        the package directory (import.meta.dirname)
 * @param {number} o.port       dev server port
 * @param {Record<string,string>} [o.exposes]  remote exposes
 * @param {boolean} [o.isHost]  the shell
 * @param {string} [o.title]    HTML title
 */
export function createConfig({ name, dir, port, exposes = {}, isHost = false, title = 'سامانه ثبت سفارش' }) {
  return (env = {}, argv = {}) => {
    const serving = Boolean(env.RSPACK_SERVE);
    const mode = argv.mode ?? (serving ? 'development' : 'production');
    const dev = mode !== 'production';
    // A remote's own dev server runs it standalone, with nobody to provide the federation runtime: bundle it there.
    // The shell always provides it (it must be a pure consumer for that: no exposes).
    const externalRuntime = !isHost && !serving && process.env.SEFARESH_STANDALONE !== '1';
    const publicDir = path.join(dir, 'public');
    const template = path.join(publicDir, 'index.html');
    const withHtml = isHost || serving;

    const plugins = [
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.[contenthash:8].js',
        exposes: isHost ? undefined : exposes,
        remotes: isHost ? {} : undefined,
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime }),
          // Browser only: drops the Node script loader from the runtime.
          optimization: { target: 'web' },
        },
      }),
    ];
    if (withHtml) {
      plugins.push(
        new rspack.HtmlRspackPlugin({
          template,
          title,
          minify: !dev,
        }),
      );
    }
    if (fs.existsSync(publicDir) && fs.readdirSync(publicDir).some((f) => f !== 'index.html')) {
      plugins.push(
        new rspack.CopyRspackPlugin({
          patterns: [
            { from: publicDir, to: '.', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true },
          ],
        }),
      );
    }

    return {
      name,
      context: dir,
      mode,
      target: 'web',
      entry: { main: './src/index.ts' },
      devtool: dev ? 'cheap-module-source-map' : false,
      output: {
        path: path.join(dir, 'dist'),
        uniqueName: name,
        publicPath: isHost ? '/' : 'auto',
        filename: dev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        cssFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
        cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
      },
      module: {
        rules: [
          swcRule(dev),
          // shared-ui is a build-time library whose TypeScript modules have no side effects: an area that imports
          // one component from its index must not get every component (and moment) too. Its CSS keeps its effects.
          { test: /\.css$/i, type: 'css/auto' },
          { test: /\.(woff2?|ttf|otf|eot)$/i, type: 'asset/resource' },
          { test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: !dev,
        usedExports: true,
        sideEffects: true,
      },
      performance: { hints: false },
      plugins,
      devServer: {
        host: '127.0.0.1',
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': 'X-Requested-With, content-type, Authorization',
        },
        proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: false }],
        client: { overlay: { errors: true, warnings: false } },
        setupMiddlewares: isHost
          ? (middlewares) => {
              middlewares.unshift({
                name: 'dev-remotes-json',
                path: '/remotes.json',
                middleware: (_req, res) => {
                  res.setHeader('Content-Type', 'application/json; charset=utf-8');
                  res.setHeader('Cache-Control', 'no-cache');
                  res.end(JSON.stringify(devRemotes()));
                },
              });
              return middlewares;
            }
          : undefined,
      },
    };
  };
}
