export { DealerPanel } from './dealer-panel';
