// The shell's React tree: router, session wiring and the route table. The area loader is injected
// (federation in the browser, a stub in tests).
import { useEffect, useRef, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { preloadArea } from './areas/area-cache';
import { AreaLoaderContext } from './areas/area-outlet';
import { areaForUser, type AreaLoader } from './areas/areas';
import { AppRoutes } from './routes';

/**
 * - shared-api's onSessionExpired goes to /login through the router (no full reload);
 * - after a sign-in, the role's area starts loading while mf-auth still shows its success message.
 */
export function SessionBridge({ loadArea }: { loadArea: AreaLoader }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    configureApi({ onSessionExpired: () => navigateRef.current('/login', { replace: true }) });
  }, []);

  useEffect(
    () =>
      useAuthStore.subscribe((state, prev) => {
        if (state.user && state.accessToken && (!prev.user || prev.user.id !== state.user.id)) {
          void preloadArea(loadArea, areaForUser(state.user));
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
      {children}
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
