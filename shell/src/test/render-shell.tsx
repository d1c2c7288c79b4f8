// Renders the shell's routes at a path with an injected area loader (no federation in tests).
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useParams } from 'react-router-dom';
import { useAuthStore, type AuthUser } from '@sefaresh/shared-api';
import { ShellProviders } from '../app';
import type { AreaLoader, AreaModule, AreaName } from '../areas/areas';
import { AppRoutes } from '../routes';

/** A stand-in remote: shows which area rendered and at which path. */
export function fakeArea(area: AreaName): AreaModule {
  function FakeArea() {
    const { pathname } = useLocation();
    const params = useParams();
    return (
      <div data-testid="area">
        {area} {pathname}
        {params.orderId ? ` order=${params.orderId}` : ''}
      </div>
    );
  }
  return { default: FakeArea };
}

export function stubLoader(): jest.MockedFunction<AreaLoader> {
  return jest.fn((area: AreaName) => Promise.resolve(fakeArea(area)));
}

export function renderShell(path: string, loader: jest.MockedFunction<AreaLoader> = stubLoader()) {
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <ShellProviders loadArea={loader}>
        <AppRoutes />
      </ShellProviders>
    </MemoryRouter>,
  );
  return { ...utils, loader };
}

const base: AuthUser = {
  id: 1,
  email: 'a@example.com',
  name: 'کاربر',
  is_staff: false,
  is_dealer: false,
  company_name: null,
  phone: null,
};

export const USERS = {
  customer: { ...base, id: 11, name: 'مریم مشتری' },
  dealer: { ...base, id: 12, name: 'رضا نماینده', is_dealer: true },
  staff: { ...base, id: 13, name: 'سارا مدیر', is_staff: true },
  /** A super admin whose account lacks is_staff: staff all the same. */
  superAdmin: { ...base, id: 14, name: 'نادر مدیر ارشد', is_superuser: true },
} satisfies Record<string, AuthUser>;

export function signIn(user: AuthUser) {
  useAuthStore.getState().setSession(user, { access: `access-${user.id}`, refresh: `refresh-${user.id}` });
}

export function signOut() {
  useAuthStore.getState().clear();
  window.localStorage.clear();
}
