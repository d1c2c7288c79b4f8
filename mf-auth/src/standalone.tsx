// Runs this remote alone (`npm run dev -w mf-auth`): the same router and providers as inside the shell
// (the exposed App wraps itself in ThemeProvider), the real API through the dev server's /api proxy.
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import App from './app';

/** Where a sign-in lands (/admin, /dealer, /dashboard): those areas are other remotes, not served here. */
function SignedInElsewhere() {
  return (
    <main style={{ fontFamily: 'Vazirmatn, Tahoma, sans-serif', textAlign: 'center', padding: '20vh 16px' }}>
      <h1>ورود انجام شد</h1>
      <p>این بخش در اجرای مستقل mf-auth وجود ندارد؛ برای دیدن آن سامانه را با npm run dev اجرا کنید.</p>
      <Link to="/login">بازگشت به صفحه ورود</Link>
    </main>
  );
}

export function Standalone() {
  const app = <App />;
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={app} />
        <Route path="/register" element={app} />
        <Route path="/complete-profile" element={app} />
        <Route path="/dashboard" element={<SignedInElsewhere />} />
        <Route path="/dealer" element={<SignedInElsewhere />} />
        <Route path="/admin/*" element={<SignedInElsewhere />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
