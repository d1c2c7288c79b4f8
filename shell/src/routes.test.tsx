import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getApiConfig, logout } from '@sefaresh/shared-api';
import type { AreaName } from './areas/areas';
import { fakeArea, renderShell, signIn, signOut, stubLoader, USERS } from './test/render-shell';
import { SESSION_EXPIRED_REDIRECT_MS } from './session-expiry';
import { startUp, useSessionCheck } from './startup';
import { deferred } from './test/deferred';

afterEach(() => signOut());

async function area() {
  return (await screen.findByTestId('area')).textContent;
}

describe('guards, anonymous visitor', () => {
  it.each([
    ['/dashboard'],
    ['/orders/create'],
    ['/orders/42'],
    ['/profile'],
    ['/dealer'],
    ['/admin'],
    ['/admin/orders/7'],
  ])('%s goes to /login', async (path) => {
    const { loader } = renderShell(path);
    expect(await area()).toBe('mf_auth /login');
    expect(loader).toHaveBeenCalledWith('mf_auth');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/login', 'mf_auth /login'],
    ['/register', 'mf_auth /register'],
    ['/complete-profile', 'mf_auth /complete-profile'],
    ['/product', 'mf_catalogue /product'],
    ['/product/newarrivals', 'mf_catalogue /product/newarrivals'],
  ])('%s is public', async (path, shown) => {
    renderShell(path);
    expect(await area()).toBe(shown);
  });
});

describe('guards, customer', () => {
  beforeEach(() => signIn(USERS.customer));

  it.each([
    ['/dashboard', 'mf_customer /dashboard'],
    ['/orders/create', 'mf_customer /orders/create'],
    ['/orders/42', 'mf_customer /orders/42 order=42'],
    ['/profile', 'mf_customer /profile'],
  ])('%s opens the customer area', async (path, shown) => {
    renderShell(path);
    expect(await area()).toBe(shown);
  });

  it('/dealer goes to /dashboard', async () => {
    renderShell('/dealer');
    expect(await area()).toBe('mf_customer /dashboard');
  });

  it('/admin/orders says in Persian that the customer has no access, with a link to their dashboard', async () => {
    const user = userEvent.setup();
    renderShell('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' })).toBeInTheDocument();
    expect(screen.queryByTestId('area')).toBeNull(); // no sign-in form, no admin area
    await waitFor(() => expect(document.title).toBe('دسترسی ندارید | سامانه ثبت سفارش'));
    await user.click(screen.getByRole('link', { name: 'بازگشت به داشبورد' }));
    expect(await area()).toBe('mf_customer /dashboard');
  });
});

describe('guards, dealer', () => {
  beforeEach(() => signIn(USERS.dealer));

  it('/dealer opens the dealer area', async () => {
    renderShell('/dealer');
    expect(await area()).toBe('mf_dealer /dealer');
  });

  it('/dashboard opens the customer area', async () => {
    renderShell('/dashboard');
    expect(await area()).toBe('mf_customer /dashboard');
  });

  it('/admin says the dealer has no access, with a link to the dealer panel', async () => {
    renderShell('/admin');
    expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به داشبورد' })).toHaveAttribute('href', '/dealer');
  });
});

describe('guards, staff', () => {
  beforeEach(() => signIn(USERS.staff));

  it.each([
    ['/admin', 'mf_admin /admin'],
    ['/admin/orders/7', 'mf_admin /admin/orders/7'],
    ['/admin/dealers', 'mf_admin /admin/dealers'],
    ['/dealer', 'mf_dealer /dealer'],
    ['/dashboard', 'mf_customer /dashboard'],
  ])('%s is open', async (path, shown) => {
    renderShell(path);
    expect(await area()).toBe(shown);
  });
});

describe('guards, a super admin without is_staff', () => {
  beforeEach(() => signIn(USERS.superAdmin));

  it.each([
    ['/admin', 'mf_admin /admin'],
    ['/admin/orders/7', 'mf_admin /admin/orders/7'],
    ['/dealer', 'mf_dealer /dealer'],
  ])('%s is open', async (path, shown) => {
    renderShell(path);
    expect(await area()).toBe(shown);
    expect(screen.queryByRole('heading', { name: 'دسترسی ندارید' })).toBeNull();
  });
});

describe('the session ending while inside a guarded area', () => {
  it('after the user clicks خروج (logout), goes to the landing page, not to /login', async () => {
    signIn(USERS.staff);
    renderShell('/admin/orders');
    expect(await area()).toBe('mf_admin /admin/orders');
    act(() => logout());
    expect(
      await screen.findByRole('heading', { name: 'سامانه ثبت سفارش عمده کالاهای وارداتی' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('area')).toBeNull();
  });

  it('when it ends otherwise (failed refresh), sends the user to /login', async () => {
    signIn(USERS.customer);
    renderShell('/dashboard');
    expect(await area()).toBe('mf_customer /dashboard');
    act(() => signOut());
    expect(await area()).toBe('mf_auth /login');
  });
});

describe('not found', () => {
  it.each([['/nope'], ['/orders'], ['/product/unknown'], ['/dealer/extra']])(
    '%s shows the Persian not-found page',
    async (path) => {
      const { loader } = renderShell(path);
      expect(screen.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toHaveAttribute('href', '/');
      expect(loader).not.toHaveBeenCalled();
    },
  );
});

describe('landing page', () => {
  it('says what the product is, links to sign-in, registration and the catalogue, and loads no remote', () => {
    const { loader } = renderShell('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سامانه ثبت سفارش عمده');
    for (const word of ['قهوه', 'ادویه', 'خشکبار', 'شیرینی'])
      expect(screen.getAllByText(new RegExp(word)).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'ورود به حساب' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'ثبت‌نام مشتری جدید' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'مشاهده کاتالوگ محصولات' })).toHaveAttribute('href', '/product');
    expect(loader).not.toHaveBeenCalled();
  });

  it('navigates to the login area through the router', async () => {
    const { loader } = renderShell('/');
    await userEvent.click(screen.getByRole('link', { name: 'ورود به حساب' }));
    expect(await area()).toBe('mf_auth /login');
    expect(loader.mock.calls.map((c) => c[0])).toEqual(['mf_auth']);
  });

  it('offers the signed-in user their panel', () => {
    signIn(USERS.dealer);
    renderShell('/');
    expect(screen.getByRole('link', { name: 'ورود به پنل' })).toHaveAttribute('href', '/dealer');
  });
});

describe('session wiring', () => {
  it("shared-api's onSessionExpired goes to /login through the router, after the shell's 2 s notice", async () => {
    signIn(USERS.customer);
    renderShell('/dashboard');
    expect(await area()).toBe('mf_customer /dashboard');
    jest.useFakeTimers();
    try {
      act(() => {
        signOut();
        getApiConfig().onSessionExpired();
      });
      act(() => jest.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS));
      expect(await area()).toBe('mf_auth /login');
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['staff', USERS.staff, 'mf_admin'],
    ['super admin', USERS.superAdmin, 'mf_admin'],
    ['dealer', USERS.dealer, 'mf_dealer'],
    ['customer', USERS.customer, 'mf_customer'],
  ] as const)('after a %s signs in, their area is preloaded', async (_role, user, expected) => {
    const loader = stubLoader();
    renderShell('/login', loader);
    expect(await area()).toBe('mf_auth /login');
    act(() => signIn(user));
    await waitFor(() => expect(loader).toHaveBeenCalledWith(expected));
    // still on the login page: preloading renders nothing
    expect(await area()).toBe('mf_auth /login');
  });
});

describe('before the start-up session check answers', () => {
  afterEach(() => useSessionCheck.setState({ checked: true }));

  /** A stored session whose check (POST auth/token/verify/) has been sent and not yet answered. */
  function checking(user = USERS.customer) {
    signIn(user);
    const verify = deferred<unknown>();
    const { session } = startUp({
      initRemotes: () => Promise.resolve(),
      csrf: () => Promise.resolve({}),
      sessionApi: { verify: () => verify.promise, refresh: () => Promise.reject(new Error('no refresh')) },
    });
    return {
      accept: () =>
        act(async () => {
          verify.resolve({});
          await session;
        }),
      reject: () =>
        act(async () => {
          verify.reject(new Error('rejected'));
          await session;
        }),
    };
  }

  it('/login and the landing page render at once', async () => {
    checking();
    renderShell('/login');
    expect(await area()).toBe('mf_auth /login');
    signOut();
    checking();
    const { loader } = renderShell('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سامانه ثبت سفارش عمده');
    expect(loader).not.toHaveBeenCalled();
  });

  it('a guarded area waits, its code loading meanwhile, and opens once the session is accepted', async () => {
    const check = checking();
    const { loader } = renderShell('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('در حال بارگذاری پنل مشتری');
    await waitFor(() => expect(loader).toHaveBeenCalledWith('mf_customer'));
    expect(screen.queryByTestId('area')).toBeNull();
    await check.accept();
    expect(await area()).toBe('mf_customer /dashboard');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('a rejected session goes to /login from the guarded area', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const check = checking();
    renderShell('/orders/42');
    expect(screen.getByRole('status')).toBeInTheDocument();
    await check.reject();
    expect(await area()).toBe('mf_auth /login');
    jest.restoreAllMocks();
  });

  it("does not load an area the stored user's role cannot open", async () => {
    checking(USERS.customer);
    const { loader } = renderShell('/admin');
    expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });
});

describe("the area's own preload", () => {
  afterEach(() => useSessionCheck.setState({ checked: true }));

  function loaderWithPreload() {
    const preload = jest.fn();
    const loader = jest.fn((area: AreaName) => Promise.resolve({ ...fakeArea(area), preload }));
    return { loader, preload };
  }

  it.each([
    ['customer', USERS.customer, '/dashboard'],
    ['dealer', USERS.dealer, '/dealer'],
    ['staff', USERS.staff, '/admin'],
    ['super admin', USERS.superAdmin, '/admin'],
  ] as const)('after a %s signs in, is told the home page they land on', async (_role, user, home) => {
    const { loader, preload } = loaderWithPreload();
    renderShell('/login', loader);
    expect(await area()).toBe('mf_auth /login');
    act(() => signIn(user));
    await waitFor(() => expect(preload).toHaveBeenCalledWith(home));
  });

  it('is not called while the stored session is being checked (its calls would carry an unchecked token)', async () => {
    signIn(USERS.customer);
    const verify = deferred<unknown>();
    const { session } = startUp({
      initRemotes: () => Promise.resolve(),
      sessionApi: { verify: () => verify.promise, refresh: () => Promise.reject(new Error('no refresh')) },
      csrf: () => Promise.resolve({}),
    });
    const { loader, preload } = loaderWithPreload();
    renderShell('/dashboard', loader);
    await waitFor(() => expect(loader).toHaveBeenCalledWith('mf_customer'));
    await act(async () => {
      verify.resolve({});
      await session;
    });
    expect(await area()).toBe('mf_customer /dashboard');
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('page titles', () => {
  it.each([
    ['/', 'سامانه ثبت سفارش'],
    ['/login', 'ورود | سامانه ثبت سفارش'],
    ['/product/newarrivals', 'محموله‌های جدید | سامانه ثبت سفارش'],
    ['/no-such-page', 'صفحه پیدا نشد | سامانه ثبت سفارش'],
  ])('%s is titled "%s"', async (path, title) => {
    renderShell(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("a signed-in customer's order and staff's editor have their own titles", async () => {
    signIn(USERS.customer);
    const { unmount } = renderShell('/orders/42');
    await waitFor(() => expect(document.title).toBe('جزئیات سفارش | سامانه ثبت سفارش'));
    unmount();
    signIn(USERS.staff);
    renderShell('/admin/orders/7');
    await waitFor(() => expect(document.title).toBe('ویرایش سفارش | سامانه ثبت سفارش'));
  });

  it('a guard that sends a visitor to sign in titles the sign-in page', async () => {
    renderShell('/admin/orders');
    await waitFor(() => expect(document.title).toBe('ورود | سامانه ثبت سفارش'));
  });
});
