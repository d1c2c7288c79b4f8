import { emptyCustomerInfo, isInvoiceInfoComplete, toPersianDigits, CUSTOMER_INFO_FIELDS } from './index';

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

describe('toPersianDigits', () => {
  it('writes ASCII digits as Persian digits and keeps the rest', () => {
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
    expect(toPersianDigits('P-12.5')).toBe('P-۱۲.۵');
  });
});
