import { CUSTOMER_INFO_CASES, VALID_CUSTOMER_INFO } from '../testing/customer-info-cases';
import {
  CUSTOMER_INFO_FIELDS,
  INVOICE_INFO_REQUIRED_FIELDS,
  MESSAGES,
  checkCustomerInfo,
  emptyCustomerInfo,
  isInvoiceInfoComplete,
  toPersianDigits,
} from './index';

describe('customer info', () => {
  it('an empty value has every field, blank', () => {
    const info = emptyCustomerInfo({ name: 'علی', phone: null });
    expect(Object.keys(info)).toEqual([...CUSTOMER_INFO_FIELDS]);
    expect(info.name).toBe('علی');
    expect(info.phone).toBe('');
  });
  it('is complete with national id, address and postal code; blank or spaces count as missing', () => {
    const full = emptyCustomerInfo({
      national_id: '0012345678',
      complete_address: 'تهران',
      postal_code: '1234567890',
    });
    expect(isInvoiceInfoComplete(full)).toBe(true);
    expect(isInvoiceInfoComplete({ ...full, complete_address: '   ' })).toBe(false);
    expect(isInvoiceInfoComplete({ ...full, postal_code: '' })).toBe(false);
  });
});

describe('checkCustomerInfo', () => {
  it.each(CUSTOMER_INFO_CASES)('$field «$typed» → $stored$problem', ({ field, typed, stored, problem }) => {
    const checked = checkCustomerInfo({ ...VALID_CUSTOMER_INFO, [field]: typed });
    if (problem) expect(checked.problems).toEqual({ [field]: problem });
    else expect(checked.info?.[field]).toBe(stored);
  });

  it('an official order needs every required field; the invoice-info form only name and phone', () => {
    const blank = emptyCustomerInfo();
    expect(checkCustomerInfo(blank).problems).toEqual({
      name: 'نام الزامی است',
      phone: 'شماره موبایل الزامی است',
      national_id: 'شناسه/کد ملی الزامی است',
      postal_code: 'کد پستی الزامی است',
      complete_address: 'آدرس کامل الزامی است',
      province: 'استان الزامی است',
      city: 'شهر الزامی است',
    });
    expect(checkCustomerInfo(blank, INVOICE_INFO_REQUIRED_FIELDS).problems).toEqual({
      name: 'نام الزامی است',
      phone: 'شماره موبایل الزامی است',
    });
    expect(
      checkCustomerInfo({ name: ' علی ', phone: '0912 345 6789' }, INVOICE_INFO_REQUIRED_FIELDS).info,
    ).toEqual(emptyCustomerInfo({ name: 'علی', phone: '09123456789' }));
  });

  it('the messages object carries the customer-info problems', () => {
    expect(MESSAGES.mobileInvalid).toBe('شماره موبایل باید با ۰۹ شروع شود و ۱۱ رقم باشد');
  });
});

describe('toPersianDigits', () => {
  it('writes ASCII digits as Persian digits and keeps the rest', () => {
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
    expect(toPersianDigits('P-12.5')).toBe('P-۱۲.۵');
  });
});
