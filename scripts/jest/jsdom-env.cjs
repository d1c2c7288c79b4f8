// jsdom with Node's fetch family, so ky talks to real HTTP servers started by the tests.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'AbortController', 'AbortSignal', 'ReadableStream', 'TransformStream', 'TextEncoder', 'TextDecoder', 'structuredClone']) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}
module.exports = JsdomWithFetch;
