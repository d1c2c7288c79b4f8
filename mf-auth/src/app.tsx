// What mf-auth exposes (`./App`): the shell mounts it as the element of /login, /register and /complete-profile,
// and this component picks the page from the current path.
import { lazy, Suspense } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { BRAND_COLORS, PageBoundary, ThemeProvider } from '@sefaresh/shared-ui';
import { LoginPage } from './features/login';
import type { GoogleSignInSlot } from './features/login/login-page';

// Registration, password recovery and profile completion load on their own visit (recovery when its link is
// clicked), so the sign-in page (budget: 300 KB of JavaScript) carries none of them.
const RegisterPage = lazy(() => import('./features/register').then((m) => ({ default: m.RegisterPage })));
const PasswordRecovery = lazy(() =>
  import('./features/password-recovery').then((m) => ({ default: m.PasswordRecovery })),
);
// The Google area asks the server whether Google sign-in is on and loads Google's script only then; its own
// chunk carries no antd.
const GoogleSignIn = lazy(() =>
  import('./features/google-sign-in').then((m) => ({ default: m.GoogleSignIn })),
);
const CompleteProfilePage = lazy(() =>
  import('./features/complete-profile').then((m) => ({ default: m.CompleteProfilePage })),
);

/** Shown inside the login page while the recovery chunk loads. */
const LOADING = (
  <p style={{ margin: 0, textAlign: 'center', color: 'rgba(45, 34, 25, 0.65)' }}>در حال بارگذاری…</p>
);

const renderRecovery = (onBack: () => void) => (
  <Suspense fallback={LOADING}>
    <PasswordRecovery onBack={onBack} />
  </Suspense>
);

const renderGoogleSignIn = (slot: GoogleSignInSlot) => (
  <Suspense fallback={null}>
    <GoogleSignIn {...slot} />
  </Suspense>
);

function Page({ pathname }: { pathname: string }) {
  if (matchPath('/login', pathname))
    return <LoginPage renderRecovery={renderRecovery} renderGoogleSignIn={renderGoogleSignIn} />;
  if (matchPath('/register', pathname)) return <RegisterPage />;
  // Without a user and the social-sign-in flag in the navigation state, the page itself redirects to /login.
  if (matchPath('/complete-profile', pathname)) return <CompleteProfilePage />;
  return <Navigate to="/login" replace />;
}

export default function App() {
  const { pathname, search } = useLocation();
  return (
    <ThemeProvider>
      <main
        style={{
          minHeight: '100vh',
          boxSizing: 'border-box',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          padding: '32px 16px',
          background: `linear-gradient(160deg, ${BRAND_COLORS.background} 0%, #f4ebe1 60%, #eadccd 100%)`,
        }}
      >
        <PageBoundary resetKey={pathname + search}>
          <Suspense fallback={null}>
            <Page pathname={pathname} />
          </Suspense>
        </PageBoundary>
      </main>
    </ThemeProvider>
  );
}
