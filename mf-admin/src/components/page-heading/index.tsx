import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { errorText } from '@sefaresh/shared-api';
import { EmptyState, ErrorState, Pagination, saveBlob, type PaginationProps } from '@sefaresh/shared-ui';

/**
 * The title of an admin page, with a line under it if given, and its actions beside it (they wrap under it on a
 * narrow screen).
 */
export function PageHeading({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  const heading = (
    <Typography.Title level={1} style={{ margin: 0 }}>
      {title}
    </Typography.Title>
  );
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      {subtitle ? (
        <Flex vertical>
          {heading}
          {subtitle}
        </Flex>
      ) : (
        heading
      )}
      {children ? (
        <Flex gap={8} wrap align="center">
          {children}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** A failure on a page, shown until closed (or until `text` is null again). */
export function ErrorBanner({
  text,
  closeLabel,
  onClose,
}: {
  text: ReactNode;
  closeLabel: string;
  onClose: () => void;
}) {
  if (!text) return null;
  return (
    <Alert type="error" showIcon role="alert" title={text} closable={{ 'aria-label': closeLabel, onClose }} />
  );
}

/** The pages of a list, centred under it. */
export function ListPager(props: PaginationProps) {
  return (
    <Flex justify="center" style={{ marginTop: 16 }}>
      <Pagination {...props} />
    </Flex>
  );
}

/**
 * A file the page downloads on a click (an .xlsx of what it shows): whether it is being prepared, and the
 * failure's text (the server's, or `fallback`) until the next try.
 */
export function useDownload(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (file: () => Promise<Blob>, fileName: () => string) => {
    setBusy(true);
    setFailure(null);
    try {
      saveBlob(await file(), fileName());
    } catch (error) {
      setFailure(errorText(error, { fallback }));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, clearFailure: () => setFailure(null), download };
}

/** What SettingsList reads of a TanStack Query result. */
interface ListQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch(): unknown;
}

/**
 * The states of a settings page's list: a panel with a retry when it never loaded (the server's text, or
 * `errorTitle`), a skeleton while it first loads, its empty state, or the list. A failed reload keeps the list.
 */
export function SettingsList<T>({
  query,
  errorTitle,
  retryLabel,
  isEmpty,
  empty,
  children,
}: {
  query: ListQuery<T>;
  errorTitle: string;
  retryLabel: string;
  isEmpty(data: T): boolean;
  empty: ReactNode;
  children(data: T): ReactNode;
}) {
  if (query.isError && !query.data)
    return (
      <ErrorState
        title={errorTitle}
        message={errorText(query.error, { fallback: errorTitle })}
        onRetry={() => void query.refetch()}
        retryLabel={retryLabel}
      />
    );
  if (!query.data) return <Skeleton active />;
  if (isEmpty(query.data)) return <EmptyState description={empty} />;
  return children(query.data);
}

/** What an action on a settings page said: shown above its table until closed. */
export interface PageFeedback {
  type: 'success' | 'error';
  text: string;
}

/**
 * A settings page (API keys, webhooks): its heading with the add button, a line that says what the page is for,
 * the last action's feedback, then the page's own content.
 */
export function SettingsPage({
  title,
  intro,
  addLabel,
  onAdd,
  feedback,
  onFeedbackClose,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  addLabel: ReactNode;
  onAdd: () => void;
  feedback: PageFeedback | null;
  onFeedbackClose: () => void;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={16}>
      <PageHeading title={title}>
        <Button type="primary" onClick={onAdd}>
          {addLabel}
        </Button>
      </PageHeading>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {feedback && (
        <Alert type={feedback.type} showIcon title={feedback.text} closable={{ onClose: onFeedbackClose }} />
      )}
      {children}
    </Flex>
  );
}
