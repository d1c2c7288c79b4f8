import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** The title of an admin page with its actions beside it (they wrap under it on a narrow screen). */
export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children ? (
        <Flex gap={8} wrap align="center">
          {children}
        </Flex>
      ) : null}
    </Flex>
  );
}
