import { orderNumberText, parseOrderNumber } from './index';

describe('parseOrderNumber', () => {
  test.each([
    ['123', 123],
    ['۱۲۳', 123],
    ['١٢٣', 123],
    ['#۱۲۳', 123],
    [' # 42 ', 42],
    ['سفارش #۱۲۳', 123],
    ['سفارش شماره ۷', 7],
    ['ORD-15', 15],
    ['ord15', 15],
  ])('%s is order %d', (text, id) => expect(parseOrderNumber(text)).toBe(id));

  test.each(['', 'قهوه', '12a', '0', '#', '1-2', '99999999999', '2147483648'])(
    '%s is not an order number',
    (text) => expect(parseOrderNumber(text)).toBeNull(),
  );

  test('what the screens show reads back as the same order', () => {
    expect(orderNumberText(1405)).toBe('#۱۴۰۵');
    expect(parseOrderNumber(`سفارش ${orderNumberText(1405)}`)).toBe(1405);
  });
});
