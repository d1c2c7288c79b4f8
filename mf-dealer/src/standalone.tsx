// Runs this remote alone (`npm run dev -w mf-dealer`): the same router and providers as inside the shell, the real
// API through the dev server's /api proxy. A dev server has its own origin and so its own localStorage:
// when nobody is signed in here, a plain sign-in form stands in for mf-auth. Every path shows /dealer.
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { login, useAuthStore } from '@sefaresh/shared-api';
import { DevSignIn, ThemeProvider } from '@sefaresh/shared-ui';
import App from './app';

function DealerAreaAlone() {
  const signedIn = useAuthStore((s) => Boolean(s.user && s.accessToken));
  if (signedIn) return <App />;
  const signIn = (email: string, password: string) => login({ email, password });
  return (
    <ThemeProvider>
      <DevSignIn onSignIn={signIn} />
    </ThemeProvider>
  );
}

export function Standalone() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/dealer" element={<DealerAreaAlone />} />
        <Route path="*" element={<Navigate to="/dealer" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
