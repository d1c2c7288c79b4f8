// Runs this remote alone (`npm run dev -w mf-customer`): the same router and providers as inside the shell, the real
// API through the dev server's /api proxy. A dev server has its own origin and so its own localStorage:
// when nobody is signed in here, a plain sign-in form stands in for mf-auth.
import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { login, useAuthStore } from '@sefaresh/shared-api';
import { DevSignIn, ThemeProvider } from '@sefaresh/shared-ui';
import App from './app';

function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore((s) => Boolean(s.user && s.accessToken));
  if (signedIn) return <>{children}</>;
  return (
    <ThemeProvider>
      <DevSignIn onSignIn={(email, password) => login({ email, password })} />
    </ThemeProvider>
  );
}

export function Standalone() {
  const app = (
    <RequireSession>
      <App />
    </RequireSession>
  );
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="/dashboard" element={app} />
        <Route path="/orders/create" element={app} />
        <Route path="/orders/:orderId" element={app} />
        <Route path="/profile" element={app} />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
