// The admin pages' answer to an expired session (spec 002 §2): a message, then after 2 seconds the stored tokens
// and user data are cleared and the visitor goes to the root route. The provider (inside AdminLayout) owns the
// timer, so moving to another admin page meanwhile does not cancel it.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Alert } from 'antd';
import { useNavigate } from 'react-router-dom';
import { isApiError, logout } from '@sefaresh/shared-api';

export const SESSION_EXPIRED_MESSAGE = 'نشست شما منقضی شده است، در حال انتقال به صفحه ورود...';
/** Spec 002 §9: session redirect delay. */
export const SESSION_REDIRECT_MS = 2000;

/** A 401 that reached the page: the client's one refresh failed too. */
export const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

type Expire = () => void;

const SessionExpiryContext = createContext<Expire | null>(null);

function useExpireTimer(onShow: () => void): Expire {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) return; // already on its way out
    onShow();
    timer.current = setTimeout(() => {
      logout();
      navigateRef.current('/');
    }, SESSION_REDIRECT_MS);
  }, [onShow]);
}

/** Shows the session message above its children and runs the sign-out for every page inside it. */
export function SessionExpiryProvider({ children }: { children: ReactNode }) {
  const [expired, setExpired] = useState(false);
  const show = useCallback(() => setExpired(true), []);
  const expire = useExpireTimer(show);
  const value = useMemo(() => expire, [expire]);
  return (
    <SessionExpiryContext.Provider value={value}>
      {expired ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={SESSION_EXPIRED_MESSAGE}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {children}
    </SessionExpiryContext.Provider>
  );
}

/**
 * A function for a page to call when the API answered 401: shows 'نشست شما منقضی شده است…' and after 2 s calls
 * logout() and goes to '/'. Inside SessionExpiryProvider (AdminLayout has one) the provider shows the message;
 * outside one the sign-out still happens after 2 s, without the message.
 */
export function useSessionExpiry(): Expire {
  const fromProvider = useContext(SessionExpiryContext);
  const noop = useCallback(() => {}, []);
  const own = useExpireTimer(noop);
  return fromProvider ?? own;
}
