// Numbers of the admin orders page (spec 002 §2, §9).
export const PAGE_SIZE = 12;
export const SEARCH_DEBOUNCE_MS = 400;
export const COMMENT_PREVIEW_CHARS = 80;
/** Events shown in the details modal. */
export const RECENT_EVENTS = 5;
export const ADMIN_PATH = '/admin';
export const REPORT_PATH = '/admin/reports/orders';
export const editorPath = (id: number) => `/admin/orders/${id}`;
