// The price list's export and import on /admin/products.
export { PriceListActions } from './price-list-actions';
