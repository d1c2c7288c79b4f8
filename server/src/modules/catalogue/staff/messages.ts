// Persian messages of the admin product calls (spec 002 §5, §8; spec README: a product in orders is not deleted).
import {
  CATALOGUE_TEXT_LIMITS as L,
  IMAGE_UPLOAD,
  PRODUCT_FIELD_MESSAGES,
  toPersianDigits as fa,
} from '@sefaresh/shared-api/rules';

const MB = IMAGE_UPLOAD.maxBytes / (1024 * 1024);

export const PRODUCT_MESSAGES = Object.freeze({
  notFound: 'محصول پیدا نشد',
  nameRequired: 'نام محصول الزامی است',
  nameTooLong: `نام محصول نباید بیش از ${fa(L.productName)} کاراکتر باشد`,
  descriptionTooLong: `توضیحات محصول نباید بیش از ${fa(L.productDescription)} کاراکتر باشد`,
  originTooLong: `مبدأ نباید بیش از ${fa(L.productOrigin)} کاراکتر باشد`,
  categoryInvalid: 'دسته‌بندی انتخاب‌شده معتبر نیست',
  // the number fields' sentences are the product form's, from the rules module
  priceRequired: PRODUCT_FIELD_MESSAGES.priceRequired,
  priceInvalid: PRODUCT_FIELD_MESSAGES.priceInvalid,
  stockRequired: PRODUCT_FIELD_MESSAGES.stockRequired,
  stockInvalid: PRODUCT_FIELD_MESSAGES.stockInvalid,
  taxInvalid: PRODUCT_FIELD_MESSAGES.taxInvalid,
  weightInvalid: PRODUCT_FIELD_MESSAGES.weightInvalid,
  flagInvalid: 'مقدار باید true یا false باشد',
  imageRequired: 'لطفاً حداقل یک تصویر انتخاب کنید',
  imagesInvalid: 'برخی از تصاویر قابل قبول نیستند',
  imageType: (name: string) => `فایل «${name}» تصویر JPG، PNG، GIF یا WEBP نیست`,
  imagePixels: (name: string) => `ابعاد تصویر «${name}» بیش از حد مجاز است`,
  imageBroken: (name: string) => `تصویر «${name}» قابل خواندن نیست`,
  imageTooLarge: (name: string) => `حجم فایل «${name}» بیش از ${fa(MB)} مگابایت است`,
  imageTooLargeTitle: `حجم هر تصویر نباید بیش از ${fa(MB)} مگابایت باشد`,
  tooManyImages: `حداکثر ${fa(IMAGE_UPLOAD.maxFiles)} تصویر در هر بار قابل بارگذاری است`,
  imageOrderInvalid: 'ترتیب تصاویر نامعتبر است',
  lastImage: 'محصول باید دست‌کم یک تصویر داشته باشد',
  imageNotFound: 'تصویر پیدا نشد',
  inOrders: 'این محصول در سفارش‌ها استفاده شده است و حذف نمی‌شود؛ به‌جای حذف می‌توانید آن را غیرفعال کنید',
  noneSelected: 'هیچ محصولی انتخاب نشده است',
  bulkDone: (n: number) => `عملیات روی ${fa(n)} محصول انجام شد`,
  bulkKept: (n: number) =>
    `${fa(n)} محصول به دلیل استفاده در سفارش‌ها حذف نشد؛ می‌توانید آن‌ها را غیرفعال کنید`,
  deleted: 'محصول حذف شد',
});
