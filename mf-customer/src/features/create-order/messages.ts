// Every text of the order form (spec 000 §2 "Create new order", §5 "Order form", §8). Validation texts shared
// with the server come from the rules module; the field labels match the server's "{field} الزامی است" texts.
import { CUSTOMER_INFO_LABELS, MESSAGES } from '@sefaresh/shared-api/rules';

export { CUSTOMER_INFO_LABELS };

export const ORDER_MESSAGES = Object.freeze({
  title: 'ثبت سفارش جدید',
  inquiryTitle: 'استعلام قیمت و ثبت سفارش',
  inquiryHint:
    'این درخواست از صفحه محموله‌های جدید آمده است. محصول و تعداد را بررسی کنید؛ کارشناسان ما پس از بررسی، قیمت را اعلام می‌کنند.',
  // comment and invoice type
  comment: 'توضیحات سفارش',
  commentPlaceholder: 'توضیحات یا درخواست‌های خود را درباره این سفارش بنویسید (اختیاری)',
  invoiceType: 'نوع فاکتور',
  officialHint: 'فاکتور رسمی همراه با مالیات بر ارزش افزوده و با مشخصات خریدار صادر می‌شود.',
  unofficialHint: 'فاکتور غیررسمی بدون مالیات صادر می‌شود.',
  // items
  items: 'اقلام سفارش',
  addItem: 'افزودن محصول',
  itemTitle: (n: string) => `محصول ${n}`,
  removeItem: (n: string) => `حذف محصول ${n}`,
  category: 'دسته‌بندی',
  categoryPlaceholder: 'انتخاب دسته‌بندی',
  product: 'محصول',
  productPlaceholder: 'انتخاب محصول',
  chooseCategoryFirst: 'ابتدا دسته‌بندی را انتخاب کنید',
  noProductsInCategory: 'محصول موجودی در این دسته‌بندی نیست',
  stock: (n: string) => `موجودی: ${n}`,
  overStock: (n: string) =>
    `تعداد درخواستی از موجودی فعلی انبار (${n}) بیشتر است؛ می‌توانید سفارش را ثبت کنید، اما تأمین همه آن تضمین نمی‌شود`,
  quantity: 'تعداد',
  notes: 'توضیحات این محصول (اختیاری)',
  notesPlaceholder: 'مثلاً نوع بسته‌بندی یا درجه کیفیت',
  // official-invoice block
  customerInfo: 'اطلاعات خریدار برای فاکتور رسمی',
  customerInfoHint: 'این اطلاعات روی فاکتور رسمی درج می‌شود.',
  optional: (label: string) => `${label} (اختیاری)`,
  // actions
  submit: 'ثبت سفارش',
  cancel: 'انصراف',
  // loading
  loadingCatalogue: 'در حال بارگذاری محصولات…',
  loadingInvoiceInfo: 'در حال دریافت اطلاعات فاکتور…',
  retry: 'تلاش دوباره',
  categoriesLoadTitle: 'خطا در بارگذاری دسته‌بندی‌ها',
  productsLoadTitle: 'خطا در بارگذاری محصولات',
  // validation (shared with the server)
  atLeastOneProduct: MESSAGES.atLeastOneProduct,
  productNotFound: MESSAGES.productNotFound,
  quantityMin: MESSAGES.quantityMin,
  required: MESSAGES.required,
  officialInfoIncomplete: MESSAGES.officialInfoIncomplete,
  // submit errors (spec 000 §8, order create)
  createFailed: 'خطا در ثبت سفارش',
});

/** Spec 000 §8, category load: invalid format, no response, 404, 403, 401, 5xx and no connection, with codes. */
export const CATEGORY_LOAD_ERRORS = Object.freeze({
  invalidFormat: 'فرمت پاسخ دسته‌بندی‌ها نامعتبر است',
  noResponse: 'پاسخی از سرور دریافت نشد؛ لطفاً دوباره تلاش کنید',
  notFound: (code: string) => `آدرس دسته‌بندی‌ها روی سرور پیدا نشد (کد ${code})`,
  forbidden: (code: string) => `اجازه دسترسی به دسته‌بندی‌ها را ندارید (کد ${code})`,
  unauthorized: (code: string) => `برای دریافت دسته‌بندی‌ها لطفاً دوباره وارد شوید (کد ${code})`,
  server: (code: string) => `خطای سرور در دریافت دسته‌بندی‌ها (کد ${code})`,
  noConnection: 'اتصال به سرور برقرار نشد؛ لطفاً اینترنت خود را بررسی کنید',
  other: (code: string) => `خطا در دریافت دسته‌بندی‌ها (کد ${code})`,
});

/** Spec 000 §8, products load: invalid format, else the server's message. */
export const PRODUCT_LOAD_ERRORS = Object.freeze({
  invalidFormat: 'فرمت پاسخ محصولات نامعتبر است',
  fallback: 'خطا در دریافت فهرست محصولات',
});
