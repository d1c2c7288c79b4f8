// The order form's and the pricing form's limits and problems, checked by the forms and by the server.

/** The order form's limits (spec 000 §5), checked by the form and the server. */
export const ORDER_LIMITS = Object.freeze({ maxItems: 50, maxQuantity: 1_000_000 });

/** The pricing form's problems (spec 001 §5), each naming the product; checked by the admin editor and the server. */
export const PRICING_MESSAGES = Object.freeze({
  notifyRequired:
    'قیمت سفارش تأییدشده فقط با ارسال دوباره برای مشتری قابل تغییر است؛ گزینه «اطلاع به مشتری» را فعال کنید',
  quantity: (name: string) => `تعداد نهایی محصول «${name}» باید عدد صحیح بزرگ‌تر از صفر باشد`,
  termCount: (name: string) => `برای محصول «${name}» باید بین ۱ تا ۱۰ شرایط پرداخت فعال باشد`,
  customLabel: (name: string) => `برای شرایط پرداخت سفارشی محصول «${name}» عنوان لازم است`,
  duplicateTerm: (term: string, name: string) => `شرایط پرداخت «${term}» برای محصول «${name}» تکراری است`,
  unitPrice: (term: string, name: string) =>
    `قیمت واحد «${term}» برای محصول «${name}» باید مبلغی بزرگ‌تر از صفر و به ریال (بدون اعشار) باشد`,
  discount: (name: string) => `تخفیف محصول «${name}» باید بین ۰ تا ۱۰۰ درصد باشد`,
});
