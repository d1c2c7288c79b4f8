// Renders invoices and reads them back with poppler (pdftotext -bbox, pdfinfo); PNGs go to test/artifacts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAYMENT_DEADLINE_TEXTS } from '@sefaresh/shared-api/rules';
import { renderInvoicePdf, type InvoiceDocument, type InvoiceLine } from '../src/modules/invoices/pdf';
import { formatAmount, formatPercent, visualPieces } from '../src/modules/invoices/pdf-text';
import { findRtlPhrase, readWords, type Word } from './pdf-words';

const ARTIFACTS = path.join(path.dirname(new URL(import.meta.url).pathname), 'artifacts');
const tmp = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));

const texts = (words: Word[]) => words.map((w) => w.text);

async function render(name: string, doc: InvoiceDocument): Promise<{ pdf: string; words: Word[] }> {
  const pdf = path.join(tmp, `${name}.pdf`);
  writeFileSync(pdf, new Uint8Array(await renderInvoicePdf(doc)));
  mkdirSync(ARTIFACTS, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', pdf, path.join(ARTIFACTS, name)]);
  return { pdf, words: readWords(pdf) };
}

const info = (pdf: string) => execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
const pages = (pdf: string) => Number(/Pages:\s+(\d+)/.exec(info(pdf))![1]);

const LINES: InvoiceLine[] = [
  {
    row: 1,
    product_name: 'قهوه اسپرسو ایتالیایی',
    product_code: 'P-12',
    quantity: 10,
    term_display: 'نقدی',
    unit_price: '18500000',
    discount_percentage: '12.50',
    discount_amount: '23125000',
    total_price: '161875000',
    tax_amount: '16187500',
    total_with_tax: '178062500',
  },
  {
    row: 2,
    product_name: 'چای سیاه لاهیجان',
    product_code: 'P-7',
    quantity: 3,
    term_display: '۱ ماهه',
    unit_price: '2500000',
    discount_percentage: '0.00',
    discount_amount: '0',
    total_price: '7500000',
    tax_amount: '750000',
    total_with_tax: '8250000',
  },
  {
    row: 3,
    product_name: 'شکلات تلخ هفتاد درصد با بسته‌بندی کادویی و روبان طلایی برای هدیه',
    product_code: 'CH-3',
    quantity: 1,
    term_display: 'چک ۴۵ روزه',
    unit_price: '5000',
    discount_percentage: '0',
    discount_amount: '0',
    total_price: '5000',
    tax_amount: '500',
    total_with_tax: '5500',
  },
];

const official: InvoiceDocument = {
  kind: 'pre',
  number: '1405-000012',
  order_id: 12,
  issued_at: new Date('2026-05-01T10:00:00Z'),
  official: true,
  seller: {
    name: 'شرکت بازرگانی سفارش',
    national_id: '10101234565',
    economic_id: '411111111111',
    postal_code: '1234567890',
    address: 'تهران، خیابان ولیعصر، پلاک ۱۲',
    phone: '021-88776655',
  },
  buyer: {
    name: 'علی رضایی',
    company_name: 'کافه نور سپهر',
    national_id: '0012345679',
    economic_id: '411122223333',
    postal_code: '1958833471',
    province: 'تهران',
    city: 'تهران',
    address: 'خیابان شریعتی، کوچه یاس، پلاک 7',
    phone: '09121234567',
  },
  lines: LINES,
  subtotal: '192505000',
  discount_total: '23125000',
  total_before_tax: '169380000',
  tax_total: '16938000',
  grand_total: '186318000',
  customer_comment: 'لطفاً تا پایان هفته ارسال شود.',
  validity_note: PAYMENT_DEADLINE_TEXTS.quoteValidity(3, '۱۴۰۵/۰۹/۱۰'),
};

describe('invoice PDF', () => {
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  test('number formatting stays in strings and Persian digits', () => {
    expect(formatAmount('18500000')).toBe('۱۸٬۵۰۰٬۰۰۰');
    expect(formatAmount('0')).toBe('۰');
    expect(formatAmount('999')).toBe('۹۹۹');
    expect(formatAmount('1000')).toBe('۱٬۰۰۰');
    expect(formatAmount('123456789012345678901234')).toBe('۱۲۳٬۴۵۶٬۷۸۹٬۰۱۲٬۳۴۵٬۶۷۸٬۹۰۱٬۲۳۴');
    expect(formatPercent('12.50')).toBe('۱۲٫۵٪');
    expect(formatPercent('5.00')).toBe('۵٪');
  });

  test('bidi: mixed strings come out in visual order', () => {
    expect(visualPieces('کد P-12')).toEqual(['P-12', ' ', 'کد']);
    // fontkit reverses Arabic-script runs itself, so the digits of a number are handed over reversed
    expect(visualPieces('سفارش ۱۲')).toEqual(['۲۱', ' ', 'سفارش']);
    expect(visualPieces('مبلغ (ریال)')).toEqual(['(', 'ریال', ')', ' ', 'مبلغ']);
  });

  test('official pre-invoice', async () => {
    const { words } = await render('pre-official', official);
    const all = texts(words);

    expect(findRtlPhrase(words, 'پیش فاکتور')).not.toBeNull(); // the ZWNJ of پیش‌فاکتور splits the word
    expect(all).toContain('۱۴۰۵-۰۰۰۰۱۲');
    expect(findRtlPhrase(words, 'شماره سفارش: ۱۲')).not.toBeNull();
    expect(findRtlPhrase(words, 'تاریخ: ۱۴۰۵/۰۲/۱۱')).not.toBeNull();

    expect(all).toContain('قهوه');
    expect(findRtlPhrase(words, 'قهوه اسپرسو ایتالیایی')).not.toBeNull();
    expect(findRtlPhrase(words, 'چای سیاه لاهیجان')).not.toBeNull(); // lam-alef ligature
    expect(findRtlPhrase(words, 'کد P-12')).not.toBeNull();
    expect(findRtlPhrase(words, 'چک ۴۵ روزه')).not.toBeNull();
    // the long name wraps inside its cell: its first and last words are on different lines
    const [first] = findRtlPhrase(words, 'شکلات تلخ هفتاد')!;
    const [last] = findRtlPhrase(words, 'هدیه')!;
    expect(last.y).toBeGreaterThan(first.y);

    expect(findRtlPhrase(words, 'نام شرکت: کافه نور سپهر')).not.toBeNull();
    // a person's national code is «کد ملی», a company's national ID «شناسه ملی» (the seller here)
    expect(findRtlPhrase(words, 'کد ملی: ۰۰۱۲۳۴۵۶۷۹')).not.toBeNull();
    expect(findRtlPhrase(words, 'شناسه ملی: ۰۰۱۲۳۴۵۶۷۹')).toBeNull();
    expect(findRtlPhrase(words, 'شناسه ملی: ۱۰۱۰۱۲۳۴۵۶۵')).not.toBeNull();
    expect(findRtlPhrase(words, 'کد ملی: ۱۰۱۰۱۲۳۴۵۶۵')).toBeNull();
    expect(all).toContain('۴۱۱۱۲۲۲۲۳۳۳۳');
    expect(findRtlPhrase(words, 'پلاک ۷')).not.toBeNull();
    expect(all).toContain('مالیات');
    expect(findRtlPhrase(words, 'مالیات بر ارزش افزوده')).not.toBeNull();

    expect(all).toContain('۱۲٫۵٪');
    expect(all).toContain('۱۸٬۵۰۰٬۰۰۰');
    const total = findRtlPhrase(words, 'مبلغ قابل پرداخت')!;
    const grand = words.find((w) => w.text === '۱۸۶٬۳۱۸٬۰۰۰')!;
    expect(grand).toBeDefined();
    expect(grand.x).toBeLessThan(total[2].x);
    expect(findRtlPhrase(words, '۱۸۶٬۳۱۸٬۰۰۰ ریال')).not.toBeNull();

    expect(findRtlPhrase(words, 'این پیش فاکتور تا پایان روز ۱۴۰۵/۰۹/۱۰ معتبر است؛')).not.toBeNull();
    expect(findRtlPhrase(words, 'پس از تأیید، ۳ روز')).not.toBeNull();
    expect(findRtlPhrase(words, 'مهر و امضای فروشنده')).not.toBeNull();
    expect(all.some((w) => /[0-9]/.test(w) && !/^[A-Z]+-\d+$/.test(w))).toBe(false); // Latin digits only in codes
  });

  test('official final invoice', async () => {
    const { words } = await render('final-official', {
      ...official,
      kind: 'final',
      number: '1405-000013',
      validity_note: undefined,
      payment_verified_at: new Date('2026-05-02T06:00:00Z'),
      admin_comment: 'ارسال با باربری',
    });
    expect(findRtlPhrase(words, 'فاکتور نهایی')).not.toBeNull();
    expect(texts(words)).toContain('۱۴۰۵-۰۰۰۰۱۳');
    expect(findRtlPhrase(words, 'تاریخ پرداخت: ۱۴۰۵/۰۲/۱۲')).not.toBeNull();
    expect(findRtlPhrase(words, 'توضیحات فروشنده: ارسال با باربری')).not.toBeNull();
    expect(texts(words)).not.toContain('معتبر');
  });

  test('unofficial invoice has no tax and no tax identity', async () => {
    const { words } = await render('final-unofficial', {
      ...official,
      kind: 'final',
      number: null,
      official: false,
      buyer: { name: 'علی رضایی', phone: '09121234567' },
      lines: LINES.map((l) => ({ ...l, tax_amount: '0', total_with_tax: l.total_price })),
      tax_total: '0',
      grand_total: '169380000',
      validity_note: undefined,
      customer_comment: undefined,
    });
    const all = texts(words);
    expect(findRtlPhrase(words, 'فاکتور نهایی')).not.toBeNull();
    expect(all).toContain('غیررسمی');
    expect(all).not.toContain('مالیات');
    expect(all).not.toContain('۰۰۱۲۳۴۵۶۷۹');
    expect(all).not.toContain('سپهر');
    expect(findRtlPhrase(words, 'تلفن: ۰۹۱۲۱۲۳۴۵۶۷')).not.toBeNull();
    expect(findRtlPhrase(words, '۱۶۹٬۳۸۰٬۰۰۰ ریال')).not.toBeNull();
  });

  test('a pre-invoice before the choice says which terms it assumes, and carries its number', async () => {
    const { words } = await render('pre-before-choice', {
      ...official,
      number: '1405-000031',
      assumed_terms: 'نقدی: ردیف‌های ۱، ۳؛ ۱ ماهه: ردیف ۲',
    });
    expect(texts(words)).toContain('۱۴۰۵-۰۰۰۰۳۱');
    expect(findRtlPhrase(words, 'پیش از انتخاب شرایط پرداخت')).not.toBeNull();
    expect(findRtlPhrase(words, 'شرایط پرداخت فرض شده')).not.toBeNull();
    expect(findRtlPhrase(words, 'ماهه: ردیف ۲')).not.toBeNull();
    expect(findRtlPhrase(words, 'نحوه پرداخت')).toBeNull();
  });

  test("a confirmed order's pre-invoice says where, how much and by when to pay", async () => {
    const { pdf, words } = await render('pre-payment', {
      ...official,
      validity_note: PAYMENT_DEADLINE_TEXTS.confirmedValidity('۱۴۰۵/۰۲/۱۴'),
      payment: {
        account_holder: 'شرکت بازرگانی سفارش',
        bank_name: 'بانک ملی ایران',
        account_number: '0123456789012',
        card_number: '6037991122334455',
        iban: 'IR050170000000123456789012',
        amount_due: '186318000',
        deadline: '2026-05-04T20:29:59.000Z',
        reference: '12',
      },
    });
    const all = texts(words);
    expect(findRtlPhrase(words, 'نحوه پرداخت')).not.toBeNull();
    expect(findRtlPhrase(words, 'صاحب حساب: شرکت بازرگانی سفارش')).not.toBeNull();
    expect(findRtlPhrase(words, 'بانک: بانک ملی ایران')).not.toBeNull();
    // the IBAN and the card read left to right in groups of four, in Persian digits
    const leftToRight = (first: string) => {
      const start = words.find((w) => w.text === first)!;
      return words
        .filter((w) => w.page === start.page && Math.abs(w.y - start.y) < 2 && w.x >= start.x)
        .sort((a, b) => a.x - b.x)
        .map((w) => w.text);
    };
    expect(leftToRight('IR۰۵').slice(0, 7)).toEqual(['IR۰۵', '۰۱۷۰', '۰۰۰۰', '۰۰۱۲', '۳۴۵۶', '۷۸۹۰', '۱۲']);
    expect(leftToRight('۶۰۳۷').slice(0, 4)).toEqual(['۶۰۳۷', '۹۹۱۱', '۲۲۳۳', '۴۴۵۵']);
    expect(all).toContain('۰۱۲۳۴۵۶۷۸۹۰۱۲');
    expect(findRtlPhrase(words, 'مبلغ قابل پرداخت: ۱۸۶٬۳۱۸٬۰۰۰ ریال')).not.toBeNull();
    // the deadline in the how-to-pay box and the validity note are the same words of the same day, on one page
    expect(findRtlPhrase(words, 'مهلت پرداخت: تا پایان روز ۱۴۰۵/۰۲/۱۴')).not.toBeNull();
    expect(findRtlPhrase(words, 'این پیش فاکتور تا پایان روز ۱۴۰۵/۰۲/۱۴')).not.toBeNull();
    expect(pages(pdf)).toBe(1);
    const [reference] = findRtlPhrase(words, 'شناسه پرداخت')!;
    expect(words.some((w) => w.text === '۱۲' && Math.abs(w.y - reference.y) < 2 && w.x < reference.x)).toBe(
      true,
    );
    expect(all.some((w) => /[0-9]/.test(w) && !/^[A-Z]+-\d+$/.test(w))).toBe(false);
  });

  test('up to 8 lines with the how-to-pay box and both comments fit one page; the title has Persian digits', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `کالای شماره ${'۰۱۲۳۴۵۶۷۸۹'[i + 1]}`);
    const { pdf, words } = await render('pre-eight-lines', {
      ...official,
      admin_comment: 'ارسال با باربری پس از تسویه',
      validity_note: PAYMENT_DEADLINE_TEXTS.confirmedValidity('۱۴۰۵/۰۲/۱۴'),
      lines: names.map((product_name, i) => ({ ...LINES[i % 3], row: i + 1, product_name })),
      payment: {
        account_holder: 'شرکت بازرگانی سفارش',
        bank_name: 'بانک ملی ایران',
        account_number: '0123456789012',
        card_number: '6037991122334455',
        iban: 'IR050170000000123456789012',
        amount_due: '186318000',
        deadline: '2026-05-04T20:29:59.000Z',
        reference: '12',
      },
    });
    expect(pages(pdf)).toBe(1);
    for (const name of names) expect(findRtlPhrase(words, name)).not.toBeNull();
    expect(findRtlPhrase(words, 'نحوه پرداخت')).not.toBeNull();
    expect(findRtlPhrase(words, 'امضای خریدار')).not.toBeNull();
    expect(/Title:\s+پیش‌فاکتور ۱۴۰۵-۰۰۰۰۱۲/.exec(info(pdf))).not.toBeNull();
  });

  test('40 lines break over pages with the header row repeated', async () => {
    const names = Array.from(
      { length: 40 },
      (_, i) => `کالای آزمایشی شماره ${String(i + 1).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[+d])}`,
    );
    const { pdf, words } = await render('forty-lines', {
      ...official,
      lines: names.map((product_name, i) => ({ ...LINES[i % 2], row: i + 1, product_name })),
    });
    const count = pages(pdf);
    expect(count).toBeGreaterThanOrEqual(2);
    for (const name of names) expect(findRtlPhrase(words, name)).not.toBeNull();
    const headerPages = new Set(words.filter((w) => w.text === 'ردیف').map((w) => w.page));
    const rowPages = new Set(words.filter((w) => w.text === 'آزمایشی').map((w) => w.page));
    expect(rowPages.size).toBeGreaterThanOrEqual(2);
    expect([...rowPages].every((p) => headerPages.has(p))).toBe(true);
    expect(findRtlPhrase(words, `صفحه ۲ از ${'۰۱۲۳۴۵۶۷۸۹'[count]}`)).not.toBeNull();
  });
});
