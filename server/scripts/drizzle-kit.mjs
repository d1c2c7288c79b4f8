// Runs drizzle-kit with `drizzle-orm` resolved from server/node_modules. npm hoisted drizzle-kit to the root
// node_modules but kept drizzle-orm in server/, and drizzle-kit's own `import('drizzle-orm/version')` looks
// only upwards from its own folder. Usage: node scripts/drizzle-kit.mjs generate
import { register } from 'node:module';
import { createRequire } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const serverUrl = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL: serverUrl });
        }
        return next(specifier, context);
      }`),
);
const require = createRequire(import.meta.url);
// ...and for its require() calls: add server/node_modules to the global lookup paths.
process.env.NODE_PATH = new URL('../node_modules', import.meta.url).pathname;
require('node:module').Module._initPaths();
const path = require('node:path');
require(path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs'));
