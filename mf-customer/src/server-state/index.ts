export { profileKeys, queryKeys } from './keys';
export { isSessionEnded } from './session';
export { useServerData } from './use-server-data';
export { useLiveOrders } from './live-orders';
export { FIRST_ORDERS, listOrders, prefetchFirstOrders } from './first-orders';
