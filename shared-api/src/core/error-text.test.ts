import { ApiError, errorText } from './errors';

const withBody = (status: number, error?: string) =>
  new ApiError(status, error ?? 'fallback of the client', {}, 'http', error ? { error } : undefined);

describe('errorText', () => {
  it("shows the server's own text before the fallback", () => {
    expect(errorText(withBody(409, 'این کار ممکن نیست'), { fallback: 'خطا' })).toBe('این کار ممکن نیست');
    expect(errorText(withBody(500), { fallback: 'خطا در بارگذاری' })).toBe('خطا در بارگذاری');
  });

  it('uses a text per status when the server sent none, or first when the screen prefers it', () => {
    const byStatus = { 404: 'سفارش یافت نشد یا به شما تخصیص داده نشده است' };
    expect(errorText(withBody(404), { fallback: 'خطا', byStatus })).toBe(byStatus[404]);
    expect(errorText(withBody(404, 'سفارش پیدا نشد'), { fallback: 'خطا', byStatus })).toBe('سفارش پیدا نشد');
    expect(errorText(withBody(404, 'سفارش پیدا نشد'), { fallback: 'خطا', byStatus, prefer: 'status' })).toBe(
      byStatus[404],
    );
  });

  it('says the connection failed when no answer came', () => {
    const network = new ApiError(0, 'خطا در اتصال، لطفاً اینترنت خود را بررسی کنید', {}, 'network');
    expect(errorText(network, { fallback: 'خطا' })).toBe(network.message);
    expect(errorText(network, { fallback: 'خطا', byStatus: { 0: 'پاسخی از سرور نرسید' } })).toBe(
      'پاسخی از سرور نرسید',
    );
  });

  it('builds the fallback from the status when asked, and copes with a non-API error', () => {
    const fallback = (e: ApiError | null) => (e ? `خطای HTTP ${e.status}` : 'خطای ناشناخته');
    expect(errorText(withBody(502), { fallback })).toBe('خطای HTTP 502');
    expect(errorText(new Error('boom'), { fallback })).toBe('خطای ناشناخته');
  });
});
