// The one auth store of the product (shared at run time as a federation singleton).
// Persisted to localStorage under the spec's own keys: access_token, refresh_token, userData.
import { create } from 'zustand';
import { isStaffAccount } from '../rules';

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  is_staff: boolean;
  is_dealer: boolean;
  /** A super admin: creates users, activates, changes rates, pays commissions. */
  is_superuser?: boolean;
  company_name: string | null;
  phone: string | null;
}

export interface AuthTokens {
  access: string;
  refresh: string;
}

export interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  user: AuthUser | null;
  /** After sign-in: stores the user and both tokens. */
  setSession: (user: AuthUser, tokens: AuthTokens) => void;
  /** After a token refresh: replaces both tokens, keeps the user. */
  setTokens: (tokens: AuthTokens) => void;
  /** How the last session ended: 'logout' (the user signed out, so guards send them to `/`), or null. */
  endedBy: 'logout' | null;
  /** Failed refresh or failed sign-in: forgets everything. */
  clear: () => void;
  /** The user signs out: forgets everything and remembers that it was on purpose. */
  signOut: () => void;
}

export const STORAGE_KEYS = Object.freeze({
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'userData',
} as const);

type Persisted = Pick<AuthState, 'accessToken' | 'refreshToken' | 'user'>;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null; // access denied (privacy mode, sandboxed iframe)
  }
}

function parseUser(raw: string | null): AuthUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as AuthUser) : null;
  } catch {
    return null;
  }
}

/** Reads the three keys; missing or broken values read as null. */
export function readPersistedAuth(): Persisted {
  const s = storage();
  if (!s) return { accessToken: null, refreshToken: null, user: null };
  try {
    return {
      accessToken: s.getItem(STORAGE_KEYS.accessToken) || null,
      refreshToken: s.getItem(STORAGE_KEYS.refreshToken) || null,
      user: parseUser(s.getItem(STORAGE_KEYS.user)),
    };
  } catch {
    return { accessToken: null, refreshToken: null, user: null };
  }
}

function writeKey(s: Storage, key: string, value: string | null) {
  if (value == null) s.removeItem(key);
  else s.setItem(key, value);
}

function writePersistedAuth(state: Persisted) {
  const s = storage();
  if (!s) return;
  try {
    writeKey(s, STORAGE_KEYS.accessToken, state.accessToken);
    writeKey(s, STORAGE_KEYS.refreshToken, state.refreshToken);
    writeKey(s, STORAGE_KEYS.user, state.user ? JSON.stringify(pickUser(state.user)) : null);
  } catch {
    // quota or access errors: the session still works in memory
  }
}

/** Only the fields the spec stores in userData. */
function pickUser(user: AuthUser): AuthUser {
  const { id, email, name, is_staff, is_dealer, is_superuser, company_name, phone } = user;
  return {
    id,
    email,
    name,
    is_staff: Boolean(is_staff),
    is_dealer: Boolean(is_dealer),
    is_superuser: Boolean(is_superuser),
    company_name: company_name ?? null,
    phone: phone ?? null,
  };
}

/** React hook (`useAuthStore(s => s.user)`) and vanilla store (`useAuthStore.getState()`) in one. */
export const useAuthStore = create<AuthState>()((set) => ({
  ...readPersistedAuth(),
  endedBy: null,
  setSession: (user, tokens) =>
    set({ user: pickUser(user), accessToken: tokens.access, refreshToken: tokens.refresh, endedBy: null }),
  setTokens: (tokens) => set({ accessToken: tokens.access, refreshToken: tokens.refresh }),
  clear: () => set({ user: null, accessToken: null, refreshToken: null, endedBy: null }),
  signOut: () => set({ user: null, accessToken: null, refreshToken: null, endedBy: 'logout' }),
}));

useAuthStore.subscribe((state, prev) => {
  if (
    state.accessToken === prev.accessToken &&
    state.refreshToken === prev.refreshToken &&
    state.user === prev.user
  )
    return;
  writePersistedAuth(state);
});

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !Object.values(STORAGE_KEYS).includes(event.key as never)) return;
    rehydrateAuth();
  });
}

/** Re-reads the three localStorage keys into the store (done once at creation; call after external changes). */
export function rehydrateAuth(): void {
  const persisted = readPersistedAuth();
  const current = useAuthStore.getState();
  if (
    persisted.accessToken === current.accessToken &&
    persisted.refreshToken === current.refreshToken &&
    JSON.stringify(persisted.user) === JSON.stringify(current.user)
  ) {
    return;
  }
  useAuthStore.setState(persisted);
}

/** The vanilla accessor, for code outside React (the HTTP client, route guards, loaders). */
export const authStore = {
  getState: () => useAuthStore.getState(),
  subscribe: useAuthStore.subscribe,
  getAccessToken: () => useAuthStore.getState().accessToken,
  getRefreshToken: () => useAuthStore.getState().refreshToken,
  getUser: () => useAuthStore.getState().user,
  isAuthenticated: () => Boolean(useAuthStore.getState().accessToken && useAuthStore.getState().user),
  setSession: (user: AuthUser, tokens: AuthTokens) => useAuthStore.getState().setSession(user, tokens),
  setTokens: (tokens: AuthTokens) => useAuthStore.getState().setTokens(tokens),
  clear: () => useAuthStore.getState().clear(),
};

/** The area a signed-in user belongs to: staff (super admins included) first, then dealer, else customer. */
export function homePathFor(
  user: Pick<AuthUser, 'is_staff' | 'is_dealer' | 'is_superuser'> | null | undefined,
): string {
  if (!user) return '/login';
  if (isStaffAccount(user)) return '/admin';
  if (user.is_dealer) return '/dealer';
  return '/dashboard';
}

/**
 * Signs out locally: clears the store (and so the three localStorage keys). The shell's guards see `endedBy`
 * and send the user to `/` rather than `/login`, whichever render comes first.
 */
export function logout(): void {
  useAuthStore.getState().signOut();
}
