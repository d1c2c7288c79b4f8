// The states a page draws around one query, written once: the first load (a spinner), a failure (a banner with
// retry, none while the retry runs), nothing to show (the page's empty state), and the data (under a spinner
// while another key's answer loads, the last one kept on screen; a reload of the same answer, such as a live
// change, happens behind the data and leaves it usable).
import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Spin } from 'antd';
import { ErrorState } from '../components/error-state';

/** What QueryState reads of a TanStack Query result. */
export interface QueryStateQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  /** The data shown is the previous key's (keepPreviousData) while this key's first answer loads. */
  isPlaceholderData: boolean;
  refetch(): unknown;
}

export interface QueryErrorProps {
  query: QueryStateQuery<unknown>;
  /** The failure's text: the area passes shared-api's errorText with the page's own fallback. */
  errorText(error: unknown): ReactNode;
  retryLabel: string;
  /** Given, the banner can be closed; it comes back with the next failure. */
  closeLabel?: string;
}

/** The failure of a query with its retry, or nothing (no failure, or its retry is running). */
export function QueryError({ query, errorText, retryLabel, closeLabel }: QueryErrorProps) {
  const [closedFor, setClosedFor] = useState<unknown>(undefined);
  const { error } = query;
  if (!query.isError || query.isFetching || (closedFor !== undefined && closedFor === error)) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={errorText(error)}
      closable={closeLabel ? { 'aria-label': closeLabel, onClose: () => setClosedFor(error) } : undefined}
      action={
        <Button size="small" onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      }
    />
  );
}

export interface QueryStateProps<T> extends Omit<QueryErrorProps, 'query'> {
  query: QueryStateQuery<T>;
  /** Whether an answer has nothing to show; its empty state is `empty`. */
  isEmpty?(data: T): boolean;
  empty?: ReactNode | ((data: T) => ReactNode);
  /**
   * Where a failure shows: 'above' the data as a banner (the default), 'instead' of the data as a panel titled
   * `errorTitle`, or 'elsewhere' (the page places a QueryError itself).
   */
  errorPlacement?: 'above' | 'instead' | 'elsewhere';
  errorTitle?: ReactNode;
  /** The first load's spinner text. */
  loadingText?: string;
  children(data: T): ReactNode;
}

export function QueryState<T>({
  query,
  isEmpty,
  empty = null,
  errorPlacement = 'above',
  errorTitle,
  loadingText,
  children,
  ...errorProps
}: QueryStateProps<T>) {
  const { data, isFetching } = query;
  let body: ReactNode = null;
  if (errorPlacement === 'instead' && query.isError && !isFetching)
    return (
      <ErrorState
        title={errorTitle}
        message={errorProps.errorText(query.error)}
        onRetry={() => void query.refetch()}
        retryLabel={errorProps.retryLabel}
      />
    );
  if (data === undefined) {
    if (isFetching)
      body = (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin description={loadingText} />
        </Flex>
      );
  } else {
    const shown = isEmpty?.(data) ? (typeof empty === 'function' ? empty(data) : empty) : children(data);
    body = <Spin spinning={query.isPlaceholderData}>{shown}</Spin>;
  }
  return (
    <>
      {errorPlacement === 'above' && <QueryError query={query} {...errorProps} />}
      {body}
    </>
  );
}
