// Persian texts of the price list's export and import: sheet names, the problems of a file, a row or a cell.
import { PRICE_LIST_IMPORT, toPersianDigits as fa } from '@sefaresh/shared-api/rules';

const MB = PRICE_LIST_IMPORT.maxBytes / (1024 * 1024);

export const PRICE_LIST_MESSAGES = Object.freeze({
  sheetName: 'فهرست قیمت',
  helpSheetName: 'راهنما',
  helpColumn: 'ستون',
  helpText: 'توضیح',
  yes: 'بله',
  no: 'خیر',
  fileRequired: 'فایل Excel فهرست قیمت را انتخاب کنید',
  fileTooLarge: `حجم فایل نباید بیش از ${fa(MB)} مگابایت باشد`,
  notXlsx: 'فایل باید Excel با پسوند xlsx باشد',
  unreadable: 'فایل Excel قابل خواندن نیست',
  noSheet: 'فایل هیچ برگه‌ای ندارد',
  missingColumns: (names: string[]) => `ستون‌های لازم در سطر اول فایل پیدا نشد: ${names.join('، ')}`,
  tooManyRows: `فایل بیش از ${fa(PRICE_LIST_IMPORT.maxRows)} سطر دارد؛ آن را در چند فایل وارد کنید`,
  noRows: 'فایل هیچ سطر محصولی ندارد',
  hasErrors: 'فایل خطا دارد و هیچ تغییری اعمال نشد؛ پیش‌نمایش را ببینید و خطاها را برطرف کنید',
  codeInvalid: (code: string) => `کد «${code}» معتبر نیست؛ کد محصول به شکل P-17 است`,
  codeUnknown: (code: string) => `محصولی با کد «${code}» وجود ندارد`,
  codeDuplicate: (row: number) => `این کد در سطر ${fa(row)} هم آمده است`,
  categoryUnknown: (name: string) => `دسته‌بندی «${name}» وجود ندارد`,
  activeInvalid: 'مقدار ستون «فعال» باید «بله» یا «خیر» باشد',
  formulaWithoutValue:
    'مقدار این فرمول در فایل ذخیره نشده است؛ فایل را در برنامه صفحه‌گسترده باز و دوباره ذخیره کنید',
  cellError: 'این خانه خطای محاسبه دارد',
  priceMoved: (percent: string) => `قیمت ${percent}٪ تغییر کرده است؛ درستی آن را بررسی کنید`,
  logNote: (created: number, updated: number) =>
    `فهرست قیمت از فایل Excel وارد شد: ${fa(created)} محصول جدید، ${fa(updated)} محصول تغییر کرد`,
});
