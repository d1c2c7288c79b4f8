import { PRICE_OFF_FACTOR, medianAmount, priceLooksOff } from './index';

describe('a unit price far off the other terms or the base price', () => {
  it('takes the median of the other terms, of two middle ones the nearer to the price', () => {
    expect(medianAmount([], 5n)).toBeNull();
    expect(medianAmount([3n, 1n, 2n], 100n)).toBe(2n);
    expect(medianAmount([4n, 1n, 2n, 10n], 1n)).toBe(2n);
    expect(medianAmount([4n, 1n, 2n, 10n], 5n)).toBe(4n);
  });

  it('flags only the slipped one of three terms', () => {
    const terms = ['1000000', '1100000', '12000000'];
    const flags = terms.map((t, i) =>
      priceLooksOff(
        t,
        terms.filter((_, k) => k !== i),
      ),
    );
    expect(flags).toEqual([null, null, 'terms']);
  });

  it('flags a slip of a factor of ten against the other terms, either way', () => {
    const others = ['1000000', '1100000', '1200000'];
    expect(priceLooksOff('11000000', others, '1000000')).toBe('terms');
    expect(priceLooksOff('110000', others, '1000000')).toBe('terms');
    expect(priceLooksOff('1150000', others, '1000000')).toBeNull();
    // Persian digits and separators as typed count too
    expect(priceLooksOff('۱۱٬۰۰۰٬۰۰۰', others)).toBe('terms');
  });

  it('is exactly the factor at the edge', () => {
    expect(PRICE_OFF_FACTOR).toBe(5n);
    expect(priceLooksOff('5000000', ['1000000'])).toBe('terms');
    expect(priceLooksOff('4999999', ['1000000'])).toBeNull();
    expect(priceLooksOff('200000', ['1000000'])).toBe('terms');
    expect(priceLooksOff('200001', ['1000000'])).toBeNull();
  });

  it('falls back on the base price when the terms agree or there are none', () => {
    expect(priceLooksOff('18500000', [], '1850000')).toBe('base');
    expect(priceLooksOff('1850000', [], '18500000')).toBe('base');
    expect(priceLooksOff('18500000', [], '18500000')).toBeNull();
    expect(priceLooksOff('10000000', ['10000000'], '1000000')).toBe('base');
    // a product without a base price (0) is not compared
    expect(priceLooksOff('18500000', [], '0')).toBeNull();
  });

  it('leaves out what is not an amount yet', () => {
    expect(priceLooksOff('', ['1000000'], '1000000')).toBeNull();
    expect(priceLooksOff('0', ['1000000'])).toBeNull();
    expect(priceLooksOff('abc', ['1000000'])).toBeNull();
    expect(priceLooksOff('1000000', ['', '0', 'x'], null)).toBeNull();
    expect(priceLooksOff(10_000_000n, [1_000_000n])).toBe('terms');
  });
});
