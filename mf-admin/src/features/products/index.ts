// The admin products list (/admin/products).
export { AdminProductsPage } from './products-page';
