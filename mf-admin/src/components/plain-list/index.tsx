// A list as HTML says it (ul/li), drawn like the rest of the admin: antd's List is deprecated from antd 6.6 (its
// successor, Listy, is a virtual scroller for long lists, which these short pages do not need).
import type { CSSProperties, ReactNode } from 'react';
import { Flex, theme } from 'antd';

export interface PlainListProps {
  'aria-label'?: string;
  children: ReactNode;
}

export function PlainList({ children, ...rest }: PlainListProps) {
  return (
    <ul aria-label={rest['aria-label']} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {children}
    </ul>
  );
}

export interface PlainListItemProps {
  'aria-label'?: string;
  /** Buttons at the item's end (they wrap under it on a narrow screen). */
  actions?: ReactNode;
  size?: 'small' | 'default';
  children: ReactNode;
}

export function PlainListItem({ children, actions, size = 'default', ...rest }: PlainListItemProps) {
  const { token } = theme.useToken();
  const style: CSSProperties = {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: token.marginXS,
    padding: size === 'small' ? `${token.paddingXS}px 0` : `${token.paddingSM}px 0`,
    borderBlockEnd: `1px solid ${token.colorSplit}`,
  };
  return (
    <li aria-label={rest['aria-label']} style={style}>
      {children}
      {actions ? (
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      ) : null}
    </li>
  );
}
