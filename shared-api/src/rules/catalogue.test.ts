import { STOCK_STATUS_LABELS, parseProductCode, productCode, stockStatus } from './catalogue';
import { plainNumber } from './money';

test('product codes: written P-<id>, read in either digit script, with or without the prefix', () => {
  expect(productCode(17)).toBe('P-17');
  expect(parseProductCode('P-17')).toBe(17);
  expect(parseProductCode(' p-۱۷ ')).toBe(17);
  expect(parseProductCode('17')).toBe(17);
  expect(parseProductCode('P-0')).toBeNull();
  expect(parseProductCode('P-17x')).toBeNull();
  expect(parseProductCode('P-99999999999')).toBeNull();
});

test('stock status labels and typed numbers with separators', () => {
  expect(STOCK_STATUS_LABELS[stockStatus(0)]).toBe('ناموجود');
  expect(STOCK_STATUS_LABELS[stockStatus(50)]).toBe('کم‌موجودی');
  expect(plainNumber('۱٬۲۰۰٬۰۰۰')).toBe('1200000');
  expect(plainNumber('3,000,000')).toBe('3000000');
  expect(plainNumber('۹٫۵')).toBe('9.5');
});
