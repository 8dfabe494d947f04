// What jsdom lacks and the apps' libraries expect: TextEncoder (react-router), matchMedia,
// MessageChannel and ResizeObserver (antd).
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
// antd's form fields schedule work through MessageChannel, which jsdom does not provide. Node's
// own MessageChannel keeps jest's event loop alive, so a timer-based pair of ports stands in.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const port = (other) => ({
        onmessage: null,
        postMessage: (data) => setTimeout(() => other().onmessage?.({ data }), 0),
        start() {},
        close() {},
      });
      this.port1 = port(() => this.port2);
      this.port2 = port(() => this.port1);
    }
  };
}
// antd's TextArea measures itself through ResizeObserver, which jsdom does not provide.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
