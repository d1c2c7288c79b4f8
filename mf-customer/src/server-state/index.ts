export { isSessionEnded } from './session';
export { useLiveOrders } from './live-orders';
export { FIRST_ORDERS_FRESH_MS, prefetchFirstOrders, takeAreaQueryClient } from './preload';
