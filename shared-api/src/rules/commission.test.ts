import { COMMISSION_RATE, COMMISSION_RATE_MESSAGES, commissionRateProblem } from './index';

describe('commission rate', () => {
  it('is above 0, at most 50, in steps of 0.1', () => {
    expect(COMMISSION_RATE).toEqual({ min: 0, max: 50, step: 0.1 });
    expect(commissionRateProblem(0.1)).toBeNull();
    expect(commissionRateProblem('50')).toBeNull();
    expect(commissionRateProblem(0)).toBe(COMMISSION_RATE_MESSAGES.aboveZero);
    expect(commissionRateProblem(-2)).toBe(COMMISSION_RATE_MESSAGES.aboveZero);
    expect(commissionRateProblem(null)).toBe(COMMISSION_RATE_MESSAGES.aboveZero);
    expect(commissionRateProblem('')).toBe(COMMISSION_RATE_MESSAGES.aboveZero);
    expect(commissionRateProblem('abc')).toBe(COMMISSION_RATE_MESSAGES.aboveZero);
    expect(commissionRateProblem(50.1)).toBe(COMMISSION_RATE_MESSAGES.atMostMax);
    expect(COMMISSION_RATE_MESSAGES.atMostMax).toBe('نرخ کمیسیون نمی‌تواند بیشتر از ۵۰٪ باشد');
  });
});
