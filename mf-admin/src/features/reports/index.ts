export { ReportsHubPage } from './reports-hub-page';
