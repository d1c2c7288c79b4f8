// Webhooks: the event types an endpoint may receive, their Persian names, and the limits of an endpoint. Shared
// by the server and the admin page.

export const WEBHOOK_EVENTS = Object.freeze([
  'order.created',
  'order.priced',
  'order.revision_requested',
  'order.confirmed',
  'receipt.uploaded',
  'payment.verified',
  'payment.rejected',
  'order.completed',
  'order.cancelled',
  'order.rejected',
  'commission.calculated',
  'commission.paid',
  'product.changed',
] as const);
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The type of the event the test button sends; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, string>> =
  Object.freeze({
    'order.created': 'ثبت سفارش',
    'order.priced': 'قیمت‌گذاری سفارش',
    'order.revision_requested': 'درخواست اصلاح قیمت',
    'order.confirmed': 'تأیید سفارش',
    'receipt.uploaded': 'بارگذاری رسید پرداخت',
    'payment.verified': 'تأیید پرداخت',
    'payment.rejected': 'رد پرداخت',
    'order.completed': 'تکمیل سفارش',
    'order.cancelled': 'لغو سفارش',
    'order.rejected': 'رد سفارش',
    'commission.calculated': 'محاسبه کمیسیون',
    'commission.paid': 'پرداخت کمیسیون',
    'product.changed': 'تغییر محصول',
    'webhook.test': 'رویداد آزمایشی',
  });

export const WEBHOOK_URL_MAX = 2000;
/** The header that carries `t=<unix time>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Sefaresh-Signature';
/** Every secret starts with this. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** How much of a receiver's answer a delivery keeps. */
export const WEBHOOK_RESPONSE_KEEP = 500;
