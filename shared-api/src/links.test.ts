import { createOrderHref, inquiryComment, readCreateOrderLink } from './links';

test('the order form address carries the product, inquiry mode and the comment, and reads them back', () => {
  expect(createOrderHref()).toBe('/orders/create');
  expect(createOrderHref({ productId: 12 })).toBe('/orders/create?product=12');
  const comment = inquiryComment('پسته اکبری', 'محموله پاییز');
  const href = createOrderHref({ productId: 12, inquiry: true, comment });
  expect(readCreateOrderLink(href.split('?')[1])).toEqual({ productId: 12, inquiry: true, comment });
});

test('unreadable presets are left out', () => {
  expect(readCreateOrderLink('product=abc&inquiry=yes&comment=%20%20')).toEqual({});
  expect(readCreateOrderLink('product=0')).toEqual({});
  expect(readCreateOrderLink('product=-3&inquiry=1')).toEqual({ inquiry: true });
});
