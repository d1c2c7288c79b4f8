// The new-shipments page (/product/newarrivals).
export { NewArrivalsPage } from './new-arrivals-page';
