// The navigation state that carries a list's address to the page opened from it, and back.
const ORDERS_LIST_PATH = '/admin/orders';

export interface ListReturnState {
  /** The list's path and query (filters, page) the page was opened from. */
  returnTo?: string;
  /** Set when coming back: the list restores its scroll position. */
  restoreScroll?: boolean;
}

/** The state to open a page with from the list at this location. */
export const openedFrom = (location: { pathname: string; search: string }): ListReturnState => ({
  returnTo: `${location.pathname}${location.search}`,
});

/**
 * Where a back button goes: the list the page was opened from, when the state names one under `list`
 * (never another site or area), else the list itself.
 */
export function backTarget(state: unknown, list = ORDERS_LIST_PATH): string {
  const returnTo = (state as ListReturnState | null)?.returnTo;
  if (typeof returnTo !== 'string') return list;
  const path = returnTo.split('?')[0];
  return path === list ? returnTo : list;
}
