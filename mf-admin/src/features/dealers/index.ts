export { DealersPage } from './dealers-page';
