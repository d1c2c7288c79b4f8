// jsdom computes styles (for getByRole's hidden and name checks) by matching every CSS rule with nwsapi, whose
// compiled-selector cache is a 1000-entry LRU. A page of this area injects ~1100-1150 antd rules, matched in the
// same order on every call, so the LRU evicts each selector just before it is needed again: every
// getComputedStyle recompiled every selector (60 % of a pricing test's CPU). Spreading the selectors over a few
// nwsapi instances (each with its own cache) keeps them all compiled. Matching itself is unchanged.
const nwsapi = require('nwsapi');

const SHARDS = 4;
const hash = (text) => {
  if (typeof text !== 'string') return 0;
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(h) % SHARDS;
};

// jsdom keeps the instance on the document's implementation object (held under a symbol), created on first use.
const target =
  Object.getOwnPropertySymbols(document)
    .map((key) => document[key])
    .find((value) => value && value._ownerDocument !== undefined) ?? document;
const shards = Array.from({ length: SHARDS }, () => {
  const instance = nwsapi({ document, DOMException: window.DOMException });
  instance.configure({ LOGERRORS: false, VERBOSITY: false, IDS_DUPES: true, MIXEDCASE: true });
  return instance;
});
target._nwsapiDontThrow = { match: (selector, element) => shards[hash(selector)].match(selector, element) };
