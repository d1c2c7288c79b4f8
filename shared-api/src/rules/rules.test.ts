import {
  COMPANY_MAX,
  EMAIL_PATTERN,
  EMAIL_TAKEN_ERROR,
  MESSAGES,
  MOBILE_PATTERN,
  NAME_MAX,
  NAME_MIN,
  NATIONAL_ID_MIN,
  OTP_LENGTH,
  PASSWORD_MIN,
  POSTAL_CODE_PATTERN,
  RECEIPT_UPLOAD,
  emailProblem,
  isMobile,
  isNationalId,
  isPostalCode,
  nameProblem,
  normalizeDigits,
  passwordProblems,
  PUBLISHED_DEMO_PASSWORD,
  phoneProblem,
  normalizePhone,
  customerInfoFieldProblem,
  requiredMessage,
} from './index';

describe('normalizeDigits', () => {
  it('turns Persian digits into ASCII', () => {
    expect(normalizeDigits('۰۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
  });
  it('turns Arabic-Indic digits into ASCII', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });
  it('keeps other characters and mixed input', () => {
    expect(normalizeDigits('کد ۱2٣-x')).toBe('کد 123-x');
    expect(normalizeDigits('')).toBe('');
  });
});

describe('constants', () => {
  it('match the spec', () => {
    expect([NAME_MIN, NAME_MAX, COMPANY_MAX, PASSWORD_MIN, NATIONAL_ID_MIN, OTP_LENGTH]).toEqual([
      2, 50, 100, 8, 8, 6,
    ]);
    expect(RECEIPT_UPLOAD.maxFiles).toBe(10);
    expect(RECEIPT_UPLOAD.maxBytes).toBe(15 * 1024 * 1024);
    expect(RECEIPT_UPLOAD.types).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf']),
    );
    expect(RECEIPT_UPLOAD.extensions).toEqual(['jpeg', 'jpg', 'png', 'gif', 'webp', 'pdf']);
    expect(EMAIL_TAKEN_ERROR).toBe('کاربری با این ایمیل از قبل وجود دارد');
  });
  it('MESSAGES is frozen and Persian', () => {
    expect(Object.isFrozen(MESSAGES)).toBe(true);
    expect(MESSAGES.emailRequired).toBe('وارد کردن ایمیل الزامی است');
    expect(MESSAGES.emailInvalid).toBe('فرمت ایمیل نامعتبر است');
    expect(MESSAGES.nameRequired).toBe('نام و نام خانوادگی الزامی است');
    expect(MESSAGES.fixFormErrors).toBe('لطفاً خطاهای فرم را برطرف کنید');
    for (const text of Object.values(MESSAGES)) expect(text).toMatch(/[\u0600-\u06ff]/);
  });
  it('requiredMessage names the field', () => {
    expect(requiredMessage('کد پستی')).toBe('کد پستی الزامی است');
  });
});

describe('EMAIL_PATTERN / emailProblem', () => {
  it('accepts addresses with @ and a dot', () => {
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true);
    expect(emailProblem(' ali@example.ir ')).toBeNull();
  });
  it('rejects the rest', () => {
    for (const bad of ['a@b', 'ab.co', 'a @b.co', '@b.co']) expect(EMAIL_PATTERN.test(bad)).toBe(false);
    expect(emailProblem('')).toBe(MESSAGES.emailRequired);
    expect(emailProblem('nope')).toBe(MESSAGES.emailInvalid);
  });
});

describe('nameProblem', () => {
  it('requires 2 to 50 characters', () => {
    expect(nameProblem('')).toBe(MESSAGES.nameRequired);
    expect(nameProblem('ع')).toBe(MESSAGES.nameTooShort);
    expect(nameProblem('علی')).toBeNull();
    expect(nameProblem('ا'.repeat(50))).toBeNull();
    expect(nameProblem('ا'.repeat(51))).toBe(MESSAGES.nameTooLong);
  });
});

describe('passwordProblems', () => {
  it('is empty for a valid password', () => {
    expect(passwordProblems('abcd1234')).toEqual([]);
  });
  it('says the password is required when empty', () => {
    expect(passwordProblems('')).toEqual([MESSAGES.passwordRequired]);
    expect(passwordProblems(undefined)).toEqual([MESSAGES.passwordRequired]);
  });
  it('refuses the published demo password, in any case, and a password equal to the email', () => {
    expect(passwordProblems(PUBLISHED_DEMO_PASSWORD)).toEqual([MESSAGES.passwordPublished]);
    expect(passwordProblems(PUBLISHED_DEMO_PASSWORD.toUpperCase())).toEqual([MESSAGES.passwordPublished]);
    expect(passwordProblems('Ali.Rezaei1@x.ir', { email: 'ali.rezaei1@X.IR' })).toEqual([
      MESSAGES.passwordIsEmail,
    ]);
    expect(passwordProblems('Ali.Rezaei1@x.ir', { email: 'other@x.ir' })).toEqual([]);
    expect(passwordProblems('Ali.Rezaei1@x.ir')).toEqual([]);
  });
  it('lists everything that is missing', () => {
    expect(passwordProblems('abc')).toEqual([MESSAGES.passwordTooShort, MESSAGES.passwordNeedsDigit]);
    expect(passwordProblems('12345678')).toEqual([MESSAGES.passwordNeedsLetter]);
    expect(passwordProblems('abcdefgh')).toEqual([MESSAGES.passwordNeedsDigit]);
    expect(passwordProblems('۱۲۳')).toEqual([MESSAGES.passwordTooShort, MESSAGES.passwordNeedsLetter]);
  });
  it('does not count Persian letters as English letters', () => {
    expect(passwordProblems('سلام۱۲۳۴۵۶')).toEqual([MESSAGES.passwordNeedsLetter]);
  });
});

describe('phoneProblem: the one phone rule, a mobile number (09 and 11 digits)', () => {
  it('requires a value unless optional', () => {
    expect(phoneProblem('')).toBe(MESSAGES.phoneRequired);
    expect(phoneProblem('  ')).toBe(MESSAGES.phoneRequired);
    expect(phoneProblem(null)).toBe(MESSAGES.phoneRequired);
    expect(phoneProblem('', { optional: true })).toBeNull();
    expect(phoneProblem('0912', { optional: true })).toBe(MESSAGES.mobileInvalid);
  });
  it('takes a mobile number written with spaces, dashes or +98', () => {
    expect(phoneProblem('0912-345-6789')).toBeNull();
    expect(phoneProblem('+98 912 345 6789')).toBeNull();
    expect(normalizePhone('+98 912 345 6789')).toBe('09123456789');
    expect(normalizePhone('0098-912-345-6789')).toBe('09123456789');
  });
  it('refuses landlines, short, long and lettered numbers with one message', () => {
    for (const phone of [
      '02188776655',
      '2188776655',
      '0912345678',
      '091234567890',
      '0912abc4567',
      '9123456789',
    ])
      expect(phoneProblem(phone)).toBe(MESSAGES.mobileInvalid);
  });
  it('normalises Persian and Arabic digits first', () => {
    expect(phoneProblem('۰۹۱۲۳۴۵۶۷۸۹')).toBeNull();
    expect(phoneProblem('٠٩١٢٣٤٥٦٧٨٩')).toBeNull();
    expect(phoneProblem('۰۹۱۲۳۴۵۶۷۸')).toBe(MESSAGES.mobileInvalid);
  });
  it('is the rule of the invoice forms too', () => {
    expect(customerInfoFieldProblem('phone', '0912 345 6789', true)).toBeNull();
    expect(customerInfoFieldProblem('phone', '02188776655', true)).toBe(MESSAGES.mobileInvalid);
  });
});

describe('order and invoice patterns', () => {
  it('MOBILE_PATTERN is 09 + 9 digits', () => {
    expect(MOBILE_PATTERN.test('09123456789')).toBe(true);
    expect(MOBILE_PATTERN.test('9123456789')).toBe(false);
    expect(MOBILE_PATTERN.test('091234567890')).toBe(false);
    expect(isMobile('۰۹۱۲۳۴۵۶۷۸۹')).toBe(true);
    expect(isMobile('021')).toBe(false);
  });
  it('POSTAL_CODE_PATTERN is exactly 10 digits', () => {
    expect(POSTAL_CODE_PATTERN.test('1234567890')).toBe(true);
    expect(POSTAL_CODE_PATTERN.test('123456789')).toBe(false);
    expect(POSTAL_CODE_PATTERN.test('12345678901')).toBe(false);
    expect(isPostalCode('۱۲۳۴۵۶۷۸۹۰')).toBe(true);
  });
  it('isNationalId needs 8 to 11 digits with a right check digit (identity.test.ts has the detail)', () => {
    expect(isNationalId('1234567')).toBe(false);
    expect(isNationalId('84575948')).toBe(true);
    expect(isNationalId('۰۰۸۴۵۷۵۹۴۸')).toBe(true);
    expect(isNationalId('12345678')).toBe(false);
    expect(isNationalId('8457594a')).toBe(false);
  });
});
