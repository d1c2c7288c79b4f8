// One endpoint's deliveries, newest first: the event, when, the receiver's HTTP status, the attempts and the
// start of its answer, with a retry button on each undelivered one and the test-event button above.
import { useState } from 'react';
import { Alert, Button, Flex, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  errorText,
  WEBHOOK_DELIVERIES_PAGE,
  webhookDeliveriesQuery,
  webhookKeys,
  webhooksApi,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '@sefaresh/shared-api';
import { WEBHOOK_EVENT_LABELS } from '@sefaresh/shared-api/rules';
import { formatJalaliDateTime, Pagination, toPersianDigits } from '@sefaresh/shared-ui';
import { SettingsList } from '../../components/page-heading';
import { WEBHOOKS_TEXTS as T } from './messages';

const STATE_COLORS = { pending: 'gold', delivered: 'green', failed: 'red' } as const;

export function DeliveriesPanel({ endpoint }: { endpoint: WebhookEndpointRow }) {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [feedback, setFeedback] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const deliveries = useQuery(webhookDeliveriesQuery(endpoint.id, page));
  const refresh = () => client.invalidateQueries({ queryKey: webhookKeys.all });
  const report = {
    onSuccess: (answer: { message: string }) => setFeedback({ type: 'success', text: answer.message }),
    onError: (error: unknown) =>
      setFeedback({ type: 'error', text: errorText(error, { fallback: T.actionFailed }) }),
    onSettled: refresh,
  };
  const retry = useMutation({ mutationFn: (id: number) => webhooksApi.retry(endpoint.id, id), ...report });
  const test = useMutation({ mutationFn: () => webhooksApi.test(endpoint.id), ...report });

  const body = (
    <SettingsList
      query={deliveries}
      errorTitle={T.deliveriesError}
      retryLabel={T.tryAgain}
      isEmpty={(data) => !data.results.length}
      empty={T.noDeliveries}
    >
      {(data) => {
        const totalPages = Math.max(1, Math.ceil(data.count / WEBHOOK_DELIVERIES_PAGE));
        return (
          <>
            <Table<WebhookDeliveryRow>
              rowKey="id"
              size="small"
              pagination={false}
              scroll={{ x: true }}
              dataSource={data.results}
              columns={[
                {
                  title: T.columns.event,
                  dataIndex: 'event_type',
                  render: (type: WebhookDeliveryRow['event_type']) => WEBHOOK_EVENT_LABELS[type] ?? type,
                },
                {
                  title: T.columns.time,
                  dataIndex: 'created_at',
                  render: (v: string) => formatJalaliDateTime(v),
                },
                {
                  title: T.columns.state,
                  dataIndex: 'state',
                  render: (state: WebhookDeliveryRow['state']) => (
                    <Tag color={STATE_COLORS[state]}>{T.state[state]}</Tag>
                  ),
                },
                {
                  title: T.columns.httpStatus,
                  dataIndex: 'status_code',
                  render: (v: number | null) => (v === null ? T.noAnswer : toPersianDigits(String(v))),
                },
                {
                  title: T.columns.attempts,
                  dataIndex: 'attempts',
                  render: (v: number) => toPersianDigits(String(v)),
                },
                {
                  title: T.columns.response,
                  dataIndex: 'response',
                  render: (v: string | null) =>
                    v ? (
                      <Typography.Text dir="auto" ellipsis={{ tooltip: v }} style={{ maxWidth: 260 }}>
                        {v}
                      </Typography.Text>
                    ) : null,
                },
                {
                  title: T.columns.actions,
                  key: 'actions',
                  render: (_, row) =>
                    row.state === 'delivered' ? null : (
                      <Button
                        size="small"
                        onClick={() => retry.mutate(row.id)}
                        disabled={retry.isPending || !endpoint.active}
                      >
                        {T.retry}
                      </Button>
                    ),
                },
              ]}
            />
            {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onChange={setPage} />}
          </>
        );
      }}
    </SettingsList>
  );

  return (
    <Flex vertical gap={12}>
      <Flex justify="end">
        <Button onClick={() => test.mutate()} loading={test.isPending} disabled={!endpoint.active}>
          {T.sendTest}
        </Button>
      </Flex>
      {feedback && (
        <Alert
          type={feedback.type}
          showIcon
          title={feedback.text}
          closable={{ onClose: () => setFeedback(null) }}
        />
      )}
      {body}
    </Flex>
  );
}
