// Persian messages of the announcement calls (spec 002 §5, §8).
import { toPersianDigits } from '@sefaresh/shared-api/rules';

export const ANNOUNCEMENT_MESSAGES = Object.freeze({
  bulkDone: (n: number) => `عملیات روی ${toPersianDigits(n)} اطلاعیه انجام شد`,
  notFound: 'اطلاعیه محموله پیدا نشد',
  titleRequired: 'عنوان اطلاعیه الزامی است',
  descriptionRequired: 'توضیحات الزامی است',
  noneSelected: 'هیچ اطلاعیه‌ای انتخاب نشده است',
  productsNotFound: 'برخی از محصولات انتخاب‌شده پیدا نشدند',
  arrivalBeforeShipment: 'تاریخ رسیدن نمی‌تواند پیش از تاریخ ارسال باشد',
});
