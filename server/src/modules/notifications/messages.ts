// Persian texts of the messages the server sends.
export const NOTIFICATION_TEXTS = {
  signature: 'سامانه ثبت سفارش',
  passwordResetSubject: 'کد بازیابی رمز عبور — سامانه ثبت سفارش',
  passwordResetSms: (code: string) => `کد بازیابی رمز عبور شما: ${code} — سامانه ثبت سفارش`,
  passwordResetEmail: (name: string, code: string, minutes: number) =>
    [
      `${name} گرامی،`,
      '',
      `کد بازیابی رمز عبور شما: ${code}`,
      `این کد ${minutes} دقیقه اعتبار دارد و فقط یک بار قابل استفاده است.`,
      'اگر شما درخواست بازیابی رمز عبور نداده‌اید، این پیام را نادیده بگیرید.',
      '',
      'سامانه ثبت سفارش',
    ].join('\n'),
} as const;

/** The code replaced by asterisks, for the notification history. */
export const maskCode = (text: string, code: string) => text.split(code).join('*'.repeat(code.length));
