// Persian texts of the orders module.
import {
  INVOICE_TYPE_LABELS,
  PRICING_MESSAGES,
  toPersianDigits,
  type InvoiceType,
} from '@sefaresh/shared-api/rules';

/** Persian digits for ids in message texts. */
const fa = toPersianDigits;

export const ORDER_TEXTS = {
  staffCannotOrder: 'کارکنان نمی‌توانند سفارش ثبت کنند',
  productInactive: (name: string) => `محصول «${name}» فعال نیست و قابل سفارش نیست`,
  productOutOfStock: (name: string) => `محصول «${name}» موجود نیست و قابل سفارش نیست`,
  submittedSubject: (id: number) => `ثبت سفارش شماره ${fa(id)} — سامانه ثبت سفارش`,
  submitted: (id: number) => `سفارش شما با شماره ${fa(id)} ثبت شد و به‌زودی بررسی می‌شود — سامانه ثبت سفارش`,
} as const;

/** Email subject and body (the SMS carries the body) of each message to the customer. */
export const CUSTOMER_NOTICES = {
  pricingReady: (id: number) => ({
    subject: `قیمت سفارش شماره ${fa(id)} آماده است`,
    body: `قیمت‌گذاری سفارش شماره ${fa(id)} انجام شد. لطفاً برای انتخاب شرایط پرداخت و تأیید سفارش به سامانه ثبت سفارش مراجعه کنید.`,
  }),
  confirmed: (id: number) => ({
    subject: `سفارش شماره ${fa(id)} تأیید شد`,
    body: `سفارش شماره ${fa(id)} تأیید شد و پیش‌فاکتور آن صادر شد. لطفاً پس از پرداخت، رسید را در سامانه بارگذاری کنید.`,
  }),
  rejected: (id: number) => ({
    subject: `سفارش شماره ${fa(id)} رد شد`,
    body: `سفارش شماره ${fa(id)} رد شد — سامانه ثبت سفارش`,
  }),
  paymentRejected: (id: number, notes: string) => ({
    subject: `رسید پرداخت سفارش شماره ${fa(id)} تأیید نشد`,
    body: `رسید پرداخت سفارش شماره ${fa(id)} تأیید نشد${notes ? `: ${notes}` : ''}. لطفاً رسید معتبر را دوباره بارگذاری کنید.`,
  }),
  completed: (id: number) => ({
    subject: `سفارش شماره ${fa(id)} تکمیل شد`,
    body: `پرداخت سفارش شماره ${fa(id)} تأیید و سفارش تکمیل شد. فاکتور نهایی در سامانه آماده دریافت است.`,
  }),
  cancelled: (id: number, reason: string) => ({
    subject: `سفارش شماره ${fa(id)} لغو شد`,
    body: `سفارش شماره ${fa(id)} لغو شد. دلیل: ${reason}`,
  }),
} as const;

/** Pricing problems; each names the product (spec 001 §5). */
export const PRICING_TEXTS = {
  ...PRICING_MESSAGES,
  itemNotInOrder: 'این محصول در سفارش نیست یا حذف شده است',
  itemTwice: (name: string) => `محصول «${name}» دو بار آمده است`,
  missingPrice: (name: string) => `قیمت محصول «${name}» وارد نشده است`,
  eventSent: 'قیمت‌گذاری انجام و برای تأیید مشتری ارسال شد',
  eventCorrected: 'قیمت‌ها اصلاح شد',
} as const;

export const STAFF_TEXTS = {
  itemNotFound: 'این محصول در سفارش نیست یا قبلاً حذف شده است',
  lastItem: 'آخرین محصول سفارش قابل حذف نیست؛ در صورت نیاز سفارش را لغو کنید',
  itemRemoved: (productName: string) => `حذف «${productName}» از سفارش توسط مدیر`,
  paymentVerified: 'پرداخت تأیید شد',
  paymentRejected: 'رسید پرداخت تأیید نشد',
  completedOutside: 'تکمیل سفارش (پرداخت خارج از سامانه)',
  reasonRequired: 'دلیل لغو سفارش الزامی است',
  invoiceTypeUnchanged: 'نوع فاکتور تغییری نکرد',
  invoiceTypeChanged: (type: InvoiceType) => `نوع فاکتور به «${INVOICE_TYPE_LABELS[type]}» تغییر کرد`,
  invoiceTypeEvent: (type: InvoiceType) => `تغییر نوع فاکتور به ${INVOICE_TYPE_LABELS[type]}`,
} as const;

export const CUSTOMER_TEXTS = {
  optionNotFound: 'گزینه قیمت انتخاب‌شده برای این محصول یافت نشد',
  chooseOption: (name: string) => `برای محصول «${name}» یک گزینه قیمت انتخاب کنید`,
  selectionsIncomplete: 'لطفاً برای همه محصولات یک گزینه قیمت انتخاب کنید',
  finalizedEvent: 'انتخاب‌ها توسط مشتری نهایی و پیش‌فاکتور صادر شد',
  reasonRequired: 'دلیل رد سفارش الزامی است',
  itemNotFound: 'این محصول در سفارش نیست یا قبلاً حذف شده است',
  lastItemNeedsReject: 'این آخرین محصول سفارش است؛ حذف آن کل سفارش را رد می‌کند و دلیل آن لازم است',
  itemRemovedEvent: (productName: string) => `حذف «${productName}» از سفارش توسط مشتری`,
} as const;
