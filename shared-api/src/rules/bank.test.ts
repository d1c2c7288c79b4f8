import {
  groupBankNumber,
  IBAN_MESSAGES,
  ibanFieldProblem,
  normalizeIban,
  ibanProblem,
  isValidCardNumber,
  isValidIban,
  nationalIdLabel,
  NATIONAL_ID_LABELS,
} from './index';

// IBANs that pass the ISO 13616 check (the first is the demo seller's; both computed independently with Python's
// big integers), and card numbers that pass Luhn.
const IBANS = ['IR050170000000123456789012', 'IR820540102680020817909002'];
const CARDS = ['6037991122334455', '6104337812345674'];

describe('IBAN (شبا)', () => {
  it.each(IBANS)('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));
  it('accepts the groups people write, lower-case letters included', () => {
    expect(isValidIban('IR05 0170 0000 0012 3456 7890 12')).toBe(true);
    expect(isValidIban('ir05-0170-0000-0012-3456-7890-12')).toBe(true);
  });
  it('refuses a changed digit or swapped neighbours (check digits)', () => {
    expect(isValidIban('IR050170000000123456789013')).toBe(false);
    expect(isValidIban('IR050170000000123456789021')).toBe(false);
    expect(isValidIban('IR060170000000123456789012')).toBe(false);
    expect(ibanProblem('IR060170000000123456789012')).toBe('check');
  });
  it('refuses another country, another length or letters in the body (shape)', () => {
    expect(ibanProblem('DE050170000000123456789012')).toBe('format');
    expect(ibanProblem('IR05017000000012345678901')).toBe('format');
    expect(ibanProblem('IR0501700000001234567890123')).toBe('format');
    expect(ibanProblem('IR05017000000012345678901X')).toBe('format');
    expect(ibanProblem('')).toBe('format');
    expect(ibanProblem(IBANS[0])).toBeNull();
  });
});

describe('card number (شماره کارت)', () => {
  it.each(CARDS)('accepts %s', (card) => expect(isValidCardNumber(card)).toBe(true));
  it('accepts groups of four', () => expect(isValidCardNumber('6037-9911 2233 4455')).toBe(true));
  it('refuses a wrong check digit, another length and all zeros', () => {
    expect(isValidCardNumber('6037991122334456')).toBe(false);
    expect(isValidCardNumber('603799112233445')).toBe(false);
    expect(isValidCardNumber('60379911223344550')).toBe(false);
    expect(isValidCardNumber('0000000000000000')).toBe(false);
    expect(isValidCardNumber('603799112233445x')).toBe(false);
  });
});

it('groups a card number and an IBAN by four', () => {
  expect(groupBankNumber('6037991122334455')).toBe('6037 9911 2233 4455');
  expect(groupBankNumber('ir050170000000123456789012')).toBe('IR05 0170 0000 0012 3456 7890 12');
});

it("names a person's national code «کد ملی» and a company's national ID «شناسه ملی»", () => {
  expect(nationalIdLabel('0499370899')).toBe(NATIONAL_ID_LABELS.person);
  expect(nationalIdLabel('14006543218')).toBe(NATIONAL_ID_LABELS.company);
  expect(NATIONAL_ID_LABELS).toEqual({ person: 'کد ملی', company: 'شناسه ملی' });
});

describe('an IBAN typed into a form', () => {
  it('reads Persian digits, spaces, dashes and a lower-case ir, and stores it compact', () => {
    expect(normalizeIban('ir05 ۰۱۷۰-۰۰۰۰ ۰۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲')).toBe('IR050170000000123456789012');
    expect(ibanFieldProblem('ir05 ۰۱۷۰-۰۰۰۰ ۰۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲')).toBeNull();
  });
  it('says in Persian what is wrong: the shape, the check digits, or nothing typed', () => {
    expect(ibanFieldProblem('IR0501700000001234567890')).toBe(IBAN_MESSAGES.format);
    expect(ibanFieldProblem('IR060170000000123456789012')).toBe(IBAN_MESSAGES.check);
    expect(ibanFieldProblem('  ')).toBe(IBAN_MESSAGES.required);
    expect(ibanFieldProblem('', { optional: true })).toBeNull();
    expect(ibanFieldProblem('IR06', { optional: true })).toBe(IBAN_MESSAGES.format);
  });
});
