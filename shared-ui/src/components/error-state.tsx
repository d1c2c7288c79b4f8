import type { ReactNode } from 'react';
import { Button, Result } from 'antd';

export interface ErrorStateProps {
  /** What went wrong, in Persian (an ApiError's message fits). */
  message?: ReactNode;
  title?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

export function ErrorState({
  message = 'مشکلی پیش آمد. لطفاً دوباره تلاش کنید.',
  title = 'خطا در دریافت اطلاعات',
  onRetry,
  retryLabel = 'تلاش دوباره',
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={className}>
      <Result
        status="error"
        title={title}
        subTitle={message}
        extra={
          onRetry ? (
            <Button type="primary" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
