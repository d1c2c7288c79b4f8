// The shapes the receivables components read: the fields of the order answer's payment_schedule, balance and
// cheques and of the statement that they show. shared-ui knows no endpoint; shared-api's Instalment,
// OrderBalance, Cheque and StatementLine fit these.
import type { ChequeStatus, InstalmentState, StatementLineKind } from '@sefaresh/shared-api/rules';

export interface InstalmentView {
  id: number;
  position: number;
  term_display: string;
  due_date: string;
  amount: string;
  paid: string;
  secured: string;
  outstanding: string;
  state: InstalmentState;
}

export interface BalanceView {
  total: string;
  paid: string;
  secured: string;
  outstanding: string;
  overdue: string;
}

export interface ChequeView {
  id: number;
  instalment_id: number | null;
  sayad_id: string;
  bank: string;
  drawer_name: string;
  due_date: string;
  amount: string;
  status: ChequeStatus;
  status_note: string;
}

export interface StatementLineView {
  date: string;
  kind: StatementLineKind;
  order_id: number;
  description: string;
  debit: string;
  credit: string;
  balance: string;
}

export interface StatementTotalsView {
  debit: string;
  credit: string;
  balance: string;
  overdue: string;
}
