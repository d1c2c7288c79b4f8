import {
  MESSAGES,
  isEconomicCode,
  isNationalId,
  isValidLegalId,
  isValidNationalCode,
  nationalIdMessage,
  padNationalCode,
} from './index';

// Published examples of valid numbers (they pass the registries' own checkers), and the same with one digit changed.
const NATIONAL_CODES = ['0499370899', '0790419904', '0084575948', '0012345679'];
const LEGAL_IDS = ['10380284790', '10320876545', '14006543218'];

describe('national code (کد ملی)', () => {
  it.each(NATIONAL_CODES)('accepts %s', (code) => expect(isValidNationalCode(code)).toBe(true));
  it('refuses a wrong check digit', () => {
    expect(isValidNationalCode('0499370898')).toBe(false);
    expect(isValidNationalCode('0012345678')).toBe(false);
  });
  it('refuses codes of one repeated digit, even where the sum works out', () => {
    expect(isValidNationalCode('1111111111')).toBe(false);
    expect(isValidNationalCode('0000000000')).toBe(false);
  });
  it('reads 8 or 9 digits with the leading zeros put back', () => {
    expect(padNationalCode('84575948')).toBe('0084575948');
    expect(isValidNationalCode('84575948')).toBe(true);
    expect(isValidNationalCode('499370899')).toBe(true);
    expect(padNationalCode('1234567')).toBe('1234567');
  });
  it('refuses other lengths and non-digits', () => {
    expect(isValidNationalCode('1234567')).toBe(false);
    expect(isValidNationalCode('04993708990')).toBe(false);
    expect(isValidNationalCode('049937089x')).toBe(false);
  });
});

describe('company national ID (شناسه ملی)', () => {
  it.each(LEGAL_IDS)('accepts %s', (code) => expect(isValidLegalId(code)).toBe(true));
  it('refuses a wrong check digit or a changed digit', () => {
    expect(isValidLegalId('10380284791')).toBe(false);
    expect(isValidLegalId('10380384790')).toBe(false);
  });
  it('refuses 10 or 12 digits and IDs with six zeros in the middle', () => {
    expect(isValidLegalId('1038028479')).toBe(false);
    expect(isValidLegalId('103802847901')).toBe(false);
    expect(isValidLegalId('10300000000')).toBe(false);
  });
});

describe('the national id field', () => {
  it('takes a national code or a company ID, in Persian or Arabic digits', () => {
    expect(isNationalId('۰۴۹۹۳۷۰۸۹۹')).toBe(true);
    expect(isNationalId('١٠٣٨٠٢٨٤٧٩٠')).toBe(true);
    expect(isNationalId(' 10380284790 ')).toBe(true);
  });
  it('says whether the length or the check digit is wrong', () => {
    expect(nationalIdMessage('1234567')).toBe(MESSAGES.nationalIdInvalid);
    expect(nationalIdMessage('123456789012')).toBe(MESSAGES.nationalIdInvalid);
    expect(nationalIdMessage('10380284791')).toBe(MESSAGES.nationalIdCheckDigit);
    expect(nationalIdMessage('0499370898')).toBe(MESSAGES.nationalIdCheckDigit);
    expect(nationalIdMessage('0499370899')).toBeNull();
  });
});

describe('economic code (کد اقتصادی)', () => {
  it('takes 12 digits (and the new 11- and 14-digit numbers), nothing else', () => {
    expect(isEconomicCode('411111111111')).toBe(true);
    expect(isEconomicCode('۴۱۱۱۱۱۱۱۱۱۱۱')).toBe(true);
    expect(isEconomicCode('10380284790')).toBe(true);
    expect(isEconomicCode('12345678901234')).toBe(true);
    expect(isEconomicCode('4111111111')).toBe(false);
    expect(isEconomicCode('4111111111111')).toBe(false);
    expect(isEconomicCode('41111111111a')).toBe(false);
  });
  it('names the accepted lengths in Persian', () => {
    expect(MESSAGES.economicIdInvalid).toBe('کد اقتصادی باید ۱۱، ۱۲ یا ۱۴ رقم باشد');
  });
});
