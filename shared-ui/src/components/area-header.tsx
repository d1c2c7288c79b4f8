import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';

export interface AreaHeaderProps {
  title: ReactNode;
  /** The signed-in user's name. */
  userName?: string | null;
  /** Shows 'خروج' when given (signed-in visitors). */
  onLogout?: () => void;
  /** Extra buttons shown before the logout button. */
  extra?: ReactNode;
  className?: string;
}

/** The top bar of an area: title, the user's name, extra actions and, for a signed-in user, 'خروج'. */
export function AreaHeader({ title, userName, onLogout, extra, className }: AreaHeaderProps) {
  return (
    <header
      className={className}
      style={{ padding: '12px 16px', background: '#fff', borderBottom: '1px solid #e7ddd2' }}
    >
      <Flex align="center" justify="space-between" gap={12} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Flex align="center" gap={8} wrap>
          {userName ? (
            <Typography.Text type="secondary" data-testid="area-header-user">
              {userName}
            </Typography.Text>
          ) : null}
          {extra}
          {onLogout ? <Button onClick={onLogout}>خروج</Button> : null}
        </Flex>
      </Flex>
    </header>
  );
}
