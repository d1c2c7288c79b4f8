// Every text of the quote history: versions, their validity and acceptance, and the changes between two
// versions. Numbers and dates come in already written with Persian digits.
export const QUOTE_HISTORY_TEXTS = Object.freeze({
  title: 'نسخه‌های پیش‌فاکتور',
  version: (n: string) => `نسخه ${n}`,
  current: 'نسخه فعلی',
  validUntil: (date: string) => `معتبر تا پایان روز ${date}`,
  expired: 'منقضی شده',
  expiredOn: (date: string) => `اعتبار پیش‌فاکتور در ${date} به پایان رسید`,
  pricedBy: (name: string, date: string) => (name ? `قیمت‌گذاری ${name}، ${date}` : `قیمت‌گذاری ${date}`),
  total: 'مبلغ کل',
  totalWithTax: 'مبلغ کل با مالیات',
  accepted: (version: string, date: string) => `پذیرفته‌شده: نسخه ${version}، ${date}`,
  fingerprint: 'اثر انگشت سند',
  download: (n: string) => `دانلود پیش‌فاکتور نسخه ${n}`,
  changesTitle: (from: string, to: string) => `تغییرات نسخه ${to} نسبت به نسخه ${from}`,
  noChanges: 'قیمت‌ها و تعدادها تغییری نکرده است',
  earlier: 'نسخه‌های قبلی',
  // the kinds of change
  added: 'به سفارش اضافه شد',
  removed: 'از سفارش حذف شد',
  quantity: 'تعداد',
  optionAdded: (term: string) => `گزینه «${term}» اضافه شد`,
  optionRemoved: (term: string) => `گزینه «${term}» حذف شد`,
  unitPrice: (term: string) => `قیمت واحد «${term}»`,
  discount: (term: string) => `تخفیف «${term}»`,
  down: 'کاهش',
  up: 'افزایش',
  /** A value's old and new reading: «۱۰ ← ۸» (right to left: from, arrow, to). */
  fromTo: (from: string, to: string) => `${from} ← ${to}`,
});
