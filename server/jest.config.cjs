// The server package is ESM and depends on ESM-only packages (typebox, jose), so jest runs in its native
// ESM mode (`node --experimental-vm-modules`, see the test script) and swc emits ES modules.
const fs = require('node:fs');
const path = require('node:path');

const base = require('../scripts/jest/preset.cjs')(__dirname, { environment: 'node' });

// Jest (before Node 24.9) cannot require() an ES module from CommonJS. @fastify/static (used by
// @fastify/swagger-ui) requires the ESM-only content-disposition 3, @fastify/cookie the ESM-only cookie 2,
// so tests get CommonJS copies of those, compiled here with swc on first use.
function cjsCopy(pkg, from) {
  const fromDir = path.dirname(require.resolve(`${from}/package.json`, { paths: [__dirname] }));
  const entry = require.resolve(pkg, { paths: [fromDir] });
  let pkgDir = path.dirname(entry);
  while (!fs.existsSync(path.join(pkgDir, 'package.json'))) pkgDir = path.dirname(pkgDir);
  const { version } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const out = path.join(__dirname, 'node_modules', '.cache', 'jest-cjs', `${pkg}-${version}.cjs`);
  if (!fs.existsSync(out)) {
    const { code } = require('@swc/core').transformFileSync(entry, {
      module: { type: 'commonjs' },
      jsc: { target: 'es2022' },
      sourceMaps: false,
    });
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, code);
  }
  return out;
}

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // Races (50 simultaneous requests) prove something only where requests really run in parallel: on
  // PostgreSQL (npm run test:pg sets DATABASE_URL). PGlite has one connection that serialises everything, so
  // there these tests could not fail and are not run.
  // The fault lane's scenarios (test/faults) start real replicas and a Redis of their own: only `npm run
  // test:faults` (FAULT_LANE=1) runs them.
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.DATABASE_URL ? [] : ['<rootDir>/test/pg-only/']),
    ...(process.env.FAULT_LANE ? [] : ['<rootDir>/test/faults/']),
  ],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/'],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^content-disposition$': cjsCopy('content-disposition', '@fastify/static'),
    '^cookie$': cjsCopy('cookie', '@fastify/cookie'),
  },
  testTimeout: 60_000,
  globalSetup: '<rootDir>/test/global-setup.mjs',
};
