// Runs this remote alone (`npm run dev -w mf-auth`): shared-ui's StandaloneArea with the sign-in routes, and a
// stand-in for the areas a sign-in lands in.
import { Link } from 'react-router-dom';
import { StandaloneArea } from '@sefaresh/shared-ui';
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

const ELSEWHERE = {
  '/dashboard': <SignedInElsewhere />,
  '/dealer': <SignedInElsewhere />,
  '/admin/*': <SignedInElsewhere />,
};

export function Standalone() {
  return (
    <StandaloneArea
      app={App}
      paths={['/login', '/register', '/complete-profile']}
      home="/login"
      extraRoutes={ELSEWHERE}
    />
  );
}
