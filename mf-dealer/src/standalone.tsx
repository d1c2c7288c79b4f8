// Runs this remote alone (`npm run dev -w mf-dealer`): the same router and providers as inside the shell, the real
// API through the dev server's /api proxy. A dev server has its own origin and so its own localStorage:
// when nobody is signed in here, a plain sign-in form stands in for mf-auth.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Card, Input } from 'antd';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { login, useAuthStore } from '@sefaresh/shared-api';
import { ThemeProvider } from '@sefaresh/shared-ui';
import App from './app';

function DevSignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await login({ email, password });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };
  return (
    <ThemeProvider>
      <div style={{ maxWidth: 380, margin: '10vh auto', padding: 16 }}>
        <Card title="ورود (اجرای مستقل این بخش)">
          <form onSubmit={submit} style={{ display: 'grid', gap: 12 }}>
            {error ? <Alert type="error" title={error} /> : null}
            <Input dir="ltr" type="email" placeholder="ایمیل" value={email} onChange={(e) => setEmail(e.target.value)} disabled={sending} />
            <Input.Password dir="ltr" placeholder="رمز عبور" value={password} onChange={(e) => setPassword(e.target.value)} disabled={sending} />
            <Button type="primary" htmlType="submit" loading={sending}>
              ورود
            </Button>
          </form>
        </Card>
      </div>
    </ThemeProvider>
  );
}

function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore((s) => Boolean(s.user && s.accessToken));
  return signedIn ? <>{children}</> : <DevSignIn />;
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
        <Route path="/" element={<Navigate to="/dealer" replace />} />
        <Route path="/dealer" element={app} />
        <Route path="*" element={<Navigate to="/dealer" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
