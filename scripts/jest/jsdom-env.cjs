// jsdom with Node's fetch family, so ky talks to real HTTP servers started by the tests.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'File',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'TransformStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'MessagePort',
    ]) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
    // antd's Select and React's scheduler use MessageChannel; Node's ports would keep jest alive, so unref them.
    this.global.MessageChannel = class UnrefMessageChannel {
      constructor() {
        const channel = new MessageChannel();
        for (const port of [channel.port1, channel.port2]) {
          // assigning onmessage would ref the port again, so route it through a listener added before unref()
          let handler = null;
          port.addEventListener('message', (event) => handler?.(event));
          Object.defineProperty(port, 'onmessage', {
            get: () => handler,
            set: (fn) => {
              handler = fn;
            },
            configurable: true,
          });
          port.unref();
        }
        return channel;
      }
    };
  }
}
module.exports = JsdomWithFetch;
