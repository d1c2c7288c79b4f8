// The public catalogue (/product).
export { CataloguePage } from './catalogue-page';
