// A labelled value of an order card (the customer's dashboard and the admin's orders list): the label at the start,
// the value at the end; `data-field` lets tests and styles find it.
import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';

export interface CardFieldProps {
  label: string;
  children: ReactNode;
}

export function CardField({ label, children }: CardFieldProps) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="baseline" gap={8} data-field={label}>
      <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, flex: 'none' }}>
        {label}
      </span>
      <span style={{ textAlign: 'left', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</span>
    </Flex>
  );
}
