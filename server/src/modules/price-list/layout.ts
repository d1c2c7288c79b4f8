// The price list's sheet: one column per product field, in the order the export writes them and the import reads
// them (by header, so moved columns still read). The Persian headers, their widths, and the explanation the second
// sheet gives for each column.
import {
  DEFAULT_TAX_RATE,
  LOW_STOCK_MAX,
  PRICE_LIST_IMPORT,
  toPersianDigits as fa,
} from '@sefaresh/shared-api/rules';

export const PRICE_LIST_FIELDS = [
  'code',
  'name',
  'category',
  'weight',
  'base_price',
  'tax_rate',
  'stock',
  'stock_status',
  'is_active',
] as const;
export type PriceListField = (typeof PRICE_LIST_FIELDS)[number];
/** The fields the import changes (the code names the product, the stock status is only shown). */
export type EditableField = Exclude<PriceListField, 'code' | 'stock_status'>;

export interface ColumnSpec {
  header: string;
  width: number;
  money?: boolean;
  help: string;
}

export const PRICE_LIST_COLUMNS: Record<PriceListField, ColumnSpec> = {
  code: {
    header: 'کد محصول',
    width: 12,
    help: 'شناسه محصول در سامانه (مانند P-17). برای افزودن محصول جدید خالی بگذارید؛ کد را تغییر ندهید.',
  },
  name: { header: 'نام محصول', width: 36, help: 'الزامی؛ حداکثر ۲۰۰ نویسه.' },
  category: {
    header: 'دسته‌بندی',
    width: 18,
    help: 'نام فارسی یکی از دسته‌بندی‌های سامانه (مانند قهوه).',
  },
  weight: {
    header: 'واحد (وزن هر بسته، کیلوگرم)',
    width: 16,
    help: 'وزن هر واحد فروش به کیلوگرم با حداکثر یک رقم اعشار؛ خالی = بدون تغییر (برای محصول جدید ۱).',
  },
  base_price: {
    header: 'قیمت پایه (ریال)',
    width: 20,
    money: true,
    help: `عدد صحیح ریال، بدون اعشار؛ رقم فارسی یا انگلیسی و جداکننده هزارگان پذیرفته است. تغییر بیش از ${fa(PRICE_LIST_IMPORT.warnPriceMovePercent)}٪ هشدار دارد.`,
  },
  tax_rate: {
    header: 'نرخ مالیات (درصد)',
    width: 14,
    help: `بین ۰ تا ۱۰۰ با حداکثر دو رقم اعشار؛ خالی = نرخ پیش‌فرض ${fa(DEFAULT_TAX_RATE)}٪.`,
  },
  stock: { header: 'موجودی', width: 12, help: 'عدد صحیح نامنفی.' },
  stock_status: {
    header: 'وضعیت موجودی',
    width: 14,
    help: `فقط برای نمایش (از روی موجودی: ۰ ناموجود، ۱ تا ${fa(LOW_STOCK_MAX)} کم‌موجودی، بیشتر موجود)؛ هنگام ورود خوانده نمی‌شود.`,
  },
  is_active: { header: 'فعال', width: 8, help: '«بله» یا «خیر».' },
};
