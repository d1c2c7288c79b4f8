// The one expired-session behaviour of the product (docs/contracts.md): when shared-api's refresh fails, the shell
// says so in Persian and, 2 seconds later, goes to /login keeping where the user was, so signing in brings them
// back. During those 2 seconds the guards keep the page in place instead of jumping to /login themselves.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { configureApi } from '@sefaresh/shared-api';

export const SESSION_EXPIRED_NOTICE = 'نشست شما منقضی شده است، در حال انتقال به صفحه ورود...';
export const SESSION_EXPIRED_REDIRECT_MS = 2000;

/** What /login receives in its location state after an expired session. */
interface SessionExpiredState {
  from: string;
  reason: 'session-expired';
}

/** True while the notice is up (the guards wait for the shell's own move to /login). */
const ExpiringContext = createContext(false);
export const useSessionExpiring = () => useContext(ExpiringContext);

export function SessionExpiry({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = location.pathname + location.search;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  /** The path the user was on when the session ended; null while it lasts. */
  const [expiredAt, setExpiredAt] = useState<string | null>(null);

  useEffect(() => {
    configureApi({ onSessionExpired: () => setExpiredAt((at) => at ?? here.current) });
  }, []);

  useEffect(() => {
    if (expiredAt === null) return;
    const timer = setTimeout(() => {
      const state: SessionExpiredState = { from: expiredAt, reason: 'session-expired' };
      navigateRef.current('/login', { replace: true, state });
    }, SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expiredAt]);

  // On /login the notice has done its work (cleared only then, so no guard redirects first).
  const onLogin = location.pathname === '/login';
  useEffect(() => {
    if (onLogin) setExpiredAt(null);
  }, [onLogin]);

  return (
    <ExpiringContext.Provider value={expiredAt !== null}>
      {expiredAt !== null && (
        <div className="shell-session-notice" role="alert">
          <span className="shell-spinner" aria-hidden="true" />
          <span>{SESSION_EXPIRED_NOTICE}</span>
        </div>
      )}
      {children}
    </ExpiringContext.Provider>
  );
}
