// What mf-dealer exposes (`./App`): the shell renders it for /dealer (dealer guard).
// The dashboard arrives in a later issue; for now the area's frame: header (title, user, logout) and a notice.
import { Layout } from 'antd';
import { useNavigate } from 'react-router-dom';
import { logout, useAuthStore } from '@sefaresh/shared-api';
import { AreaHeader, ThemeProvider, UnderConstruction } from '@sefaresh/shared-ui';

export const AREA_TITLE = 'پنل نماینده فروش';

function DealerArea() {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const signOut = () => {
    logout();
    navigate('/');
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AreaHeader title={AREA_TITLE} userName={user?.name} onLogout={signOut} />
      <Layout.Content style={{ padding: 24 }}>
        <UnderConstruction title="داشبورد نماینده در حال ساخت است" />
      </Layout.Content>
    </Layout>
  );
}

export default function App() {
  return (
    <ThemeProvider>
      <DealerArea />
    </ThemeProvider>
  );
}
