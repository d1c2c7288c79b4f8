// What mf-auth exposes (`./App`): the shell mounts it as the element of /login, /register and /complete-profile,
// and this component picks the page from the current path.
import { lazy, Suspense } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { BRAND_COLORS, ThemeProvider } from '@sefaresh/shared-ui';
import { LoginPage } from './features/login';

// Registration loads on its own visit, so the sign-in page (budget: 300 KB of JavaScript) does not carry it.
const RegisterPage = lazy(() => import('./features/register').then((m) => ({ default: m.RegisterPage })));

function Page({ pathname }: { pathname: string }) {
  if (matchPath('/login', pathname)) return <LoginPage />;
  if (matchPath('/register', pathname)) return <RegisterPage />;
  // The complete-profile page (spec 002) arrives in a later issue. Without a user in the navigation state
  // it redirects to /login anyway, which is what every visit does until then.
  if (matchPath('/complete-profile', pathname)) return <Navigate to="/login" replace />;
  return <Navigate to="/login" replace />;
}

export default function App() {
  const { pathname } = useLocation();
  return (
    <ThemeProvider>
      <div
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
        <Suspense fallback={null}>
          <Page pathname={pathname} />
        </Suspense>
      </div>
    </ThemeProvider>
  );
}
