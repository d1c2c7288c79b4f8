// Texts of the schedule, balance, cheque and statement components. The states' and kinds' labels are the rules
// module's (INSTALMENT_STATE_LABELS, CHEQUE_STATUS_LABELS, STATEMENT_LINE_LABELS).
import type { ChequeStatus, InstalmentState } from '@sefaresh/shared-api/rules';
import { toPersianDigits } from '../../formatters';

export const RECEIVABLE_TEXTS = Object.freeze({
  schedule: 'برنامه پرداخت',
  noSchedule: 'برنامه پرداخت پس از تأیید سفارش ساخته می‌شود',
  position: 'قسط',
  instalment: (position: number) => `قسط ${toPersianDigits(position)}`,
  term: 'شرط پرداخت',
  dueDate: 'سررسید',
  amount: 'مبلغ',
  paid: 'پرداخت شده',
  secured: 'در تضمین چک',
  outstanding: 'مانده',
  state: 'وضعیت',

  balance: 'وضعیت حساب سفارش',
  total: 'جمع کل',
  overdue: 'سررسید گذشته',

  cheques: 'چک‌ها',
  noCheques: 'چکی ثبت نشده است',
  cheque: (sayadId: string) => `چک ${sayadId}`,
  sayadId: 'شناسه صیادی',
  bank: 'بانک',
  drawer: 'صادرکننده',
  note: 'توضیح',
  actions: 'عملیات',

  statement: 'صورت‌حساب',
  noLines: 'هنوز گردشی ثبت نشده است',
  date: 'تاریخ',
  kind: 'نوع',
  description: 'شرح',
  order: 'سفارش',
  orderNumber: (id: number) => `#${toPersianDigits(id)}`,
  debit: 'بدهکار',
  credit: 'بستانکار',
  runningBalance: 'مانده',
  totals: 'جمع',
});

export const INSTALMENT_STATE_COLORS: Readonly<Record<InstalmentState, string>> = Object.freeze({
  due: 'blue',
  partly_paid: 'gold',
  paid: 'green',
  overdue: 'red',
});

export const CHEQUE_STATUS_COLORS: Readonly<Record<ChequeStatus, string>> = Object.freeze({
  received: 'blue',
  deposited: 'geekblue',
  cleared: 'green',
  bounced: 'red',
});
