// What mf-catalogue exposes (`./App`): the shell renders it for /product and /product/newarrivals (public).
// The catalogue arrives in a later issue; for now the area's frame: header and a notice. Anonymous visitors
// get a sign-in link instead of the user's name and logout.
import { Button, Layout } from 'antd';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { logout, useAuthStore } from '@sefaresh/shared-api';
import { AreaHeader, ThemeProvider, UnderConstruction } from '@sefaresh/shared-ui';

export const AREA_TITLE = 'کاتالوگ محصولات';

function CatalogueHeader() {
  const user = useAuthStore((s) => s.user);
  const accessToken = useAuthStore((s) => s.accessToken);
  const navigate = useNavigate();
  const go = (path: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    navigate(path);
  };
  if (user && accessToken) {
    const signOut = () => {
      logout();
      navigate('/');
    };
    return <AreaHeader title={AREA_TITLE} userName={user.name} onLogout={signOut} />;
  }
  return (
    <AreaHeader
      title={AREA_TITLE}
      extra={
        <>
          <Button href="/" onClick={go('/')}>
            صفحه اصلی
          </Button>
          <Button type="primary" href="/login" onClick={go('/login')}>
            ورود
          </Button>
        </>
      }
    />
  );
}

function CatalogueArea() {
  const { pathname } = useLocation();
  const page = matchPath('/product/newarrivals', pathname) ? 'محموله‌های جدید' : 'کاتالوگ محصولات';
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <CatalogueHeader />
      <Layout.Content style={{ padding: 24 }}>
        <UnderConstruction title={`${page} در حال ساخت است`} />
      </Layout.Content>
    </Layout>
  );
}

export default function App() {
  return (
    <ThemeProvider>
      <CatalogueArea />
    </ThemeProvider>
  );
}
