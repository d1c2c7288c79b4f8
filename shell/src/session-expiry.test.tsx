import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { getApiConfig, useAuthStore } from '@sefaresh/shared-api';
import { ShellProviders } from './app';
import type { AreaLoader, AreaName } from './areas/areas';
import { AppRoutes } from './routes';
import { SESSION_EXPIRED_NOTICE, SESSION_EXPIRED_REDIRECT_MS } from './session-expiry';
import { fakeArea, signIn, signOut, USERS } from './test/render-shell';

/** mf-auth's stand-in shows the location state /login received. */
function LoginStandIn() {
  const location = useLocation();
  return <div data-testid="login">{`${location.pathname} ${JSON.stringify(location.state)}`}</div>;
}

const loader = jest.fn<ReturnType<AreaLoader>, [AreaName]>((area) =>
  Promise.resolve(area === 'mf_auth' ? { default: LoginStandIn } : fakeArea(area)),
);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShellProviders loadArea={loader}>
        <AppRoutes />
      </ShellProviders>
    </MemoryRouter>,
  );
}

/** What shared-api does when its refresh fails: clear the store, then call the registered handler. */
function refreshFails() {
  act(() => {
    useAuthStore.getState().clear();
    getApiConfig().onSessionExpired();
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  signOut();
});

describe('an expired session', () => {
  it('shows the Persian notice, keeps the page for 2 s (no guard jump), then goes to /login keeping the path', async () => {
    signIn(USERS.customer);
    renderAt('/orders/12?tab=items');
    expect(await screen.findByTestId('area')).toHaveTextContent('mf_customer /orders/12');

    refreshFails();
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_EXPIRED_NOTICE);
    expect(screen.getByTestId('area')).toHaveTextContent('mf_customer /orders/12');

    act(() => jest.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS - 1));
    expect(screen.getByTestId('area')).toHaveTextContent('mf_customer /orders/12');
    expect(screen.queryByTestId('login')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByTestId('login')).toHaveTextContent(
      '/login {"from":"/orders/12?tab=items","reason":"session-expired"}',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('several failed refreshes in a row give one notice and one move', async () => {
    signIn(USERS.staff);
    renderAt('/admin/orders');
    await screen.findByTestId('area');
    refreshFails();
    act(() => jest.advanceTimersByTime(1000));
    refreshFails();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(await screen.findByTestId('login')).toHaveTextContent('"from":"/admin/orders"');
  });

  it('a sign-out by the user still goes home at once, without the notice', async () => {
    signIn(USERS.customer);
    renderAt('/dashboard');
    await screen.findByTestId('area');
    act(() => useAuthStore.getState().signOut());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('سامانه ثبت سفارش عمده');
    expect(screen.queryByText(SESSION_EXPIRED_NOTICE)).not.toBeInTheDocument();
  });
});
