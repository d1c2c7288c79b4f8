// The admin area's frame: header (title, user, logout), the navigation of every admin page on the right (a drawer
// on small screens), and the page. An expired session is the shell's: it shows the notice and goes to /login.
import { useState, type ReactNode } from 'react';
import { Button, Drawer, Grid, Layout, Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { logout, useAuthStore } from '@sefaresh/shared-api';
import { AreaHeader } from '@sefaresh/shared-ui';
import { ADMIN_NAV, activeNavPath } from './nav';

export const AREA_TITLE = 'پنل مدیریت';
const NAV_LABEL = 'منوی مدیریت';
const NAV_TOGGLE_LABEL = 'منو';

function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const superuser = useAuthStore((s) => Boolean(s.user?.is_superuser));
  return (
    <nav aria-label={NAV_LABEL}>
      <Menu
        mode="inline"
        selectedKeys={[activeNavPath(pathname)]}
        style={{ borderInlineEnd: 'none' }}
        items={ADMIN_NAV.filter((item) => superuser || !item.superuserOnly).map((item) => ({
          key: item.path,
          label: (
            <a
              href={item.path}
              onClick={(e) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                navigate(item.path);
                onNavigate?.();
              }}
            >
              {item.label}
            </a>
          ),
        }))}
      />
    </nav>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const wide = !!screens.md;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const signOut = () => {
    logout();
    navigate('/');
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AreaHeader
        title={AREA_TITLE}
        userName={user?.name}
        onLogout={signOut}
        extra={
          wide ? null : (
            <Button onClick={() => setDrawerOpen(true)} aria-expanded={drawerOpen}>
              {NAV_TOGGLE_LABEL}
            </Button>
          )
        }
      />
      <Layout hasSider={wide}>
        {wide ? (
          <Layout.Sider width={230} theme="light" style={{ borderInlineStart: '1px solid #e7ddd2' }}>
            <AdminMenu />
          </Layout.Sider>
        ) : (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="right"
            size={260}
            title={AREA_TITLE}
          >
            <AdminMenu onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )}
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
