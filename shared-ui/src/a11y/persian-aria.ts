// Screen-reader texts in Persian for the parts of antd that its fa_IR locale does not reach.
// antd writes these in English inside its components, with no prop or locale key to change them:
// - every icon is <span role="img" aria-label="<icon name>"> ("close-circle", "eye-invisible", "down");
// - InputNumber's step handlers are role="button" with aria-label "Increase Value" / "Decrease Value";
// - a focused tab announces "Tab 1 of 3" through a hidden aria-live node.
// The same observer mends the one fault of antd's markup that axe-core rates critical: the tab
// bar's role="tablist" sits on the bar, whose extra content and 'more' menu button are then children a tab list
// may not have; the role moves to the list that holds only the tabs. A table that scrolls sideways (scroll.x) can
// be reached by keyboard to scroll it (axe: scrollable-region-focusable, serious).
// One observer per document (installed by ThemeProvider, so every area and its portalled popups are covered) puts
// the Persian text in place as antd renders them. Icons that carry meaning get a Persian name; the rest are
// decoration beside a text or inside a labelled button, and are hidden from screen readers.
import { toPersianDigits } from '../formatters';

export const PERSIAN_ARIA_TEXTS = Object.freeze({
  increase: 'افزایش مقدار',
  decrease: 'کاهش مقدار',
  clear: 'پاک کردن',
  /** The check mark of a finished step (Steps). */
  stepDone: 'انجام شد',
  tabPosition: (position: string, count: string) =>
    `زبانه ${toPersianDigits(position)} از ${toPersianDigits(count)}`,
  /** Icons that mean something on their own (an icon-only control), by antd's icon name. */
  icons: Object.freeze({
    close: 'بستن',
    search: 'جستجو',
    'eye-invisible': 'نمایش رمز',
    eye: 'پنهان کردن رمز',
    loading: 'در حال بارگذاری',
    delete: 'حذف',
    plus: 'افزودن',
    upload: 'بارگذاری',
    download: 'دریافت',
    more: 'بیشتر',
    ellipsis: 'بیشتر',
  } as Record<string, string>),
});

const TAB_POSITION = /^Tab (\d+) of (\d+)$/;
const STEP_LABELS: Record<string, string> = {
  'Increase Value': PERSIAN_ARIA_TEXTS.increase,
  'Decrease Value': PERSIAN_ARIA_TEXTS.decrease,
};

/** An antd icon still carrying its English icon name as its label. */
function translateIcon(icon: Element) {
  const name = icon.getAttribute('aria-label');
  if (!name || !icon.classList.contains(`anticon-${name}`)) return; // named by us, or done already
  const persian = icon.closest('[class*="-clear"]')
    ? PERSIAN_ARIA_TEXTS.clear
    : name === 'check' && icon.closest('[class*="-steps-item-finish"]')
      ? PERSIAN_ARIA_TEXTS.stepDone
      : PERSIAN_ARIA_TEXTS.icons[name];
  if (persian) {
    icon.setAttribute('aria-label', persian);
  } else {
    icon.removeAttribute('aria-label');
    icon.removeAttribute('role');
    icon.setAttribute('aria-hidden', 'true');
  }
}

function translateTabPosition(node: Element) {
  const match = TAB_POSITION.exec(node.textContent ?? '');
  if (match) node.textContent = PERSIAN_ARIA_TEXTS.tabPosition(match[1], match[2]);
}

/** The tab list role on the element that holds the tabs alone (not the bar with its extra buttons). */
function mendTabList(bar: Element) {
  const list = bar.querySelector(':scope > .ant-tabs-nav-wrap > .ant-tabs-nav-list');
  if (!list) return;
  list.setAttribute('role', 'tablist');
  const orientation = bar.getAttribute('aria-orientation');
  if (orientation) list.setAttribute('aria-orientation', orientation);
  bar.removeAttribute('role');
  bar.removeAttribute('aria-orientation');
}

/** Puts the Persian texts into `root` and everything under it, and mends antd's tab lists. Safe to run again. */
export function persianizeAria(root: ParentNode) {
  const all = (selector: string) => {
    const found = Array.from(root.querySelectorAll(selector));
    return root instanceof Element && root.matches(selector) ? [root, ...found] : found;
  };
  all('.anticon[role="img"][aria-label]').forEach(translateIcon);
  all('[role="button"][aria-label$=" Value"]').forEach((handler) => {
    const persian = STEP_LABELS[handler.getAttribute('aria-label') ?? ''];
    if (persian) handler.setAttribute('aria-label', persian);
  });
  all('[role="tab"] > [aria-live]').forEach(translateTabPosition);
  all('.ant-tabs-nav[role="tablist"]').forEach(mendTabList);
  all('.ant-table-content:not([tabindex])').forEach((region) => {
    const overflow = getComputedStyle(region).overflowX;
    if (overflow === 'auto' || overflow === 'scroll') region.setAttribute('tabindex', '0');
  });
}

interface AriaState {
  users: number;
  observer: MutationObserver | null;
}
/** Kept on the document, not in this module: each area bundles its own copy of shared-ui, and one observer serves all. */
const STATE = Symbol.for('sefaresh.persianAria');
type WithState = Document & { [STATE]?: AriaState };

function observe(doc: Document): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') {
        const parent = record.target.parentElement;
        if (parent?.matches('[role="tab"] > [aria-live]')) translateTabPosition(parent);
        continue;
      }
      if (record.type === 'attributes') {
        if (record.target instanceof Element) persianizeAria(record.target);
        continue;
      }
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) persianizeAria(node);
        else if (node.parentElement?.matches('[role="tab"] > [aria-live]'))
          translateTabPosition(node.parentElement);
      });
    }
  });
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  return observer;
}

/**
 * Starts the document's observer (once, however many providers and areas ask) and returns the function that
 * releases it. The current page is translated at once; later changes as they happen.
 */
export function installPersianAria(doc: Document = document): () => void {
  const holder = doc as WithState;
  const state = (holder[STATE] ??= { users: 0, observer: null });
  state.users += 1;
  if (!state.observer && typeof MutationObserver !== 'undefined') {
    persianizeAria(doc.body);
    state.observer = observe(doc);
  }
  return () => {
    state.users -= 1;
    if (state.users === 0 && state.observer) {
      state.observer.disconnect();
      state.observer = null;
    }
  };
}
