import type { ReactNode } from 'react';
import { Empty } from 'antd';

export interface EmptyStateProps {
  /** Defaults to 'موردی برای نمایش وجود ندارد'. */
  description?: ReactNode;
  /** A call to action, e.g. a 'ثبت سفارش جدید' button. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({
  description = 'موردی برای نمایش وجود ندارد',
  action,
  className,
}: EmptyStateProps) {
  return (
    <Empty className={className} image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
      {action}
    </Empty>
  );
}
