import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

export interface PanelProps {
  children: ReactNode;
  maxWidth?: number;
  style?: CSSProperties;
}

/** A raised white surface in the theme's radius and shadow: antd's Card look without its weight (tabs, menus). */
export function Panel({ children, maxWidth, style }: PanelProps) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        width: '100%',
        maxWidth,
        boxSizing: 'border-box',
        padding: token.paddingLG,
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        boxShadow: '0 12px 32px rgba(15, 40, 80, 0.10)',
        ...style,
      }}
    >
      {children}
    </section>
  );
}
