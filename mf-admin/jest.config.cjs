const path = require('node:path');
const base = require('../scripts/jest/preset.cjs')(__dirname);

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'test/selector-cache.cjs')],
};
