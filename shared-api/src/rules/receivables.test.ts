import {
  amountProblem,
  chequeProblems,
  paidOnProblem,
  tehranDay,
  CHEQUE_STATUSES,
  chequeMayMove,
  customDueDaysProblem,
  fillInstalments,
  instalmentState,
  RECEIVABLE_FIELD_MESSAGES as M,
  sayadIdProblem,
  termDueDays,
  trackingNumberProblem,
} from './index';

describe('termDueDays', () => {
  test('cash by the payment deadline, the fixed terms by 30, 60 and 90 days, custom by its own days', () => {
    expect(termDueDays('instant', null, 3)).toBe(3);
    expect(termDueDays('1_month', null, 3)).toBe(30);
    expect(termDueDays('2_month', null, 3)).toBe(60);
    expect(termDueDays('3_month', 12, 3)).toBe(90);
    expect(termDueDays('custom', 45, 3)).toBe(45);
  });
});

describe('instalmentState', () => {
  const due = '2026-12-01T20:29:59.000Z';
  const before = new Date('2026-12-01T20:00:00Z');
  const after = new Date('2026-12-01T20:30:00Z');
  test('paid in full wins over the date', () => {
    expect(instalmentState(100n, 100n, due, after)).toBe('paid');
    expect(instalmentState(100n, 120n, due, before)).toBe('paid');
  });
  test('unpaid past its due moment is overdue, before it due or partly paid', () => {
    expect(instalmentState(100n, 40n, due, after)).toBe('overdue');
    expect(instalmentState(100n, 40n, due, before)).toBe('partly_paid');
    expect(instalmentState(100n, 0n, due, before)).toBe('due');
  });
});

describe('fillInstalments', () => {
  const plan = [
    { id: 1, amount: 1_000n },
    { id: 2, amount: 5_000n },
    { id: 3, amount: 2_000n },
  ];
  test('an unnamed credit fills the instalments in schedule order', () => {
    const { filled, excess } = fillInstalments(plan, [{ instalmentId: null, amount: 1_500n }]);
    expect([...filled]).toEqual([
      [1, 1_000n],
      [2, 500n],
      [3, 0n],
    ]);
    expect(excess).toBe(0n);
  });
  test('a named credit fills its own instalment first and spills over in schedule order', () => {
    const { filled } = fillInstalments(plan, [{ instalmentId: 3, amount: 2_500n }]);
    expect([...filled]).toEqual([
      [1, 500n],
      [2, 0n],
      [3, 2_000n],
    ]);
  });
  test('named credits go first so an earlier unnamed one does not take their room', () => {
    const { filled } = fillInstalments(plan, [
      { instalmentId: null, amount: 1_000n },
      { instalmentId: 1, amount: 1_000n },
    ]);
    expect([...filled]).toEqual([
      [1, 1_000n],
      [2, 1_000n],
      [3, 0n],
    ]);
  });
  test('what no instalment can take is the excess; already filled room is respected', () => {
    const { filled, excess } = fillInstalments(
      plan,
      [{ instalmentId: 2, amount: 6_000n }],
      new Map([[2, 4_000n]]),
    );
    expect(filled.get(2)).toBe(1_000n);
    expect(filled.get(1)).toBe(1_000n);
    expect(filled.get(3)).toBe(2_000n);
    expect(excess).toBe(2_000n);
  });
  test('exact with 16-digit amounts', () => {
    const big = [{ id: 9, amount: 9_999_999_999_999_999n }];
    const { filled, excess } = fillInstalments(big, [{ instalmentId: null, amount: 9_999_999_999_999_998n }]);
    expect(filled.get(9)).toBe(9_999_999_999_999_998n);
    expect(excess).toBe(0n);
  });
});

describe('the fields of a receipt, a cheque and a custom term', () => {
  test('a Sayad id is exactly 16 digits in either script', () => {
    expect(sayadIdProblem('1234567890123456')).toBeNull();
    expect(sayadIdProblem('۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶')).toBeNull();
    expect(sayadIdProblem('123456789012345')).toBe(M.sayadId);
    expect(sayadIdProblem('12345678901234567')).toBe(M.sayadId);
    expect(sayadIdProblem('12345678901234ab')).toBe(M.sayadId);
  });
  test('a tracking number is optional, else 4 to 30 digits', () => {
    expect(trackingNumberProblem('')).toBeNull();
    expect(trackingNumberProblem('۱۲۳۴۵۶')).toBeNull();
    expect(trackingNumberProblem('123')).toBe(M.trackingNumber);
    expect(trackingNumberProblem('12a456')).toBe(M.trackingNumber);
  });
  test('custom_due_days is required for a custom term only, 1 to 365', () => {
    expect(customDueDaysProblem('1_month', null)).toBeNull();
    expect(customDueDaysProblem('custom', null)).toBe(M.customDueDaysRequired);
    expect(customDueDaysProblem('custom', 0)).toBe(M.customDueDays);
    expect(customDueDaysProblem('custom', 366)).toBe(M.customDueDays);
    expect(customDueDaysProblem('custom', '۴۵')).toBeNull();
  });
  test('cheques move received → deposited → cleared, or to bounced on the way, never back', () => {
    expect(chequeMayMove('received', 'deposited')).toBe(true);
    expect(chequeMayMove('deposited', 'cleared')).toBe(true);
    expect(chequeMayMove('received', 'bounced')).toBe(true);
    expect(chequeMayMove('deposited', 'bounced')).toBe(true);
    expect(chequeMayMove('received', 'cleared')).toBe(false);
    for (const to of CHEQUE_STATUSES) {
      expect(chequeMayMove('cleared', to)).toBe(false);
      expect(chequeMayMove('bounced', to)).toBe(false);
    }
  });
});

describe('the day a receipt was paid on', () => {
  // 20:45 UTC on 27 Nov is already 28 Nov in Tehran (UTC+3:30)
  const lateEvening = new Date('2026-11-27T20:45:00Z');

  test('today is the day in Tehran', () => {
    expect(tehranDay(lateEvening)).toBe('2026-11-28');
    expect(tehranDay(new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-27');
  });

  test('required; today in Tehran and earlier are fine, tomorrow is refused', () => {
    expect(paidOnProblem('', lateEvening)).toBe('تاریخ پرداخت را وارد کنید');
    expect(paidOnProblem(null, lateEvening)).toBe('تاریخ پرداخت را وارد کنید');
    expect(paidOnProblem('2026-11-28', lateEvening)).toBeNull();
    expect(paidOnProblem('2026-10-01', lateEvening)).toBeNull();
    expect(paidOnProblem('2026-11-29', lateEvening)).toBe('تاریخ پرداخت نمی‌تواند در آینده باشد');
  });
});

describe('an amount and a cheque as typed', () => {
  test('an amount: whole rials above zero, in either script, with separators', () => {
    expect(amountProblem('')).toBe('مبلغ پرداختی را وارد کنید');
    expect(amountProblem(undefined)).toBe('مبلغ پرداختی را وارد کنید');
    expect(amountProblem('۱۲٬۰۰۰٬۰۰۰')).toBeNull();
    expect(amountProblem('12,000')).toBeNull();
    expect(amountProblem('0')).toBe('مبلغ باید عددی صحیح و بزرگ‌تر از صفر (ریال) باشد');
    expect(amountProblem('12.5')).toBe('مبلغ باید عددی صحیح و بزرگ‌تر از صفر (ریال) باشد');
    expect(amountProblem('-3')).toBe('مبلغ باید عددی صحیح و بزرگ‌تر از صفر (ریال) باشد');
  });

  test('a cheque: each field with its own sentence; a good one has none', () => {
    expect(chequeProblems({})).toEqual({
      sayad_id: 'شناسه صیادی باید دقیقاً ۱۶ رقم باشد',
      bank: 'نام بانک را وارد کنید',
      drawer_name: 'نام صاحب حساب (صادرکننده چک) را وارد کنید',
      due_date: 'تاریخ سررسید چک را وارد کنید',
      amount: 'مبلغ پرداختی را وارد کنید',
    });
    const good = {
      sayad_id: '۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶',
      bank: 'بانک ملت',
      drawer_name: 'مریم احمدی',
      due_date: '2026-12-22',
      amount: '12000000',
    };
    expect(chequeProblems(good)).toEqual({});
    expect(chequeProblems({ ...good, bank: 'ب'.repeat(101), sayad_id: '123' })).toEqual({
      bank: 'حداکثر ۱۰۰ نویسه مجاز است',
      sayad_id: 'شناسه صیادی باید دقیقاً ۱۶ رقم باشد',
    });
    expect(chequeProblems({ ...good, drawer_name: '   ' })).toEqual({
      drawer_name: 'نام صاحب حساب (صادرکننده چک) را وارد کنید',
    });
  });
});
