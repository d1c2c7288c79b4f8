import { MESSAGES } from '@sefaresh/shared-api/rules';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore, type ReceiptUploadResponse } from '@sefaresh/shared-api';
import {
  receipt,
  scheduleFixture,
  startTestApi,
  type ApiReply,
  type TestApi,
} from '@sefaresh/shared-api/testing';
import { configureApi } from '@sefaresh/shared-api';
import { ThemeProvider } from '@sefaresh/shared-ui';
import { ReceiptUploadForm } from './index';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const UPLOAD = 'POST orders/12/upload-payment-receipt/';
const MB = 1024 * 1024;

let api: TestApi;
beforeEach(async () => {
  useAuthStore.getState().setSession(
    {
      id: 7,
      email: 'm@example.com',
      name: 'مریم',
      is_staff: false,
      is_dealer: false,
      company_name: '',
      phone: '',
    },
    { access: 'access-1', refresh: 'refresh-1' },
  );
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});

function jpeg(name = 'receipt.jpg', size?: number) {
  const file = new File(['\xff\xd8\xff\xe0 fake jpeg'], name, { type: 'image/jpeg' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** 10:00 on 27 Nov 2026 in Tehran (۱۴۰۵/۰۹/۰۶). */
const NOW = new Date('2026-11-27T06:30:00Z');

function renderForm(schedule?: Parameters<typeof ReceiptUploadForm>[0]['schedule']) {
  const onUploaded = jest.fn();
  const view = render(
    <ThemeProvider>
      <ReceiptUploadForm orderId={12} schedule={schedule} onUploaded={onUploaded} now={() => NOW} />
    </ThemeProvider>,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { onUploaded, input, ...view };
}

const user = () => userEvent.setup({ delay: null, applyAccept: false });

/** Types a day into the Persian-calendar picker and confirms it with Enter. */
async function typeDay(typed: string) {
  const input = screen.getByLabelText('تاریخ پرداخت');
  await user().click(input);
  await user().type(input, typed);
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

/** What was paid: 12,000,000 rials on ۱۴۰۵/۰۹/۰۳ (24 Nov 2026). */
async function fillDetails() {
  await user().type(screen.getByLabelText('مبلغ پرداختی (ریال)'), '12000000');
  await typeDay('1405/09/03');
}

/** The multipart body's text field `name`. */
const sentField = (body: unknown, name: string) =>
  new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(String(body))?.[1];
const uploadButton = () => screen.getByText('بارگذاری رسید').closest('button') as HTMLButtonElement;

const uploaded: ReceiptUploadResponse = {
  uploaded_receipts: [receipt({ id: 5, file_name: 'receipt.jpg', file_size: 14, uploaded_by: 'مریم' }, 12)],
  warnings: ['پسوند فایل «receipt.jpg» با محتوای آن همخوانی ندارد؛ به‌عنوان PNG ذخیره شد'],
  message: 'رسید پرداخت با موفقیت بارگذاری شد',
};

describe('client checks', () => {
  test('nothing chosen: asks for a file and sends nothing', async () => {
    renderForm();
    await fillDetails();
    await user().click(uploadButton());
    expect(screen.getByRole('alert')).toHaveTextContent('لطفاً حداقل یک فایل انتخاب کنید');
    expect(api.calls).toHaveLength(0);
  });

  test('a file over 15 MB, an empty file and a wrong type are refused with their messages', async () => {
    const { input } = renderForm();
    const empty = new File([], 'empty.png', { type: 'image/png' });
    const doc = new File(['x'], 'notes.docx', { type: 'application/msword' });
    await user().upload(input, [jpeg('big.jpg', 15 * MB + 1), empty, doc, jpeg('ok.jpg')]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.receiptTooLarge);
    expect(alert).toHaveTextContent('big.jpg');
    expect(alert).toHaveTextContent('فایل «empty.png» خالی است');
    expect(alert).toHaveTextContent('فرمت فایل «notes.docx» مجاز نیست');
    const list = screen.getByRole('list', { name: 'فایل‌های انتخاب‌شده' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('ok.jpg');
  });

  test('exactly 15 MB is accepted and its size shown', async () => {
    const { input } = renderForm();
    await user().upload(input, jpeg('edge.jpg', 15 * MB));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'فایل‌های انتخاب‌شده' })).toHaveTextContent('۱۵ مگابایت');
    expect(screen.getByRole('img', { name: 'edge.jpg' })).toHaveAttribute('src', 'blob:preview');
  });

  test('11 files are refused', async () => {
    const { input } = renderForm();
    await user().upload(
      input,
      Array.from({ length: 11 }, (_, i) => jpeg(`r${i}.jpg`)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.receiptTooMany);
    expect(screen.queryByRole('list', { name: 'فایل‌های انتخاب‌شده' })).not.toBeInTheDocument();
  });

  test('a chosen file can be removed; its preview URL is released', async () => {
    const { input } = renderForm();
    await user().upload(input, [jpeg('a.jpg'), jpeg('b.jpg')]);
    await user().click(screen.getByRole('button', { name: 'حذف a.jpg' }));
    const list = screen.getByRole('list', { name: 'فایل‌های انتخاب‌شده' });
    expect(list).not.toHaveTextContent('a.jpg');
    expect(list).toHaveTextContent('b.jpg');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });
});

describe('sending', () => {
  test('shows the progress while sending with the controls disabled, then the message and warnings', async () => {
    let release: (reply: ApiReply) => void = () => undefined;
    api.on(UPLOAD, () => new Promise<ApiReply>((resolve) => (release = resolve)));
    const { input, onUploaded } = renderForm();
    await fillDetails();
    await user().upload(input, [jpeg('receipt.jpg'), jpeg('second.png')]);
    await user().click(uploadButton());

    const bar = await screen.findByRole('progressbar');
    expect(bar).toBeInTheDocument();
    expect(uploadButton()).toHaveClass('ant-btn-loading');
    expect(screen.getByRole('button', { name: 'حذف receipt.jpg' })).toBeDisabled();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(String(api.calls[0].body)).toContain('name="payment_receipts"; filename="receipt.jpg"');
    expect(String(api.calls[0].body)).toContain('filename="second.png"');

    release({ status: 201, body: uploaded });
    expect(await screen.findByRole('status')).toHaveTextContent('رسید پرداخت با موفقیت بارگذاری شد');
    expect(screen.getByRole('status')).toHaveTextContent('به‌عنوان PNG ذخیره شد');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(uploaded);
    expect(screen.queryByRole('list', { name: 'فایل‌های انتخاب‌شده' })).not.toBeInTheDocument();
  });

  const cases: [string, ApiReply, string][] = [
    [
      '413',
      { status: 413, body: { error: 'حجم درخواست بیش از حد مجاز است' } },
      'حجم کل فایل‌ها بیش از حد مجاز است',
    ],
    ['401', { status: 401, body: { error: 'برای این کار باید وارد شوید' } }, 'لطفاً دوباره وارد شوید'],
    [
      '403',
      { status: 403, body: { error: 'شما اجازه انجام این کار را ندارید' } },
      'شما مجاز به انجام این کار نیستید',
    ],
    ['404', { status: 404, body: { error: 'سفارش پیدا نشد' } }, 'سفارش یافت نشد'],
    [
      '409',
      { status: 409, body: { error: 'بارگذاری رسید پرداخت در وضعیت «تکمیل شده» امکان‌پذیر نیست' } },
      'بارگذاری رسید پرداخت در وضعیت «تکمیل شده» امکان‌پذیر نیست (کد ۴۰۹)',
    ],
  ];
  test.each(cases)('%s answer', async (_, reply, text) => {
    api.on(UPLOAD, reply);
    if (reply.status === 401) api.on('POST auth/token/refresh/', { status: 401, body: { error: 'x' } });
    const { input, onUploaded } = renderForm();
    await fillDetails();
    await user().upload(input, jpeg());
    await user().click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  test('400: the server error and its details', async () => {
    api.on(UPLOAD, {
      status: 400,
      body: {
        error: 'فرمت فایل نامعتبر است (فقط JPG، PNG، GIF، WEBP و PDF)',
        details: { payment_receipts: ['فایل «receipt.jpg» تصویر یا PDF معتبر نیست'] },
      },
    });
    const { input } = renderForm();
    await fillDetails();
    await user().upload(input, jpeg());
    await user().click(uploadButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('فرمت فایل نامعتبر است (فقط JPG، PNG، GIF، WEBP و PDF)');
    expect(alert).toHaveTextContent('فایل «receipt.jpg» تصویر یا PDF معتبر نیست');
  });
});

describe('what was paid', () => {
  test('amount and day are required, a tracking number is digits only: Persian messages, nothing sent', async () => {
    const { input } = renderForm();
    await user().upload(input, jpeg());
    await user().type(screen.getByLabelText('شماره پیگیری (اختیاری)'), '12ab');
    await user().click(uploadButton());
    expect(await screen.findByText('مبلغ پرداختی را وارد کنید')).toBeInTheDocument();
    expect(screen.getByText('تاریخ پرداخت را وارد کنید')).toBeInTheDocument();
    expect(screen.getByText('شماره پیگیری باید فقط رقم و بین ۴ تا ۳۰ رقم باشد')).toBeInTheDocument();
    expect(screen.getByLabelText('مبلغ پرداختی (ریال)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  test('a day after today (in Tehran) cannot be taken', async () => {
    const { input } = renderForm();
    await user().upload(input, jpeg());
    await user().type(screen.getByLabelText('مبلغ پرداختی (ریال)'), '5000');
    await typeDay('1405/09/07');
    await user().click(uploadButton());
    expect(
      await screen.findByText(/تاریخ پرداخت (را وارد کنید|نمی‌تواند در آینده باشد)/),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  test('sends the amount, the Gregorian day, the tracking number in ASCII and the oldest instalment still to pay', async () => {
    api.on(UPLOAD, { status: 201, body: uploaded });
    const { input, onUploaded } = renderForm(scheduleFixture());
    // the first instalment is paid, the second secured in full by a cheque: the third is the one to pay
    expect(screen.getByRole('combobox', { name: 'بابت قسط' }).closest('.ant-select')).toHaveTextContent(
      'قسط ۳ — چهل و پنج روزه',
    );
    await fillDetails();
    await user().type(screen.getByLabelText('شماره پیگیری (اختیاری)'), '۹۸۷۶۵۴');
    await user().upload(input, jpeg());
    await user().click(uploadButton());
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    const body = api.calls[0].body;
    expect(sentField(body, 'amount')).toBe('12000000');
    expect(sentField(body, 'paid_on')).toBe('2026-11-24');
    expect(sentField(body, 'tracking_number')).toBe('987654');
    expect(sentField(body, 'instalment_id')).toBe('3');
  });

  test('another open instalment can be chosen; a paid one is not offered', async () => {
    api.on(UPLOAD, { status: 201, body: uploaded });
    const { input, onUploaded } = renderForm(scheduleFixture());
    await user().click(screen.getByRole('combobox', { name: 'بابت قسط' }));
    expect(screen.queryByTitle(/^قسط ۱ —/)).not.toBeInTheDocument();
    await user().click(await screen.findByText(/^قسط ۲ — یک ماهه/));
    await fillDetails();
    await user().upload(input, jpeg());
    await user().click(uploadButton());
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(sentField(api.calls[0].body, 'instalment_id')).toBe('2');
    expect(sentField(api.calls[0].body, 'tracking_number')).toBeUndefined();
  });

  test("a refused send keeps what was typed and chosen, and puts the server's words under the field", async () => {
    api.on(UPLOAD, {
      status: 400,
      body: {
        error: 'اطلاعات واردشده معتبر نیست',
        details: { amount: ['مبلغ باید عددی صحیح و بزرگ‌تر از صفر (ریال) باشد'] },
      },
    });
    const { input, onUploaded } = renderForm();
    await fillDetails();
    await user().upload(input, jpeg('kept.jpg'));
    await user().click(uploadButton());
    expect(await screen.findByText('مبلغ باید عددی صحیح و بزرگ‌تر از صفر (ریال) باشد')).toBeInTheDocument();
    expect(screen.getByText('اطلاعات واردشده معتبر نیست')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByLabelText('مبلغ پرداختی (ریال)')).toHaveValue('۱۲٬۰۰۰٬۰۰۰');
    expect(screen.getByLabelText('تاریخ پرداخت')).toHaveValue('۱۴۰۵/۰۹/۰۳');
    expect(screen.getByRole('list', { name: 'فایل‌های انتخاب‌شده' })).toHaveTextContent('kept.jpg');
  });
});
