// The dealer area's answer to a refused list (spec 001 §8): a 403 says so and signs out to /login after 2 s;
// a 401 is the shell's (the shared client's failed refresh already leads to /login), only its text is shown here.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError, logout } from '@sefaresh/shared-api';

const SESSION_REDIRECT_MS = 2_000;

export const SESSION_TEXTS = Object.freeze({
  forbidden: 'دسترسی غیرمجاز، لطفاً دوباره وارد شوید',
  expired: 'نشست شما منقضی شده است، در حال انتقال به صفحه ورود...',
});

/** 'forbidden' | 'expired' for a 403 / 401 failure, else null. */
export function sessionProblem(error: unknown): 'forbidden' | 'expired' | null {
  if (!isApiError(error)) return null;
  if (error.status === 403) return 'forbidden';
  if (error.status === 401) return 'expired';
  return null;
}

/** After a 403: sign out and go to /login once SESSION_REDIRECT_MS has passed. */
export function useSignOutOnForbidden(error: unknown): void {
  const navigate = useNavigate();
  const forbidden = sessionProblem(error) === 'forbidden';
  useEffect(() => {
    if (!forbidden) return;
    const timer = setTimeout(() => {
      logout();
      navigate('/login', { replace: true });
    }, SESSION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [forbidden, navigate]);
}
