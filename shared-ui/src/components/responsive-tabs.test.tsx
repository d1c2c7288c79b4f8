import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { PHONE_WIDTH, screenWidth } from '../testing/screen-width';
import { ResponsiveTabs } from './responsive-tabs';

jest.setTimeout(30_000);

const ITEMS = [
  { key: 'personal', label: 'اطلاعات شخصی', children: <p>نام و نام خانوادگی</p> },
  { key: 'orders', label: 'خلاصه سفارش‌ها', children: <p>کل سفارش‌ها</p> },
  { key: 'security', label: 'امنیت', children: <p>تغییر رمز عبور</p> },
];

describe('ResponsiveTabs', () => {
  let undo: () => void;
  afterEach(() => undo());

  test('on a wide screen they are tabs', async () => {
    undo = screenWidth(1280);
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<ResponsiveTabs label="بخش‌های پروفایل" items={ITEMS} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'امنیت' }));
    expect(await screen.findByText('تغییر رمز عبور')).toBeVisible();
  });

  test('on a phone every tab is offered in a select named after the tab set, and the chosen one opens', async () => {
    undo = screenWidth(PHONE_WIDTH);
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    renderWithTheme(
      <ResponsiveTabs
        label="بخش‌های پروفایل"
        items={ITEMS}
        onChange={onChange}
        extra={<button>بروزرسانی</button>}
      />,
    );
    const select = await screen.findByRole('combobox', { name: 'بخش‌های پروفایل' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByText('نام و نام خانوادگی')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بروزرسانی' })).toBeInTheDocument();

    await user.click(select);
    await user.click(await screen.findByTitle('امنیت'));
    await waitFor(() => expect(screen.getByText('تغییر رمز عبور')).toBeInTheDocument());
    expect(screen.queryByText('نام و نام خانوادگی')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith('security');
  });
});
