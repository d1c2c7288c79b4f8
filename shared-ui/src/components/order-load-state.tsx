// The load states of an order page (the customer's order page and the admin's order editor): not found (with a
// way back), loading, a failure (with retry when it may help), else the page itself.
import type { ReactNode } from 'react';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { ErrorState } from './error-state';

export interface OrderLoadFailure {
  title: ReactNode;
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
  texts: { notFound: ReactNode; notFoundHint: ReactNode; loading: string; back: ReactNode };
  /** Where the not-found state's button leads. */
  onBack(): void;
  /** The loaded page. */
  children?: ReactNode;
}

export function OrderLoadState({ notFound, loading, failure, texts, onBack, children }: OrderLoadStateProps) {
  if (notFound)
    return (
      <Card>
        <Result
          status="404"
          title={texts.notFound}
          subTitle={texts.notFoundHint}
          extra={
            <Button type="primary" onClick={onBack}>
              {texts.back}
            </Button>
          }
        />
      </Card>
    );
  if (loading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin description={texts.loading} />
      </Flex>
    );
  if (failure)
    return (
      <ErrorState
        title={failure.title}
        message={failure.message ?? ''}
        onRetry={failure.onRetry}
        retryLabel={failure.retryLabel}
      />
    );
  return <>{children}</>;
}
