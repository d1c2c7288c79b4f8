import {
  STOCK_STATUS_LABELS,
  parseProductCode,
  productCode,
  productPriceProblem,
  productStockProblem,
  productTaxRateProblem,
  productWeightProblem,
  stockStatus,
} from './catalogue';
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

test('the product form refuses a price with letters, a negative stock and a tax above 100, in Persian', () => {
  expect(productPriceProblem('')).toBe('قیمت پایه الزامی است');
  expect(productPriceProblem('۲۵۰۰۰۰۰')).toBeNull();
  expect(productPriceProblem('25a')).toBe('قیمت پایه باید عددی صحیح و نامنفی (ریال) باشد');
  expect(productPriceProblem('1'.repeat(15))).toBe('قیمت پایه باید عددی صحیح و نامنفی (ریال) باشد');
  expect(productStockProblem(null)).toBe('موجودی الزامی است');
  expect(productStockProblem(-5)).toBe('موجودی نمی‌تواند منفی باشد');
  expect(productStockProblem(2.5)).toBe('موجودی باید عددی صحیح و نامنفی باشد');
  expect(productStockProblem(0)).toBeNull();
  expect(productStockProblem('۴۰')).toBeNull();
  expect(productTaxRateProblem(null)).toBeNull();
  expect(productTaxRateProblem(9.75)).toBeNull();
  expect(productTaxRateProblem(100)).toBeNull();
  expect(productTaxRateProblem(150)).toBe('نرخ مالیات باید بین ۰ تا ۱۰۰ و با حداکثر دو رقم اعشار باشد');
  expect(productTaxRateProblem(-1)).toBe('نرخ مالیات باید بین ۰ تا ۱۰۰ و با حداکثر دو رقم اعشار باشد');
  expect(productTaxRateProblem(9.125)).toBe('نرخ مالیات باید بین ۰ تا ۱۰۰ و با حداکثر دو رقم اعشار باشد');
  expect(productWeightProblem(1.5)).toBeNull();
  expect(productWeightProblem(-1)).toBe('وزن باید عددی نامنفی با حداکثر یک رقم اعشار باشد');
});
