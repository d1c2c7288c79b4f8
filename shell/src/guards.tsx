// Route guards. They read the one auth store (shared-api), so a sign-in or sign-out in any area re-renders them.
// An area that uses the session waits for the start-up session check (startup.ts) while a session is stored, its
// code loading meanwhile; a visitor without one is never kept waiting, and the pages without an area never wait.
import { useContext, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthStore, type AuthUser } from '@sefaresh/shared-api';
import { isStaffAccount } from '@sefaresh/shared-api/rules';
import { preloadArea } from './areas/area-cache';
import { AreaLoaderContext, AreaLoading, AreaOutlet } from './areas/area-outlet';
import type { AreaName } from './areas/areas';
import { NoAccessPage } from './pages/no-access';
import { useSessionExpiring } from './session-expiry';
import { useSessionCheck } from './startup';

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

/** The area, once the stored session's check has answered; until then its loading panel, its code loading. */
function AfterSessionCheck({ area }: { area: AreaName }) {
  const checked = useSessionCheck((s) => s.checked);
  const loader = useContext(AreaLoaderContext);
  // the area's code only: its preload(path) would send calls with the session not yet checked
  useEffect(() => {
    if (!checked) void preloadArea(loader, area);
  }, [checked, loader, area]);
  if (checked) return <AreaOutlet area={area} />;
  return (
    <div className="shell-area" data-area={area}>
      <AreaLoading area={area} />
    </div>
  );
}

type Verdict = 'open' | 'login' | 'dashboard';

function Guarded({ area, verdict }: { area: AreaName; verdict: Verdict }) {
  if (verdict === 'dashboard') return <Navigate to="/dashboard" replace />;
  if (verdict === 'login')
    return (
      <ToLogin>
        <AreaOutlet area={area} />
      </ToLogin>
    );
  return <AfterSessionCheck area={area} />;
}

function verdictFor(signedIn: boolean, user: AuthUser | null, allowed: (u: AuthUser) => boolean): Verdict {
  if (!signedIn || !user) return 'login';
  return allowed(user) ? 'open' : 'login';
}

/** Open to everyone; a stored session is checked first, as the area's calls carry it. */
export function Public({ area }: { area: AreaName }) {
  return <AfterSessionCheck area={area} />;
}

/** Customer pages: any signed-in user. */
export function RequireUser({ area }: { area: AreaName }) {
  const { signedIn, user } = useSession();
  return <Guarded area={area} verdict={verdictFor(signedIn, user, () => true)} />;
}

/** /admin/*: staff and super admins only; a signed-in customer or dealer is told they have no access; anonymous to /login. */
export function RequireStaff({ area }: { area: AreaName }) {
  const { signedIn, user } = useSession();
  if (signedIn && user && !isStaffAccount(user))
    return <NoAccessPage home={user.is_dealer ? '/dealer' : '/dashboard'} />;
  return <Guarded area={area} verdict={verdictFor(signedIn, user, isStaffAccount)} />;
}

/** /dealer: dealers and staff; other signed-in users to /dashboard, anonymous to /login. */
export function RequireDealer({ area }: { area: AreaName }) {
  const { signedIn, user } = useSession();
  const verdict = verdictFor(signedIn, user, (u) => u.is_dealer || isStaffAccount(u));
  return <Guarded area={area} verdict={signedIn && verdict === 'login' ? 'dashboard' : verdict} />;
}
