// Persian texts of the API keys: their management and the refusals a key's request gets.
export const API_KEY_MESSAGES = Object.freeze({
  invalid: 'کلید API نامعتبر است یا لغو شده است',
  readOnly: 'کلید API فقط اجازه خواندن دارد',
  outOfScope: 'این کلید API اجازه دسترسی به این بخش را ندارد',
  tooMany: 'تعداد درخواست‌های این کلید API بیش از حد مجاز است. لطفاً کمی بعد دوباره تلاش کنید',
  notFound: 'کلید API پیدا نشد',
  alreadyRevoked: 'این کلید API قبلاً لغو شده است',
  nameRequired: 'نام کلید الزامی است',
  scopesRequired: 'دست‌کم یک دسترسی انتخاب کنید',
  created: (name: string) => `کلید API «${name}» ساخته شد`,
  revoked: (name: string) => `کلید API «${name}» لغو شد`,
});
