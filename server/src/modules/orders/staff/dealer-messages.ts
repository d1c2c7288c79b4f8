// Persian texts of dealer assignment (spec 001 §2.3, §5, §6, §8).

import { toPersianDigits } from '@sefaresh/shared-api/rules';

/** Persian digits, and the Persian decimal separator for rates ('7.5' → '۷٫۵'). */
const fa = (n: number | string) => toPersianDigits(n).replace('.', '٫');

/** A stored rate ('7.50', '5.00') as people write it, with Persian digits: '۷٫۵', '۵'. */
const faRate = (rate: string) => {
  const [whole, frac = ''] = rate.split('.');
  const trimmed = frac.replace(/0+$/, '');
  return fa(trimmed ? `${whole}.${trimmed}` : whole);
};

export const DEALER_TEXTS = {
  chooseDealer: 'لطفاً یک نماینده انتخاب کنید',
  invalidDealer: 'نماینده انتخاب‌شده معتبر نیست',
  ownOrder: 'این سفارش متعلق به خود این نماینده است و نمی‌توان آن را به او واگذار کرد',
  rateNotNumber: 'نرخ کمیسیون باید عدد باشد',
  rateAboveZero: 'نرخ کمیسیون باید بیشتر از صفر باشد',
  rateAtMost50: 'نرخ کمیسیون نمی‌تواند بیشتر از ۵۰٪ باشد',
  rateOneDecimal: 'نرخ کمیسیون حداکثر می‌تواند یک رقم اعشار داشته باشد',
  noDealer: 'این سفارش نماینده‌ای ندارد',
  assigned: (name: string, rate: string) =>
    `نماینده ${name} با نرخ کمیسیون ${faRate(rate)}٪ به سفارش اختصاص یافت`,
  removed: 'نماینده از سفارش حذف شد',
  notesUpdated: 'یادداشت نماینده به‌روزرسانی شد',
  assignedEvent: (name: string, code: string | null, rate: string) =>
    `تعیین نماینده ${name}${code ? ` (${code})` : ''} با نرخ کمیسیون ${faRate(rate)}٪`,
  removedEvent: (name: string) => `حذف نماینده ${name} از سفارش`,
  notesEvent: 'به‌روزرسانی یادداشت نماینده',
} as const;

/** Email subject and body (the SMS carries the body) of the message to the assigned dealer. */
export const DEALER_NOTICES = {
  assigned: (orderId: number, rate: string) => ({
    subject: `سفارش شماره ${fa(orderId)} به شما اختصاص یافت`,
    body: `سفارش شماره ${fa(orderId)} با نرخ کمیسیون ${faRate(rate)}٪ به شما اختصاص یافت. جزئیات سفارش را در پنل نمایندگی سامانه ثبت سفارش ببینید.`,
  }),
} as const;
