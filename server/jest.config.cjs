// The server package is ESM and depends on ESM-only packages (typebox, jose), so jest runs in its native
// ESM mode (`node --experimental-vm-modules`, see the test script) and swc emits ES modules.
const base = require('../scripts/jest/preset.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
  transformIgnorePatterns: ['/node_modules/'],
};
