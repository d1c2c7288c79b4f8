export { DealerPanel } from './dealer-panel';
export type { DealerPanelProps } from './dealer-panel';
export { AUTO_REFRESH_MS } from './use-assigned-orders';
