// Persian texts shared by the people pages (customers, dealers and staff).
export const PEOPLE_TEXTS = {
  name: 'نام و نام خانوادگی',
  email: 'ایمیل',
  password: 'رمز عبور',
  passwordHint: 'حداقل ۸ کاراکتر شامل حروف و اعداد',
  phone: 'شماره موبایل',
  company: 'نام شرکت',
  isDealer: 'نماینده فروش',
  commissionRate: 'نرخ کمیسیون (درصد)',
  isSuperuser: 'مدیر ارشد',
  isActive: 'حساب فعال',
  create: 'ایجاد',
  cancel: 'انصراف',
  superuserOnly: 'فقط مدیر ارشد می‌تواند این کار را انجام دهد',
} as const;
