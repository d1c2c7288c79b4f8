import type { ReactNode } from 'react';
import { Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '@sefaresh/shared-ui';
import { PROFILE_MESSAGES as T } from './messages';
import { isSessionEnded } from '../../server-state';

/**
 * A profile tab's query: a spinner for the first answer (or a retry after a failure), the failure with its retry
 * (nothing when the session ended: the shell takes the user to sign-in), then the tab drawn from the data.
 */
export function TabQuery<T>({
  query,
  failTitle,
  children,
}: {
  query: UseQueryResult<T>;
  failTitle: string;
  children(data: T): ReactNode;
}) {
  const { data, error } = query;
  if (data === undefined && query.isFetching)
    return <Spin style={{ display: 'block', margin: '32px auto' }} />;
  if (query.isError || data === undefined) {
    if (isSessionEnded(error)) return null;
    return (
      <ErrorState
        title={failTitle}
        message={error instanceof Error ? error.message : undefined}
        onRetry={() => void query.refetch()}
        retryLabel={T.retry}
      />
    );
  }
  return children(data);
}
