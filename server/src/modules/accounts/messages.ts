// Persian texts of the accounts endpoints that the shared rules module does not carry.
export const ACCOUNT_MESSAGES = {
  resetRequested: 'اگر حسابی با این ایمیل وجود داشته باشد، کد بازیابی به ایمیل و تلفن همراه آن ارسال شد',
  resetTokenInvalid:
    'مهلت تغییر رمز عبور به پایان رسیده یا درخواست نامعتبر است؛ لطفاً دوباره کد بازیابی بگیرید',
  passwordReset: 'رمز عبور با موفقیت تغییر کرد. اکنون می‌توانید وارد شوید',
  passwordChanged: 'رمز عبور با موفقیت تغییر کرد',
  currentPasswordWrong: 'رمز عبور فعلی اشتباه است',
  newPasswordSameAsCurrent: 'رمز عبور جدید باید با رمز عبور فعلی متفاوت باشد',
  loggedOutEverywhere: 'از همه دستگاه‌ها خارج شدید',
  profileUpdated: 'اطلاعات پروفایل با موفقیت به‌روزرسانی شد',
  googleDisabled: 'ورود با گوگل فعال نیست',
  googleInvalid: 'اعتبار حساب گوگل تأیید نشد. لطفاً دوباره تلاش کنید',
  googleEmailUnverified: 'ایمیل حساب گوگل شما تأیید نشده است',
  googleUnavailable: 'ارتباط با گوگل برقرار نشد. لطفاً کمی بعد دوباره تلاش کنید',
  emailMismatch: 'ایمیل با حساب واردشده مطابقت ندارد',
  googleSignInRequired: 'تکمیل پروفایل فقط پس از ورود با گوگل امکان‌پذیر است',
  profileAlreadyComplete: 'پروفایل شما پیش‌تر تکمیل شده است',
} as const;
