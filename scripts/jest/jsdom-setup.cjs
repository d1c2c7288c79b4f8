// What antd needs from a browser that jsdom lacks.
require('@testing-library/jest-dom');

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// findBy*/waitFor wait up to 5 s: on the two-core CI machine a page's answer can take longer than the default
// 1 s while other suites run. Waiting longer changes no assertion; nothing here measures speed.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// antd measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom does not support
// (it logs a long error each time); the element's own style is what a browser without that pseudo-element gives.
const jsdomComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => jsdomComputedStyle(element);
