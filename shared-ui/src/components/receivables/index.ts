export { PaymentSchedule, InstalmentStateTag, type PaymentScheduleProps } from './payment-schedule';
export { BalanceSummary, type BalanceSummaryProps } from './balance-summary';
export { ChequeList, ChequeStatusTag, sayadIdText, type ChequeListProps } from './cheque-list';
export { StatementTable, type StatementTableProps } from './statement-table';
export { ResponsiveRows, type ResponsiveRowsProps, type RowColumn } from './responsive-rows';
export { RECEIVABLE_TEXTS, INSTALMENT_STATE_COLORS, CHEQUE_STATUS_COLORS } from './receivable-texts';
export type {
  InstalmentView,
  BalanceView,
  ChequeView,
  StatementLineView,
  StatementTotalsView,
} from './receivable-types';
