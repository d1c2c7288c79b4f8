import { startTransition, Suspense, use, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ShellProviders } from '../app';
import { AreaLoaderContext, AreaOutlet } from './area-outlet';
import { deferred } from '../test/deferred';
import { AppRoutes } from '../routes';
import type { AreaLoader, AreaName } from './areas';
import { fakeArea, renderShell, signIn, signOut, USERS } from '../test/render-shell';

afterEach(() => signOut());

describe('a remote that cannot load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the Persian error panel, and retry loads it again', async () => {
    let fail = true;
    const loader = jest.fn<ReturnType<AreaLoader>, [AreaName]>((area) =>
      fail ? Promise.reject(new Error(`${area} is down`)) : Promise.resolve(fakeArea(area)),
    );
    renderShell('/product', loader);
    expect(await screen.findByRole('heading', { name: 'بارگذاری این بخش ممکن نشد' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('کاتالوگ محصولات');
    expect(loader).toHaveBeenCalledTimes(1);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByTestId('area')).toHaveTextContent('mf_catalogue /product');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps failing visibly while the remote stays down', async () => {
    const loader = jest.fn<ReturnType<AreaLoader>, [AreaName]>(() => Promise.reject(new Error('down')));
    renderShell('/login', loader);
    await screen.findByRole('heading', { name: 'بارگذاری این بخش ممکن نشد' });
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { name: 'بارگذاری این بخش ممکن نشد' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('leaves the rest of the product working', async () => {
    signIn(USERS.customer);
    const loader = jest.fn<ReturnType<AreaLoader>, [AreaName]>((area) =>
      area === 'mf_customer' ? Promise.reject(new Error('down')) : Promise.resolve(fakeArea(area)),
    );
    renderShell('/dashboard', loader);
    await screen.findByRole('heading', { name: 'بارگذاری این بخش ممکن نشد' });
    await userEvent.click(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سامانه ثبت سفارش عمده');
    await userEvent.click(screen.getAllByRole('link', { name: 'محصولات' })[0]);
    expect(await screen.findByTestId('area')).toHaveTextContent('mf_catalogue /product');
  });

  it('tries again when the area is visited again after a failure', async () => {
    let fail = true;
    const loader = jest.fn<ReturnType<AreaLoader>, [AreaName]>((area) =>
      fail ? Promise.reject(new Error('down')) : Promise.resolve(fakeArea(area)),
    );
    renderShell('/product', loader);
    await screen.findByRole('heading', { name: 'بارگذاری این بخش ممکن نشد' });
    await userEvent.click(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' }));
    fail = false;
    await userEvent.click(screen.getByRole('link', { name: 'مشاهده کاتالوگ محصولات' }));
    expect(await screen.findByTestId('area')).toHaveTextContent('mf_catalogue /product');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the panel when the remote throws while rendering', async () => {
    let broken = true;
    function Broken() {
      if (broken) throw new Error('render failure');
      return <div data-testid="area">recovered</div>;
    }
    const loader = jest.fn<ReturnType<AreaLoader>, [AreaName]>(() => Promise.resolve({ default: Broken }));
    renderShell('/product', loader);
    expect(await screen.findByRole('heading', { name: 'بارگذاری این بخش ممکن نشد' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByTestId('area')).toHaveTextContent('recovered');
  });
});

describe('loading', () => {
  it('shows a Persian loading indicator while the remote loads', async () => {
    let resolve: (() => void) | undefined;
    const loader = jest.fn<ReturnType<AreaLoader>, [AreaName]>(
      (area) => new Promise((r) => (resolve = () => r(fakeArea(area)))),
    );
    renderShell('/product', loader);
    expect(await screen.findByRole('status')).toHaveTextContent('در حال بارگذاری کاتالوگ محصولات');
    resolve!();
    expect(await screen.findByTestId('area')).toHaveTextContent('mf_catalogue /product');
  });

  it('loads an area once across its pages', async () => {
    signIn(USERS.customer);
    const { loader } = renderShell('/dashboard');
    await screen.findByTestId('area');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('the area boundary and the location', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('clears the error panel when the location changes, without a retry click', async () => {
    function BrokenOnOnePage() {
      const { pathname } = useLocation();
      if (pathname === '/product') throw new Error('render failure');
      return <div data-testid="area">{pathname}</div>;
    }
    function Nav() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/product/newarrivals')}>محصولات جدید</button>;
    }
    const loader = jest.fn<ReturnType<AreaLoader>, [AreaName]>(() =>
      Promise.resolve({ default: BrokenOnOnePage }),
    );
    render(
      <MemoryRouter initialEntries={['/product']}>
        <ShellProviders loadArea={loader}>
          <Nav />
          <AppRoutes />
        </ShellProviders>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'بارگذاری این بخش ممکن نشد' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'محصولات جدید' }));
    expect(await screen.findByTestId('area')).toHaveTextContent('/product/newarrivals');
    expect(screen.queryByRole('heading', { name: 'بارگذاری این بخش ممکن نشد' })).not.toBeInTheDocument();
  });
});

describe('rendering an area starts and forgets nothing', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('a visit whose render React starts over before showing it loads the area once, and shows it', async () => {
    const loader = jest.fn<ReturnType<AreaLoader>, [AreaName]>(() => Promise.reject(new Error('down')));
    let data: Promise<string> | null = null;
    function Suspends() {
      return data ? <span>{use(data)}</span> : null;
    }
    let show: (on: boolean) => void = () => {};
    let bump: () => void = () => {};
    function Harness() {
      const [on, setOn] = useState(true);
      const [, setTick] = useState(0);
      show = setOn;
      bump = () => setTick((n) => n + 1);
      // the outlet renders, then a sibling suspends: the visit waits uncommitted, and may be rendered again
      return on ? (
        <>
          <AreaOutlet area="mf_catalogue" />
          <Suspends />
        </>
      ) : null;
    }
    render(
      <MemoryRouter initialEntries={['/product']}>
        <AreaLoaderContext.Provider value={loader}>
          <Suspense fallback={<p>waiting</p>}>
            <Harness />
          </Suspense>
        </AreaLoaderContext.Provider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'بارگذاری این بخش ممکن نشد' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);

    act(() => show(false));
    const later = deferred<string>();
    data = later.promise;
    await act(async () => {
      startTransition(() => show(true));
      await Promise.resolve();
    });
    // an urgent update while the visit waits: React starts the visit's render over
    await act(async () => {
      bump();
      await Promise.resolve();
    });
    await act(async () => {
      later.resolve('ready again');
      await later.promise;
    });
    expect(await screen.findByRole('heading', { name: 'بارگذاری این بخش ممکن نشد' })).toBeInTheDocument();
    expect(screen.getByText('ready again')).toBeInTheDocument();
    // the second visit tries once more, whatever React rendered on the way
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
