import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { AreaHeader } from './area-header';
import { DevSignIn } from './dev-sign-in';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import {
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  OrderStatusBadge,
} from './order-status-badge';
import { Pagination, paginationItems } from './pagination';
import { PriceText } from './price-text';
import { StockBadge, isOrderable, stockBadgeKind } from './stock-badge';
import { UnderConstruction } from './under-construction';

// antd 6's Select schedules with MessageChannel, which jest's jsdom lacks (scripts/jest/jsdom-env.cjs does not copy it).
if (typeof globalThis.MessageChannel === 'undefined') {
  class ShimChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = ShimChannel;
}

describe('OrderStatusBadge', () => {
  const expected: Record<string, string> = {
    pending_pricing: 'در انتظار قیمت‌گذاری',
    waiting_customer_approval: 'در انتظار تأیید مشتری',
    revision_requested: 'درخواست اصلاح قیمت',
    confirmed: 'تأیید شده',
    payment_uploaded: 'رسید پرداخت بارگذاری شده',
    completed: 'تکمیل شده',
    rejected: 'رد شده',
    cancelled: 'لغو شده',
  };

  it.each(Object.entries(expected))('shows %s as "%s" with its colour', (status, label) => {
    renderWithTheme(<OrderStatusBadge status={status} />);
    const tag = screen.getByText(label);
    expect(tag).toHaveAttribute('data-status', status);
    const color = ORDER_STATUS_COLORS[status as keyof typeof ORDER_STATUS_COLORS];
    if (color !== 'default') expect(tag.className).toContain(`ant-tag-${color}`);
  });

  it('covers the eight statuses with a colour of its own for each', () => {
    expect(ORDER_STATUSES).toHaveLength(8);
    expect(ORDER_STATUS_LABELS).toEqual(expected);
    expect(new Set(Object.values(ORDER_STATUS_COLORS)).size).toBe(8);
  });

  it('shows an unknown status as it is', () => {
    renderWithTheme(<OrderStatusBadge status="archived" />);
    expect(screen.getByText('archived')).toBeInTheDocument();
  });
});

describe('PriceText', () => {
  it('shows a rial amount with Persian digits', () => {
    renderWithTheme(<PriceText value="1500000" strong />);
    expect(screen.getByText('۱٬۵۰۰٬۰۰۰ ریال')).toBeInTheDocument();
  });
  it('shows در انتظار muted for a missing price', () => {
    renderWithTheme(<PriceText value={0} />);
    const el = screen.getByText('در انتظار');
    expect(el.className).toContain('ant-typography-secondary');
  });
  it('shows a short amount in words, the full amount as its title', () => {
    renderWithTheme(<PriceText value={19_662_500} short />);
    expect(screen.getByText('۱۹٫۷ میلیون ریال')).toHaveAttribute('title', '۱۹٬۶۶۲٬۵۰۰ ریال');
  });
  it('shows a zero sum as ۰ ریال when asked', () => {
    renderWithTheme(<PriceText value={0} zero />);
    expect(screen.getByText('۰ ریال')).toBeInTheDocument();
  });
});

describe('paginationItems', () => {
  it('shows the first and last page, 2 each side, and ellipses', () => {
    expect(paginationItems(6, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7, 8, 'end-ellipsis', 20]);
  });
  it('has no ellipsis near the edges', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 'end-ellipsis', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'start-ellipsis', 18, 19, 20]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows a single hidden page instead of an ellipsis', () => {
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 10]);
    expect(paginationItems(7, 10)).toEqual([1, 'start-ellipsis', 5, 6, 7, 8, 9, 10]);
  });
  it('handles tiny and out-of-range input', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(99, 3)).toEqual([1, 2, 3]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderWithTheme(<Pagination page={1} totalPages={1} onChange={jest.fn()} />);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('shows the window with Persian digits and marks the current page', () => {
    renderWithTheme(<Pagination page={6} totalPages={20} onChange={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'صفحه‌بندی' });
    for (const n of ['۱', '۴', '۵', '۶', '۷', '۸', '۲۰'])
      expect(within(nav).getByRole('button', { name: `صفحه ${n}` })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'صفحه ۳' })).toBeNull();
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(within(nav).getByRole('button', { name: 'صفحه ۶' })).toHaveAttribute('aria-current', 'page');
  });

  it('calls onChange for page buttons, previous and next', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<Pagination page={6} totalPages={20} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'صفحه ۸' }));
    await user.click(screen.getByRole('button', { name: 'صفحه قبلی' }));
    await user.click(screen.getByRole('button', { name: 'صفحه بعدی' }));
    await user.click(screen.getByRole('button', { name: 'صفحه ۶' })); // current page: no call
    expect(onChange.mock.calls).toEqual([[8], [5], [7]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { unmount } = renderWithTheme(<Pagination page={1} totalPages={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'صفحه قبلی' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'صفحه بعدی' })).toBeEnabled();
    unmount();
    renderWithTheme(<Pagination page={3} totalPages={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'صفحه بعدی' })).toBeDisabled();
  });

  it('jumps to a page from the selector', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Pagination page={1} totalPages={15} onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'رفتن به صفحه' });
    fireEvent.mouseDown(combo);
    const option = await screen.findByTitle('صفحه ۱۲');
    fireEvent.click(option);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(12));
  });
});

describe('EmptyState', () => {
  it('shows the default Persian text and an action', () => {
    renderWithTheme(<EmptyState action={<button>ثبت سفارش جدید</button>} />);
    expect(screen.getByText('موردی برای نمایش وجود ندارد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ثبت سفارش جدید' })).toBeInTheDocument();
  });
  it('shows a custom description', () => {
    renderWithTheme(<EmptyState description="هنوز سفارشی ثبت نکرده‌اید" />);
    expect(screen.getByText('هنوز سفارشی ثبت نکرده‌اید')).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('shows the message and a retry button that calls onRetry', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState message="خطا در بارگذاری سفارش‌ها" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('خطا در بارگذاری سفارش‌ها');
    await userEvent.setup().click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
  it('has no retry button without onRetry', () => {
    renderWithTheme(<ErrorState />);
    expect(screen.getByText('مشکلی پیش آمد. لطفاً دوباره تلاش کنید.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('AreaHeader', () => {
  it('shows the title, the user name, extra buttons and calls onLogout', async () => {
    const onLogout = jest.fn();
    renderWithTheme(
      <AreaHeader
        title="پنل نماینده"
        userName="رضا احمدی"
        onLogout={onLogout}
        extra={<button>پروفایل</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'پنل نماینده' })).toBeInTheDocument();
    expect(screen.getByText('رضا احمدی')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'پروفایل' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'خروج' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
  it('works without a user name', () => {
    renderWithTheme(<AreaHeader title="مدیریت" onLogout={jest.fn()} />);
    expect(screen.queryByTestId('area-header-user')).toBeNull();
  });
});

describe('UnderConstruction', () => {
  it('shows a Persian notice', () => {
    renderWithTheme(<UnderConstruction />);
    expect(screen.getByText('این بخش در حال ساخت است')).toBeInTheDocument();
  });
  it('accepts a custom title', () => {
    renderWithTheme(<UnderConstruction title="کاتالوگ به‌زودی" />);
    expect(screen.getByText('کاتالوگ به‌زودی')).toBeInTheDocument();
  });
});

describe('DevSignIn', () => {
  it('signs in with what was typed and shows why a sign-in failed', async () => {
    const user = userEvent.setup();
    const onSignIn = jest
      .fn()
      .mockRejectedValueOnce(new Error('ایمیل یا رمز عبور اشتباه است'))
      .mockResolvedValueOnce(undefined);
    renderWithTheme(<DevSignIn onSignIn={onSignIn} />);
    await user.type(screen.getByLabelText('ایمیل'), 'staff@sefaresh.ir');
    await user.type(screen.getByLabelText('رمز عبور'), 'Sefaresh1404');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('ایمیل یا رمز عبور اشتباه است')).toBeInTheDocument();
    expect(onSignIn).toHaveBeenCalledWith('staff@sefaresh.ir', 'Sefaresh1404');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(onSignIn).toHaveBeenCalledTimes(2));
  });
});

describe('StockBadge (spec 001 §4)', () => {
  test('inactive → discontinued; out_of_stock or 0 → out of stock; in_stock or > 50 → available; else low', () => {
    expect(stockBadgeKind({ is_active: false, stock: 500, stock_status: 'in_stock' })).toBe('discontinued');
    expect(stockBadgeKind({ stock: 0, stock_status: 'in_stock' })).toBe('out_of_stock');
    expect(stockBadgeKind({ stock: 80, stock_status: 'out_of_stock' })).toBe('out_of_stock');
    expect(stockBadgeKind({ stock: 20, stock_status: 'in_stock' })).toBe('in_stock');
    expect(stockBadgeKind({ stock: 51 })).toBe('in_stock');
    expect(stockBadgeKind({ stock: 50, stock_status: 'low_stock' })).toBe('low_stock');
    expect(isOrderable({ stock: 3 })).toBe(true);
    expect(isOrderable({ stock: 0 })).toBe(false);
    expect(isOrderable({ stock: 9, is_active: false })).toBe(false);
  });

  test('shows the Persian label', () => {
    renderWithTheme(<StockBadge product={{ stock: 12, stock_status: 'low_stock' }} />);
    expect(screen.getByText('موجودی کم')).toBeInTheDocument();
  });
});
