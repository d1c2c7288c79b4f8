// One jest setup for every package: `module.exports = require('../scripts/jest/preset.cjs')(__dirname)`.
const path = require('node:path');

module.exports = function preset(rootDir, { environment = 'jsdom', ...overrides } = {}) {
  const here = __dirname;
  return {
    rootDir,
    testEnvironment: environment === 'jsdom' ? path.join(here, 'jsdom-env.cjs') : environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(ky|jalaliday|eventsource-parser)/)'],
    moduleNameMapper: {
      '\\.(css)$': path.join(here, 'style-stub.cjs'),
      '\\.(png|jpe?g|gif|webp|svg|woff2?|ttf)$': path.join(here, 'file-stub.cjs'),
    },
    // several 5 s waits (jsdom-setup.cjs) may add up in one test on a busy machine
    testTimeout: 30_000,
    // jest's default (cores - 1) runs the suites in one process on these 2-core machines, leaving a core idle: two
    // workers halve their time (mf-customer 204 → 101 s). The server's files may run side by side too: each test
    // app has a database and a files folder of its own, listens on a free port, and the one file on Redis uses a
    // key prefix of its own.
    maxWorkers: 2,
    // selector-cache.cjs: keeps jsdom's compiled CSS selectors cached (antd pages exceed nwsapi's LRU)
    setupFilesAfterEnv:
      environment === 'jsdom'
        ? [path.join(here, 'jsdom-setup.cjs'), path.join(here, 'selector-cache.cjs')]
        : [],
    ...overrides,
  };
};
