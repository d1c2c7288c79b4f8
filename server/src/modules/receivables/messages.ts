// Persian texts of receivables: the reminders before a due date and the overdue notice (email and SMS), and what
// the receivables export and the statement print.
import { toPersianDigits as fa } from '@sefaresh/shared-api/rules';
import { chequeDay } from '../cheques/messages';
import { formatAmount, jalaliDate } from '../invoices/pdf-text';

const rialsText = (amount: bigint | string) => `${formatAmount(String(amount))} ریال`;

interface InstalmentNotice {
  orderId: number;
  position: number;
  /** What is left to pay. */
  amount: bigint;
  dueDate: Date;
}

interface ChequeNotice {
  orderId: number;
  sayadId: string;
  amount: string;
  dueDate: string;
}

const letter = (lines: string[]) => ['مشتری گرامی،', '', ...lines, '', 'سامانه ثبت سفارش'].join('\n');

export const REMINDER_NOTICES = {
  instalmentDue: (n: InstalmentNotice) => ({
    subject: `یادآوری سررسید قسط — سفارش شماره ${fa(n.orderId)}`,
    body: letter([
      `قسط ${fa(n.position)} سفارش شماره ${fa(n.orderId)} به مبلغ ${rialsText(n.amount)} تا پایان روز ${jalaliDate(n.dueDate)} سررسید می‌شود.`,
      'پس از پرداخت، رسید آن را در صفحه سفارش بارگذاری کنید.',
    ]),
    sms: `یادآوری: قسط ${fa(n.position)} سفارش ${fa(n.orderId)} به مبلغ ${rialsText(n.amount)} تا ${jalaliDate(n.dueDate)} سررسید می‌شود.`,
  }),
  instalmentOverdue: (n: InstalmentNotice) => ({
    subject: `سررسید قسط گذشته است — سفارش شماره ${fa(n.orderId)}`,
    body: letter([
      `مهلت پرداخت قسط ${fa(n.position)} سفارش شماره ${fa(n.orderId)} در ${jalaliDate(n.dueDate)} به پایان رسید و ${rialsText(n.amount)} از آن پرداخت نشده است.`,
      'لطفاً هرچه زودتر پرداخت کنید و رسید آن را در صفحه سفارش بارگذاری کنید.',
    ]),
    sms: `سررسید قسط ${fa(n.position)} سفارش ${fa(n.orderId)} گذشته است؛ مانده: ${rialsText(n.amount)}. لطفاً پرداخت کنید.`,
  }),
  chequeDue: (c: ChequeNotice) => ({
    subject: `یادآوری سررسید چک — سفارش شماره ${fa(c.orderId)}`,
    body: letter([
      `چک صیادی ${fa(c.sayadId)} به مبلغ ${rialsText(c.amount)} برای سفارش شماره ${fa(c.orderId)} در ${chequeDay(c.dueDate)} سررسید می‌شود.`,
      'لطفاً موجودی حساب را تا آن روز تأمین کنید.',
    ]),
    sms: `یادآوری: چک ${fa(c.sayadId)} سفارش ${fa(c.orderId)} به مبلغ ${rialsText(c.amount)} در ${chequeDay(c.dueDate)} سررسید می‌شود.`,
  }),
} as const;

/** The receivables export's sheets and columns. */
export const RECEIVABLES_EXPORT = {
  instalmentsSheet: 'مطالبات',
  chequesSheet: 'چک‌های قابل واگذاری',
  instalmentHeaders: [
    'شماره سفارش',
    'قسط',
    'مشتری',
    'نماینده',
    'کد نماینده',
    'شرط پرداخت',
    'سررسید',
    'مبلغ قسط (ریال)',
    'پرداخت‌شده (ریال)',
    'تضمین‌شده با چک (ریال)',
    'مانده (ریال)',
    'وضعیت',
    'روز تأخیر',
  ],
  chequeHeaders: [
    'شماره سفارش',
    'مشتری',
    'شناسه صیادی',
    'بانک',
    'صادرکننده',
    'تاریخ چک',
    'مبلغ (ریال)',
    'وضعیت',
  ],
} as const;

/** The statement's lines, its PDF's titles and columns. */
export const STATEMENT_TEXTS = {
  customerNotFound: 'مشتری یافت نشد',
  invoice: (orderId: number) => `فاکتور سفارش شماره ${fa(orderId)}`,
  receipt: (orderId: number, tracking: string | null) =>
    `رسید پرداخت سفارش شماره ${fa(orderId)}${tracking ? ` — شماره پیگیری ${fa(tracking)}` : ''}`,
  chequeCleared: (orderId: number, sayadId: string) =>
    `وصول چک صیادی ${fa(sayadId)} — سفارش شماره ${fa(orderId)}`,
  chequeBounced: (orderId: number, sayadId: string, note: string) =>
    `چک برگشتی ${fa(sayadId)} — سفارش شماره ${fa(orderId)}${note ? ` (${note})` : ''}`,
  title: 'صورت‌حساب',
  customer: 'مشتری',
  company: 'شرکت',
  generated: 'تاریخ تهیه',
  columns: ['تاریخ', 'شرح', 'بدهکار (ریال)', 'بستانکار (ریال)', 'مانده (ریال)'],
  totals: {
    debit: 'جمع بدهکار',
    credit: 'جمع بستانکار',
    balance: 'مانده حساب',
    overdue: 'سررسید گذشته',
  },
  empty: 'گردشی ثبت نشده است',
  fileName: (customerId: number) => `statement-${customerId}.pdf`,
} as const;
