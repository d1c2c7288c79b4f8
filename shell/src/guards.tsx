// Route guards. They read the one auth store (shared-api), so a sign-in or sign-out in any area re-renders them.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthStore } from '@sefaresh/shared-api';
import { NoAccessPage } from './pages/no-access';
import { useSessionExpiring } from './session-expiry';

function useSession() {
  const accessToken = useAuthStore((s) => s.accessToken);
  const user = useAuthStore((s) => s.user);
  return { signedIn: Boolean(accessToken && user), user };
}

function ToLogin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const endedBy = useAuthStore((s) => s.endedBy);
  // The session just expired: the shell's notice is up and it moves to /login itself in a moment.
  if (useSessionExpiring()) return <>{children}</>;
  // After 'خروج' the user goes home (spec 000 §4), not to the sign-in page.
  if (endedBy === 'logout') return <Navigate to="/" replace />;
  return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
}

/** Customer pages: any signed-in user. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  return signedIn ? <>{children}</> : <ToLogin>{children}</ToLogin>;
}

/** /admin/*: staff only; a signed-in customer or dealer is told they have no access; anonymous to /login. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { signedIn, user } = useSession();
  if (!signedIn) return <ToLogin>{children}</ToLogin>;
  if (user?.is_staff) return <>{children}</>;
  return <NoAccessPage home={user?.is_dealer ? '/dealer' : '/dashboard'} />;
}

/** /dealer: dealers and staff; other signed-in users to /dashboard, anonymous to /login. */
export function RequireDealer({ children }: { children: ReactNode }) {
  const { signedIn, user } = useSession();
  if (!signedIn) return <ToLogin>{children}</ToLogin>;
  if (user?.is_dealer || user?.is_staff) return <>{children}</>;
  return <Navigate to="/dashboard" replace />;
}
