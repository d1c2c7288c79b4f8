// The dashboard's "messages not sent" card: the emails and SMS the worker gave up on, with the
// recipient, subject, the reason of the last failure and when, and a retry per message (and for all of them).
// A retried message goes back to the worker and leaves the list; one that carried a one-time code cannot be
// retried (the user asks for a new code). Messages held after a restore are tagged so; each can be discarded.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { errorText, failedNotificationsQuery, type FailedNotification } from '@sefaresh/shared-api';
import {
  formatJalaliDateTime,
  formatNumber,
  Pagination,
  QueryState,
  toPersianDigits,
} from '@sefaresh/shared-ui';
import { loadErrorText } from '../../lib/load-error';
import { FAILED_NOTIFICATIONS_TEXTS as T } from './messages';
import { useRetryNotifications } from './use-retry-notifications';

function FailedRow({
  item,
  busy,
  onRetry,
  onDiscard,
}: {
  item: FailedNotification;
  busy: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const title = item.subject || item.text || T.noSubject;
  const button = (
    <Button size="small" onClick={onRetry} loading={busy} disabled={!item.retryable}>
      {T.retry}
    </Button>
  );
  return (
    <li
      style={{ padding: '8px 0', borderBottom: '1px solid #f0ebe4' }}
      aria-label={`${T.channels[item.channel]} ${item.recipient}`}
    >
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Flex gap={8} align="center" wrap>
            <Tag color={item.channel === 'sms' ? 'blue' : 'purple'}>{T.channels[item.channel]}</Tag>
            <Typography.Text dir="ltr">{toPersianDigits(item.recipient)}</Typography.Text>
            {item.held ? <Tag color="gold">{T.held}</Tag> : null}
          </Flex>
          <Typography.Text strong ellipsis={{ tooltip: title }}>
            {title}
          </Typography.Text>
          <Typography.Text type="danger">{`${T.reason}: ${item.last_error || T.unknownReason}`}</Typography.Text>
          <Typography.Text type="secondary">
            {`${T.failedAt}: ${formatJalaliDateTime(item.failed_at)} — ${formatNumber(item.attempts)} ${T.attempts}`}
          </Typography.Text>
        </Flex>
        <Flex gap={8}>
          {item.retryable ? button : <Tooltip title={T.notRetryable}>{button}</Tooltip>}
          <Button size="small" danger onClick={onDiscard} disabled={busy}>
            {T.discard}
          </Button>
        </Flex>
      </Flex>
    </li>
  );
}

export function FailedNotificationsCard() {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...failedNotificationsQuery(page), placeholderData: keepPreviousData });
  const { data } = query;
  const { retry, retryAll, discard } = useRetryNotifications();
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  // the last message of a later page was retried: go to the last page there is
  const emptyLaterPage = !!data && data.results.length === 0 && page > 1;
  useEffect(() => {
    if (emptyLaterPage) setPage(Math.max(1, data?.total_pages ?? 1));
  }, [emptyLaterPage, data?.total_pages]);

  const run = async (which: number | 'all', drop = false) => {
    setBusy(which);
    try {
      const answer =
        which === 'all'
          ? await retryAll.mutateAsync()
          : drop
            ? await discard.mutateAsync(which)
            : await retry.mutateAsync(which);
      message.success(answer.message);
    } catch (e) {
      message.error(errorText(e, { fallback: drop ? T.discardFailed : T.retryFailed }));
    } finally {
      setBusy(null);
    }
  };

  const count = data?.count ?? 0;
  const anyRetryable = data?.results.some((r) => r.retryable && !r.held) ?? false;
  return (
    <Card
      size="small"
      role="region"
      aria-label={T.title}
      title={
        <Flex gap={8} align="center">
          <span>{T.title}</span>
          {data ? (
            <Tag color={count ? 'red' : 'default'} data-testid="failed-count">
              {formatNumber(count)}
            </Tag>
          ) : null}
        </Flex>
      }
      extra={
        anyRetryable ? (
          <Button
            size="small"
            onClick={() => void run('all')}
            loading={busy === 'all'}
            disabled={busy !== null}
          >
            {T.retryAll}
          </Button>
        ) : null
      }
    >
      {data?.waiting.map((w) => (
        <Alert
          key={w.channel}
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={T.waiting(T.channels[w.channel], formatNumber(w.count), formatJalaliDateTime(w.resumes_at))}
          description={w.reason}
          data-testid={`waiting-${w.channel}`}
        />
      ))}
      <QueryState
        query={query}
        errorText={(error) => loadErrorText(error, T.loadError)}
        retryLabel={T.reload}
        isEmpty={(answer) => answer.results.length === 0}
        empty={<Typography.Text type="secondary">{T.none}</Typography.Text>}
      >
        {(answer) => (
          <Flex vertical gap={8}>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {answer.results.map((item) => (
                <FailedRow
                  key={item.id}
                  item={item}
                  busy={busy === item.id}
                  onRetry={() => void run(item.id)}
                  onDiscard={() => void run(item.id, true)}
                />
              ))}
            </ul>
            <Pagination
              page={page}
              totalPages={answer.total_pages}
              onChange={setPage}
              disabled={query.isFetching}
            />
          </Flex>
        )}
      </QueryState>
    </Card>
  );
}
