// The load states of an order page (the customer's order page and the admin's order editor): not found (with a
// way back), loading, a failure (with retry when it may help), else the page itself.
import type { ReactNode } from 'react';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { toPersianDigits } from '../formatters/digits';
import { ErrorState } from './error-state';

/** The texts of an order page and its load states, the customer's order page and the admin's editor alike. */
export const ORDER_PAGE_TEXTS = Object.freeze({
  heading: (id: number | string) => `سفارش #${toPersianDigits(id)}`,
  loading: 'در حال بارگذاری سفارش…',
  notFound: 'سفارش یافت نشد',
  notFoundHint: 'این سفارش وجود ندارد یا حذف شده است.',
  loadFailedTitle: 'خطا در بارگذاری سفارش',
});

export interface OrderLoadFailure {
  /** The failure's heading; "the order could not be loaded" unless given. */
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

export interface OrderLoadStateProps {
  /** The path's id is no order id, or the server answered 404. */
  notFound: boolean;
  /** No answer yet (shown only when there is nothing else to show). */
  loading: boolean;
  /** A failed load that is not a 404. */
  failure?: OrderLoadFailure | null;
  /** The not-found state's button, and where it leads. */
  backLabel: ReactNode;
  onBack(): void;
  /** The loaded page. */
  children?: ReactNode;
}

export function OrderLoadState({
  notFound,
  loading,
  failure,
  backLabel,
  onBack,
  children,
}: OrderLoadStateProps) {
  const T = ORDER_PAGE_TEXTS;
  if (notFound)
    return (
      <Card>
        <Result
          status="404"
          title={T.notFound}
          subTitle={T.notFoundHint}
          extra={
            <Button type="primary" onClick={onBack}>
              {backLabel}
            </Button>
          }
        />
      </Card>
    );
  if (loading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin description={T.loading} />
      </Flex>
    );
  if (failure)
    return (
      <ErrorState
        title={failure.title ?? T.loadFailedTitle}
        message={failure.message ?? ''}
        onRetry={failure.onRetry}
        retryLabel={failure.retryLabel}
      />
    );
  return <>{children}</>;
}
