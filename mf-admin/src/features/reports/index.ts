export { ReportsHubPage } from './reports-hub-page';
export { OrdersReportPage } from './orders-report-page';
export { DealerSalesPage } from './dealer-sales-page';
export { CommissionAnalysisPage } from './commission-analysis-page';
