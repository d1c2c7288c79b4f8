import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, Modal, Steps, Table, Tabs } from 'antd';
import { useState } from 'react';
import { ThemeProvider } from '../theme/theme-provider';
import { NumberInput, numberInputDisplay, numberInputParse } from '../components/number-input';

/** What a screen reader can read that is written in Latin letters: aria labels and the live tab position. */
function latinAria(root: ParentNode = document.body): string[] {
  const labels = Array.from(
    root.querySelectorAll('[aria-label]'),
    (el) => el.getAttribute('aria-label') ?? '',
  );
  const live = Array.from(root.querySelectorAll('[aria-live]'), (el) => el.textContent ?? '');
  return [...labels, ...live].filter((text) => /[A-Za-z]/.test(text));
}

describe('screen-reader texts in Persian', () => {
  it('names the number field’s step handlers in Persian', () => {
    render(
      <ThemeProvider>
        <label htmlFor="stock">موجودی</label>
        <NumberInput id="stock" value={12} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'افزایش مقدار' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'کاهش مقدار' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Value/ })).not.toBeInTheDocument();
  });

  it('names meaningful icons in Persian and hides decorative ones, also when they appear later', async () => {
    function Later() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            نمایش
          </button>
          {shown && <Input.Password aria-label="رمز عبور" />}
          <Input aria-label="جستجو در سفارش‌ها" allowClear defaultValue="۱۲" />
        </>
      );
    }
    const { container } = render(
      <ThemeProvider>
        <Later />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: 'پاک کردن' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'نمایش' }));
    expect(await screen.findByRole('img', { name: 'نمایش رمز' })).toBeInTheDocument();
    expect(latinAria(container)).toEqual([]);
  });

  it('says a finished step is done; the step in progress has no check', () => {
    render(
      <ThemeProvider>
        <Steps current={1} items={[{ title: 'اطلاعات کلی' }, { title: 'اقلام سفارش' }]} />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('img', { name: 'انجام شد' })).toHaveLength(1);
    expect(latinAria()).toEqual([]);
  });

  it('keeps working while any area is on the page', async () => {
    const first = render(<ThemeProvider>یک</ThemeProvider>);
    function Second() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            نمایش
          </button>
          {shown && <Input aria-label="نام" allowClear defaultValue="علی" />}
        </>
      );
    }
    render(
      <ThemeProvider>
        <Second />
      </ThemeProvider>,
    );
    first.unmount();
    await userEvent.click(screen.getByRole('button', { name: 'نمایش' }));
    expect(await screen.findByRole('img', { name: 'پاک کردن' })).toBeInTheDocument();
  });

  it('covers popups rendered outside the area (a modal’s close icon)', async () => {
    render(
      <ThemeProvider>
        <Modal open title="ویرایش">
          متن
        </Modal>
      </ThemeProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('[aria-label="close"]')).toBeNull();
    expect(latinAria()).toEqual([]);
  });

  it('announces the focused tab’s position in Persian', async () => {
    render(
      <ThemeProvider>
        <Tabs
          items={[
            { key: 'a', label: 'جاری', children: 'یک' },
            { key: 'b', label: 'تکمیل شده', children: 'دو' },
            { key: 'c', label: 'لغو شده', children: 'سه' },
          ]}
        />
      </ThemeProvider>,
    );
    const first = screen.getByRole('tab', { name: /جاری/ });
    act(() => first.focus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText(/^زبانه [۱-۳] از ۳$/)).toBeInTheDocument();
    expect(latinAria()).toEqual([]);
  });

  it('keeps the tab bar’s extra buttons out of its tab list (a tab list holds tabs only)', () => {
    render(
      <ThemeProvider>
        <Tabs
          tabBarExtraContent={<button type="button">سفارش جدید</button>}
          items={[
            { key: 'a', label: 'جاری', children: 'یک' },
            { key: 'b', label: 'تکمیل شده', children: 'دو' },
          ]}
        />
      </ThemeProvider>,
    );
    const list = screen.getByRole('tablist');
    expect(Array.from(list.querySelectorAll('button, [role="tab"]'), (el) => el.textContent)).toEqual([
      'جاری',
      'تکمیل شده',
    ]);
    expect(list).not.toContainElement(screen.getByRole('button', { name: 'سفارش جدید' }));
  });

  it('lets the keyboard reach a table that scrolls sideways', () => {
    const { container } = render(
      <ThemeProvider>
        <Table
          scroll={{ x: 900 }}
          rowKey="id"
          columns={[{ title: 'ماه', dataIndex: 'month' }]}
          dataSource={[{ id: 1, month: 'آذر' }]}
        />
      </ThemeProvider>,
    );
    expect(container.querySelector('.ant-table-content')).toHaveAttribute('tabindex', '0');
  });
});

describe('NumberInput', () => {
  it('shows Persian digits and the Persian decimal mark, and reads any digits typed', async () => {
    const changes: (number | null)[] = [];
    render(
      <ThemeProvider>
        <label htmlFor="w">وزن</label>
        <NumberInput id="w" precision={1} onChange={(v) => changes.push(v)} />
      </ThemeProvider>,
    );
    const field = screen.getByLabelText('وزن');
    await userEvent.type(field, '۱۲٫5');
    expect(changes.at(-1)).toBe(12.5);
    await userEvent.tab();
    expect(field).toHaveValue('۱۲٫۵');
  });

  it('keeps a typed decimal mark in a controlled field', async () => {
    function Controlled() {
      const [value, setValue] = useState<number | null>(null);
      return (
        <>
          <label htmlFor="r">نرخ</label>
          <NumberInput id="r" precision={1} value={value} onChange={setValue} />
          <output>{String(value)}</output>
        </>
      );
    }
    render(
      <ThemeProvider>
        <Controlled />
      </ThemeProvider>,
    );
    await userEvent.type(screen.getByLabelText('نرخ'), '12.5');
    expect(screen.getByRole('status')).toHaveTextContent('12.5');
    expect(screen.getByLabelText('نرخ')).toHaveValue('۱۲٫۵');
  });

  it('groups thousands when asked', () => {
    render(
      <ThemeProvider>
        <label htmlFor="p">قیمت</label>
        <NumberInput id="p" grouped value={1250000} />
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('قیمت')).toHaveValue('۱٬۲۵۰٬۰۰۰');
  });

  it('formats and parses', () => {
    expect(numberInputDisplay(1234.5, true)).toBe('۱٬۲۳۴٫۵');
    expect(numberInputDisplay(undefined)).toBe('');
    expect(numberInputParse('۱٬۲۳۴٫۵')).toBe('1234.5');
    expect(numberInputParse('٣/٥')).toBe('3.5');
  });
});
