// The shell's React tree: router, session wiring and the route table. The area loader is injected
// (federation in the browser, a stub in tests).
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { homePathFor, useAuthStore } from '@sefaresh/shared-api';
import { preloadArea } from './areas/area-cache';
import { AreaLoaderContext } from './areas/area-outlet';
import { areaForUser, type AreaLoader } from './areas/areas';
import { PageTitle } from './page-title';
import { AppRoutes } from './routes';
import { SessionExpiry } from './session-expiry';

/**
 * After a sign-in, the role's area starts loading while mf-auth still shows its success message, and with it its
 * home page's code and first data.
 */
function SessionBridge({ loadArea }: { loadArea: AreaLoader }) {
  useEffect(
    () =>
      useAuthStore.subscribe((state, prev) => {
        if (state.user && state.accessToken && (!prev.user || prev.user.id !== state.user.id)) {
          void preloadArea(loadArea, areaForUser(state.user), homePathFor(state.user));
        }
      }),
    [loadArea],
  );
  return null;
}

export function ShellProviders({ loadArea, children }: { loadArea: AreaLoader; children: ReactNode }) {
  return (
    <AreaLoaderContext.Provider value={loadArea}>
      <SessionBridge loadArea={loadArea} />
      <PageTitle />
      {/* shared-api's onSessionExpired: the notice, then /login through the router (no full reload) */}
      <SessionExpiry>{children}</SessionExpiry>
    </AreaLoaderContext.Provider>
  );
}

export function App({ loadArea }: { loadArea: AreaLoader }) {
  return (
    <BrowserRouter>
      <ShellProviders loadArea={loadArea}>
        <AppRoutes />
      </ShellProviders>
    </BrowserRouter>
  );
}
