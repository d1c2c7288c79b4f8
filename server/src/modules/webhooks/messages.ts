// Persian texts of the webhooks: their management, the refusals, and the notice to super admins when an endpoint
// is turned off. Also the English reasons a delivery records when no answer came (shown as they are).
export const WEBHOOK_MESSAGES = Object.freeze({
  notFound: 'وب‌هوک پیدا نشد',
  deliveryNotFound: 'ارسال پیدا نشد',
  urlRequired: 'نشانی وب‌هوک الزامی است',
  urlInvalid: 'نشانی وب‌هوک باید یک نشانی کامل با http:// یا https:// باشد',
  urlCredentials: 'نشانی وب‌هوک نباید نام کاربری یا رمز داشته باشد',
  eventsRequired: 'دست‌کم یک رویداد انتخاب کنید',
  inactive: 'این وب‌هوک خاموش است؛ ابتدا آن را روشن کنید',
  alreadyDelivered: 'این ارسال با موفقیت انجام شده است',
  created: 'وب‌هوک ساخته شد. کلید امضا را اکنون کپی کنید؛ دوباره نمایش داده نمی‌شود',
  updated: 'وب‌هوک ذخیره شد',
  deleted: 'وب‌هوک حذف شد',
  rotated: 'کلید امضای تازه ساخته شد. آن را اکنون کپی کنید؛ دوباره نمایش داده نمی‌شود',
  retryQueued: 'ارسال دوباره در صف قرار گرفت',
  testQueued: 'رویداد آزمایشی در صف ارسال قرار گرفت',
  testMessage: 'این یک رویداد آزمایشی از سامانه ثبت سفارش است',
  disabledSubject: 'وب‌هوک خاموش شد',
  disabledBody: (url: string) =>
    `ارسال به وب‌هوک «${url}» یک روز کامل ناموفق بود و وب‌هوک خاموش شد. پس از رفع مشکل گیرنده، آن را از بخش وب‌هوک‌ها دوباره روشن کنید.`,
});

/** Why an attempt got no answer (recorded in the delivery; not Persian: it is the receiver's operator who reads it). */
export const DELIVERY_ERRORS = Object.freeze({
  blocked: (address: string) => `refused: ${address} is a loopback, private, link-local or metadata address`,
  timeout: (ms: number) => `no answer within ${ms / 1000} s`,
  redirect: (location: string) => `redirect not followed${location ? ` (to ${location})` : ''}`,
  badUrl: 'not an http or https URL',
});
