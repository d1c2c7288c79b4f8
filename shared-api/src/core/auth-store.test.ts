import type { AuthUser } from './auth-store';

const USER: AuthUser = {
  id: 3,
  email: 'x@y.ir',
  name: 'مریم',
  is_staff: true,
  is_dealer: false,
  is_superuser: false,
  company_name: 'شرکت',
  phone: '09121111111',
};

type AuthStoreModule = typeof import('./auth-store');

/** A new module instance: the store is created (and rehydrated) again. */
async function freshModule(): Promise<AuthStoreModule> {
  let mod!: AuthStoreModule;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./auth-store');
  });
  return mod;
}

beforeEach(() => localStorage.clear());

describe('auth store persistence', () => {
  it('writes the session to access_token, refresh_token and userData', async () => {
    const { useAuthStore } = await freshModule();
    useAuthStore
      .getState()
      .setSession({ ...USER, extra: 'not stored' } as AuthUser, { access: 'a1', refresh: 'r1' });
    expect(localStorage.getItem('access_token')).toBe('a1');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(USER);
  });

  it('setTokens replaces the tokens and keeps the user', async () => {
    const { useAuthStore } = await freshModule();
    useAuthStore.getState().setSession(USER, { access: 'a1', refresh: 'r1' });
    useAuthStore.getState().setTokens({ access: 'a2', refresh: 'r2' });
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', user: USER });
    expect(localStorage.getItem('access_token')).toBe('a2');
    expect(localStorage.getItem('refresh_token')).toBe('r2');
  });

  it('clear and logout remove the three keys', async () => {
    const { useAuthStore, logout } = await freshModule();
    useAuthStore.getState().setSession(USER, { access: 'a1', refresh: 'r1' });
    logout();
    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect([
      localStorage.getItem('access_token'),
      localStorage.getItem('refresh_token'),
      localStorage.getItem('userData'),
    ]).toEqual([null, null, null]);
  });

  it('rehydrates synchronously at creation from the three keys', async () => {
    localStorage.setItem('access_token', 'stored-a');
    localStorage.setItem('refresh_token', 'stored-r');
    localStorage.setItem('userData', JSON.stringify(USER));
    const { useAuthStore, authStore } = await freshModule();
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: 'stored-a',
      refreshToken: 'stored-r',
      user: USER,
    });
    expect(authStore.isAuthenticated()).toBe(true);
    expect(authStore.getUser()?.name).toBe('مریم');
  });

  it('reads broken userData as no user', async () => {
    localStorage.setItem('access_token', 'a');
    localStorage.setItem('userData', '{not json');
    const { useAuthStore, authStore } = await freshModule();
    expect(useAuthStore.getState().user).toBeNull();
    expect(authStore.isAuthenticated()).toBe(false);
  });

  it('follows another tab through the storage event', async () => {
    const { useAuthStore } = await freshModule();
    localStorage.setItem('access_token', 'other-tab');
    localStorage.setItem('refresh_token', 'r');
    localStorage.setItem('userData', JSON.stringify(USER));
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    expect(useAuthStore.getState().accessToken).toBe('other-tab');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('the vanilla accessor works outside React', async () => {
    const { authStore } = await freshModule();
    const seen: (string | null)[] = [];
    const unsubscribe = authStore.subscribe((s) => seen.push(s.accessToken));
    authStore.setSession(USER, { access: 'v1', refresh: 'r1' });
    authStore.setTokens({ access: 'v2', refresh: 'r2' });
    authStore.clear();
    unsubscribe();
    expect(seen).toEqual(['v1', 'v2', null]);
    expect(authStore.getAccessToken()).toBeNull();
  });

  it('homePathFor sends staff (super admins too) to /admin first, then dealers, else the dashboard', async () => {
    const { homePathFor } = await freshModule();
    expect(homePathFor({ is_staff: true, is_dealer: true })).toBe('/admin');
    expect(homePathFor({ is_staff: false, is_superuser: true, is_dealer: false })).toBe('/admin');
    expect(homePathFor({ is_staff: false, is_dealer: true })).toBe('/dealer');
    expect(homePathFor({ is_staff: false, is_dealer: false })).toBe('/dashboard');
    expect(homePathFor(null)).toBe('/login');
  });
});
