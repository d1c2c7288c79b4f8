// Read-only API keys for accounting systems: the scopes a key may hold (each opens the staff's read calls of one
// kind), their Persian names, and the key's visible form. Shared by the server and the admin page.

export const API_KEY_SCOPES = Object.freeze([
  'orders:read',
  'invoices:read',
  'customers:read',
  'products:read',
] as const);
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Readonly<Record<ApiKeyScope, string>> = Object.freeze({
  'orders:read': 'خواندن سفارش‌ها',
  'invoices:read': 'دریافت فاکتورها',
  'customers:read': 'خواندن مشتریان',
  'products:read': 'خواندن محصولات',
});

/** Every key starts with this, so a Bearer value is told apart from a sign-in token at a glance. */
export const API_KEY_PREFIX = 'sk_';
export const API_KEY_NAME_MAX = 100;
