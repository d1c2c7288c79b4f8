export { ReceivablesPage } from './receivables-page';
