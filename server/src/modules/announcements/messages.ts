// Persian messages of the announcement calls (spec 002 §5, §8).
import { CATALOGUE_TEXT_LIMITS as L, toPersianDigits } from '@sefaresh/shared-api/rules';

export const ANNOUNCEMENT_MESSAGES = Object.freeze({
  bulkDone: (n: number) => `عملیات روی ${toPersianDigits(n)} اطلاعیه انجام شد`,
  notFound: 'اطلاعیه محموله پیدا نشد',
  titleRequired: 'عنوان اطلاعیه الزامی است',
  descriptionRequired: 'توضیحات الزامی است',
  noneSelected: 'هیچ اطلاعیه‌ای انتخاب نشده است',
  productsNotFound: 'برخی از محصولات انتخاب‌شده پیدا نشدند',
  arrivalBeforeShipment: 'تاریخ رسیدن نمی‌تواند پیش از تاریخ ارسال باشد',
  titleTooLong: `عنوان اطلاعیه نباید بیش از ${toPersianDigits(L.announcementTitle)} کاراکتر باشد`,
  descriptionTooLong: `توضیحات نباید بیش از ${toPersianDigits(L.announcementDescription)} کاراکتر باشد`,
  originTooLong: `کشور مبدأ نباید بیش از ${toPersianDigits(L.announcementOrigin)} کاراکتر باشد`,
  categoriesTooLong: `دسته‌بندی محصولات نباید بیش از ${toPersianDigits(L.announcementCategories)} کاراکتر باشد`,
  tooManyProducts: `حداکثر ${toPersianDigits(L.relatedProducts)} محصول مرتبط قابل انتخاب است`,
  dateInvalid: 'تاریخ باید به شکل YYYY-MM-DD باشد',
  flagInvalid: 'مقدار باید true یا false باشد',
  relatedInvalid: 'فهرست محصولات مرتبط نامعتبر است',
});
