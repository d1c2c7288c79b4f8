// One remote running alone in development (`npm run dev -w <remote>`): the same router and providers as inside
// the shell, the real API through the dev server's /api proxy. A dev server has its own origin and so its own
// localStorage: when the area needs a session and nobody is signed in here, a plain sign-in form stands in for
// mf-auth. shared-ui knows no endpoint: the remote passes the session check and the sign-in call.
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { DevSignIn } from '../components/dev-sign-in';
import { ThemeProvider } from '../theme/theme-provider';

export interface StandaloneSession {
  /** A hook: is someone signed in (e.g. `() => useAuthStore((s) => Boolean(s.user && s.accessToken))`)? */
  useSignedIn(): boolean;
  signIn(email: string, password: string): Promise<unknown>;
}

export interface StandaloneAreaProps {
  /** The remote's exposed App. */
  app: ComponentType;
  /** The route paths the App serves (as in the shell's route table, e.g. '/admin/*'). */
  paths: readonly string[];
  /** Where / and unknown paths go. */
  home: string;
  /** Given: the App needs a signed-in user, and DevSignIn stands in for mf-auth until there is one. */
  session?: StandaloneSession;
  /** More routes (path → element), e.g. stand-ins for other areas' pages. */
  extraRoutes?: Readonly<Record<string, ReactNode>>;
}

function RequireSession({ session, children }: { session: StandaloneSession; children: ReactNode }) {
  const signedIn = session.useSignedIn();
  if (signedIn) return <>{children}</>;
  return (
    <ThemeProvider>
      <DevSignIn onSignIn={session.signIn} />
    </ThemeProvider>
  );
}

export function StandaloneArea({ app: App, paths, home, session, extraRoutes = {} }: StandaloneAreaProps) {
  const element = session ? (
    <RequireSession session={session}>
      <App />
    </RequireSession>
  ) : (
    <App />
  );
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Navigate to={home} replace />} />
        {paths.map((path) => (
          <Route key={path} path={path} element={element} />
        ))}
        {Object.entries(extraRoutes).map(([path, node]) => (
          <Route key={path} path={path} element={node} />
        ))}
        <Route path="*" element={<Navigate to={home} replace />} />
      </Routes>
    </BrowserRouter>
  );
}
