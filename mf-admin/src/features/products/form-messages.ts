// The texts of the product form (spec 002 §5); the image rules' texts are in image-list.ts.
import { toPersianDigits } from '@sefaresh/shared-ui';

export const FORM_TEXTS = Object.freeze({
  createTitle: 'افزودن محصول جدید',
  editTitle: (name: string) => `ویرایش «${name}»`,
  add: 'افزودن محصول',
  name: 'نام محصول',
  nameRequired: 'نام محصول الزامی است',
  category: 'دسته‌بندی',
  categoryRequired: 'دسته‌بندی محصول را انتخاب کنید',
  basePrice: 'قیمت پایه (ریال)',
  taxRate: 'نرخ مالیات (درصد)',
  stock: 'موجودی',
  weight: 'وزن (کیلوگرم)',
  origin: 'مبدأ',
  active: 'فعال',
  featured: 'ویژه',
  description: 'توضیحات',
  images: 'تصاویر محصول',
  chooseImages: 'انتخاب تصاویر',
  primary: 'تصویر اصلی',
  imageN: (n: number) => `تصویر ${toPersianDigits(n)}`,
  up: (n: number) => `جابه‌جایی تصویر ${toPersianDigits(n)} به بالا`,
  down: (n: number) => `جابه‌جایی تصویر ${toPersianDigits(n)} به پایین`,
  remove: (n: number) => `حذف تصویر ${toPersianDigits(n)}`,
  removeShort: 'حذف',
  saveFailed: 'ذخیره محصول ممکن نشد',
});
