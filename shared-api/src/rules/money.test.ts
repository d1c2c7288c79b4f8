import {
  DEFAULT_TAX_RATE,
  divRoundHalfUp,
  lineAmounts,
  lineTax,
  lineTotal,
  orderTotals,
  parseDiscount,
  parseQuantity,
  parseUnitPrice,
  percentHundredths,
  percentText,
  rials,
} from './index';

describe('exact money', () => {
  it('reads percentages as hundredths and amounts as BigInt', () => {
    expect(percentHundredths('12.5')).toBe(1250n);
    expect(percentHundredths(12.25)).toBe(1225n);
    expect(percentHundredths('10.00')).toBe(1000n);
    expect(percentHundredths('7.500')).toBe(750n);
    expect(() => percentHundredths('1.234')).toThrow(RangeError);
    expect(() => percentHundredths('-1')).toThrow(RangeError);
    expect(rials('18500000.00')).toBe(18500000n);
    expect(() => rials('12.5')).toThrow(RangeError);
  });

  it('rounds half up', () => {
    expect(divRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divRoundHalfUp(7n, 3n)).toBe(2n);
    expect(divRoundHalfUp(4n, 2n)).toBe(2n);
  });

  it('line total: unit × quantity × (1 − discount/100), half-up to whole rials', () => {
    expect(lineTotal('1200000', 10, '5')).toBe(11400000n);
    expect(lineTotal('1000000', 10)).toBe(10000000n);
    // 333 × 1 × 0.875 = 291.375 → 291; 333 × 1 × 0.985 = 328.005 → 328; 3 × 0.5 = 1.5 → 2
    expect(lineTotal('333', 1, '12.5')).toBe(291n);
    expect(lineTotal('333', 1, '1.5')).toBe(328n);
    expect(lineTotal('3', 1, '50')).toBe(2n);
    expect(lineTotal('1000', 3, '100')).toBe(0n);
    expect(() => lineTotal('1000', 1, '100.01')).toThrow(RangeError);
  });

  it('stays exact past 2^53', () => {
    const price = '99999999999999'; // just under the unit price cap
    expect(lineTotal(price, 1_000_000)).toBe(99999999999999000000n);
    expect(lineTotal(price, 1_000_000, '0.01')).toBe(99989999999999000100n);
    // 9007199254740993 (2^53 + 1) is not a double; the arithmetic keeps its last digit
    expect(lineTotal('9007199254740993', 1)).toBe(9007199254740993n);
    expect(lineTax(9007199254740993n, 10, true)).toBe(900719925474099n);
    expect(
      lineAmounts(
        { unitPrice: '9007199254740993', quantity: 3, discountPercentage: '0', taxRate: null },
        true,
      ),
    ).toEqual({ total: 27021597764222979n, tax: 2702159776422298n, totalWithTax: 29723757540645277n });
  });

  it('tax only on official invoices, at the product rate or 10', () => {
    expect(DEFAULT_TAX_RATE).toBe(10);
    expect(lineTax(11400000n, 9, true)).toBe(1026000n);
    expect(lineTax(11400000n, null, true)).toBe(1140000n);
    expect(lineTax(11400000n, 9, false)).toBe(0n);
    expect(lineTax(15n, '10', true)).toBe(2n); // 1.5 → 2
  });

  it('order totals add the lines', () => {
    const lines = [
      { unitPrice: '1200000', quantity: 10, discountPercentage: '5', taxRate: 10 },
      { unitPrice: '4000000', quantity: 5, discountPercentage: 0, taxRate: '9' },
    ];
    expect(orderTotals(lines, true)).toEqual({ quotedTotal: 31400000n, totalWithTax: 34340000n });
    expect(orderTotals(lines, false)).toEqual({ quotedTotal: 31400000n, totalWithTax: 31400000n });
  });
});

describe('parsing what a form carries', () => {
  it('unit prices: whole rials above 0 and below 10^14, Persian digits and separators accepted', () => {
    expect(parseUnitPrice('۱٬۲۰۰٬۰۰۰')).toBe('1200000');
    expect(parseUnitPrice('1,200,000.00')).toBe('1200000');
    expect(parseUnitPrice('99999999999999')).toBe('99999999999999');
    expect(parseUnitPrice('100000000000000')).toBeNull();
    expect(parseUnitPrice('0')).toBeNull();
    expect(parseUnitPrice('12.5')).toBeNull();
    expect(parseUnitPrice('')).toBeNull();
    expect(parseUnitPrice('abc')).toBeNull();
  });

  it('discounts: 0–100 with two decimals, empty is 0, shortest text', () => {
    expect(parseDiscount('')).toBe('0');
    expect(parseDiscount('5.00')).toBe('5');
    expect(parseDiscount('۱۲٫۵')).toBe('12.5');
    expect(parseDiscount('12.25')).toBe('12.25');
    expect(parseDiscount('100')).toBe('100');
    expect(parseDiscount('100.5')).toBeNull();
    expect(parseDiscount('1.234')).toBeNull();
    expect(parseDiscount('-3')).toBeNull();
    expect(percentText(1205n)).toBe('12.05');
  });

  it('quantities: whole numbers of at least 1', () => {
    expect(parseQuantity('۱۰')).toBe(10);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });
});
