import {
  divRoundHalfUp,
  lineAmounts,
  lineTax,
  lineTotal,
  orderTotals,
  percentHundredths,
} from '@sefaresh/shared-api/rules';

describe('order money (exact, BigInt)', () => {
  test('percentages with up to 2 decimals', () => {
    expect(percentHundredths('12.5')).toBe(1250n);
    expect(percentHundredths(12.5)).toBe(1250n);
    expect(percentHundredths('10.00')).toBe(1000n);
    expect(percentHundredths('0')).toBe(0n);
    expect(percentHundredths('7.25')).toBe(725n);
    expect(() => percentHundredths('1.234')).toThrow(RangeError);
    expect(() => percentHundredths('-1')).toThrow(RangeError);
  });

  test('half-up division', () => {
    expect(divRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divRoundHalfUp(7n, 4n)).toBe(2n);
    expect(divRoundHalfUp(5n, 4n)).toBe(1n);
    expect(divRoundHalfUp(0n, 4n)).toBe(0n);
  });

  test('18,500,000 × 3 × (1 − 12.5%) = 48,562,500; tax 10% = 4,856,250', () => {
    const total = lineTotal('18500000', 3, '12.5');
    expect(total).toBe(48_562_500n);
    expect(lineTax(total, '10.00', true)).toBe(4_856_250n);
    expect(lineTax(total, null, true)).toBe(4_856_250n);
    expect(lineTax(total, '10', false)).toBe(0n);
    expect(
      lineAmounts({ unitPrice: '18500000', quantity: 3, discountPercentage: '12.5', taxRate: null }, true),
    ).toEqual({
      total: 48_562_500n,
      tax: 4_856_250n,
      totalWithTax: 53_418_750n,
    });
  });

  test('rounds .5 up, below .5 down', () => {
    // 1001 × 1 × 0.5 = 500.5 → 501
    expect(lineTotal('1001', 1, '50')).toBe(501n);
    // 999 × 1 × (1 − 0.25%) = 996.5025 → 997
    expect(lineTotal('999', 1, '0.25')).toBe(997n);
    // 101 × 1 × (1 − 0.01%) = 100.9899 → 101
    expect(lineTotal('101', 1, '0.01')).toBe(101n);
    // tax 9% of 5 = 0.45 → 0; of 50 = 4.5 → 5
    expect(lineTax(5n, '9', true)).toBe(0n);
    expect(lineTax(50n, '9', true)).toBe(5n);
  });

  test('large amounts stay exact', () => {
    expect(lineTotal('9999999999999', 1000, '33.33')).toBe(6_666_999_999_999_333n);
  });

  test('order totals from the selected options', () => {
    const lines = [
      { unitPrice: '18500000', quantity: 3, discountPercentage: '12.5', taxRate: null },
      { unitPrice: '1001', quantity: 1, discountPercentage: '50', taxRate: '9' },
    ];
    expect(orderTotals(lines, true)).toEqual({
      quotedTotal: 48_563_001n,
      totalWithTax: 48_563_001n + 4_856_250n + 45n,
    });
    expect(orderTotals(lines, false)).toEqual({ quotedTotal: 48_563_001n, totalWithTax: 48_563_001n });
    expect(orderTotals([], true)).toEqual({ quotedTotal: 0n, totalWithTax: 0n });
  });
});
