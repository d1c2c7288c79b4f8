// The dashboard's header buttons (spec 000 §2): profile, new arrivals, catalogue, new order and logout. On a phone
// only the new order stays a button; the others collapse into a menu, so the first order is in view.
import { Button, Dropdown, Flex } from 'antd';
import { usePhone } from '@sefaresh/shared-ui';
import { DASHBOARD_MESSAGES as T } from './messages';

export interface DashboardMenuProps {
  onProfile: () => void;
  onNewArrivals: () => void;
  onCatalogue: () => void;
  onCreateOrder: () => void;
  onLogout: () => void;
}

export function DashboardMenu({
  onProfile,
  onNewArrivals,
  onCatalogue,
  onCreateOrder,
  onLogout,
}: DashboardMenuProps) {
  const phone = usePhone();
  const create = (
    <Button type="primary" onClick={onCreateOrder}>
      {T.createOrder}
    </Button>
  );
  if (phone) {
    const items = [
      { key: 'profile', label: T.profile, onClick: onProfile },
      { key: 'new-arrivals', label: T.newArrivals, onClick: onNewArrivals },
      { key: 'catalogue', label: T.catalogue, onClick: onCatalogue },
      { type: 'divider' as const },
      { key: 'logout', label: T.logout, danger: true, onClick: onLogout },
    ];
    return (
      <Flex gap={8} component="nav" aria-label={T.menu}>
        {create}
        <Dropdown menu={{ items }} trigger={['click']} placement="bottomLeft">
          <Button>{T.moreActions}</Button>
        </Dropdown>
      </Flex>
    );
  }
  return (
    <Flex wrap gap={8} component="nav" aria-label={T.menu}>
      <Button onClick={onProfile}>{T.profile}</Button>
      <Button onClick={onNewArrivals}>{T.newArrivals}</Button>
      <Button onClick={onCatalogue}>{T.catalogue}</Button>
      {create}
      <Button danger onClick={onLogout}>
        {T.logout}
      </Button>
    </Flex>
  );
}
