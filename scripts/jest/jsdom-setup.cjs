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
// jsdom computes no box sizes either: a padding or border width it does not know is '' where a browser says '0px',
// and the auto-sizing TextArea (its rows from padding + border) would set a height of NaN and log it.
const jsdomComputedStyle = window.getComputedStyle.bind(window);
const BOX_SIZE = /^(padding|border)-(top|right|bottom|left)(-width)?$/;
window.getComputedStyle = (element) => {
  const style = jsdomComputedStyle(element);
  const read = style.getPropertyValue.bind(style);
  style.getPropertyValue = (name) => {
    const value = read(name);
    return value === '' && BOX_SIZE.test(name) ? '0px' : value;
  };
  return style;
};
