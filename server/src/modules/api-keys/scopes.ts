// Which scope opens which of the staff's read calls, by route pattern. A key reaches nothing else: any other
// route, and every method but GET and HEAD, is refused.
import type { ApiKeyScope } from '@sefaresh/shared-api/rules';

export const API_KEY_ROUTES: Readonly<Record<string, ApiKeyScope>> = Object.freeze({
  '/api/admin/orders/': 'orders:read',
  '/api/admin/orders/export/': 'orders:read',
  '/api/admin/orders/:id/details/': 'orders:read',
  '/api/admin/orders/:id/customer-info/': 'orders:read',
  '/api/orders/:id/': 'orders:read',
  '/api/orders/:id/invoice-status/': 'invoices:read',
  '/api/orders/:id/download-pre-invoice/': 'invoices:read',
  '/api/orders/:id/download-final-invoice/': 'invoices:read',
  '/api/orders/:id/download-invoice/': 'invoices:read',
  '/api/admin/customers/': 'customers:read',
  '/api/admin/customers/:id/details/': 'customers:read',
  '/api/admin/customers/:id/orders/': 'customers:read',
  '/api/admin/products/': 'products:read',
  '/api/admin/products/categories/': 'products:read',
  '/api/admin/products/export/': 'products:read',
});

const READ_METHODS = new Set(['GET', 'HEAD']);

/** 'read-only' for a write, 'scope' for a route the key's scopes do not open, null when allowed. */
export function keyRefusal(
  method: string,
  routeUrl: string | undefined,
  scopes: readonly ApiKeyScope[],
): 'read-only' | 'scope' | null {
  if (!READ_METHODS.has(method)) return 'read-only';
  const scope = routeUrl ? API_KEY_ROUTES[routeUrl] : undefined;
  return scope && scopes.includes(scope) ? null : 'scope';
}

/** onRoute: the routes a key may read list the API key scheme beside the sign-in token in the OpenAPI document. */
export function markApiKeyRoutes(route: { url: string; schema?: { security?: unknown } }) {
  const security = route.schema?.security;
  if (!API_KEY_ROUTES[route.url] || !route.schema || !Array.isArray(security)) return;
  // a GET's HEAD twin shares its schema
  if (security.some((s: Record<string, unknown>) => 'apiKey' in s)) return;
  route.schema.security = [...security, { apiKey: [] }];
}
