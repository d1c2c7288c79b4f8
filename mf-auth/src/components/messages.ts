// The texts that more than one page of this area shows.
export const AUTH_PAGE_MESSAGES = Object.freeze({
  backHome: 'بازگشت به صفحه اصلی',
});
