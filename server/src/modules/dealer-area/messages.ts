// Persian texts of the dealer area (spec 001 §6, §8).
import { toPersianDigits } from '@sefaresh/shared-api/rules';

export const DEALER_AREA_TEXTS = {
  /** 403 for a signed-in user who is neither a dealer nor staff. */
  dealersOnly: 'این بخش فقط برای نمایندگان فروش است',
  /** 404 for an order that does not exist or is not assigned to the calling dealer (spec 001 §8). */
  orderNotFound: 'سفارش پیدا نشد یا به شما اختصاص داده نشده است',
  dealerNotFound: 'نماینده پیدا نشد',
  invalidIds: 'شناسه‌های سفارش باید اعداد صحیح مثبت و جدا شده با ویرگول باشند',
  tooManyIds: (max: number) => `حداکثر ${toPersianDigits(max)} شناسه سفارش در هر درخواست مجاز است`,
  allDealers: 'همه نمایندگان',
} as const;
