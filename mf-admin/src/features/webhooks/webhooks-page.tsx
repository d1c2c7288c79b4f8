// /admin/webhooks (super admins): the endpoints with their events and state; add one (its secret shown once),
// change its URL, events or whether it is on, rotate its secret, delete it; and under the list, the deliveries of
// the chosen endpoint with retry and test-event buttons.
import { useState } from 'react';
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  errorText,
  webhookKeys,
  webhooksApi,
  webhooksQuery,
  type WebhookEndpointRow,
} from '@sefaresh/shared-api';
import { WEBHOOK_EVENT_LABELS } from '@sefaresh/shared-api/rules';
import { formatJalaliDateTime } from '@sefaresh/shared-ui';
import { SettingsList, SettingsPage, type PageFeedback } from '../../components/page-heading';
import { DeliveriesPanel } from './deliveries-panel';
import { EndpointFormModal, type EndpointValues } from './endpoint-form-modal';
import { WEBHOOKS_TEXTS as T } from './messages';
import { SecretNotice } from './secret-notice';

function StateTag({ endpoint }: { endpoint: WebhookEndpointRow }) {
  if (!endpoint.active) return <Tag color="red">{endpoint.disabled_at ? T.turnedOff : T.off}</Tag>;
  if (endpoint.failing_since)
    return <Tag color="gold">{T.failingSince(formatJalaliDateTime(endpoint.failing_since))}</Tag>;
  return <Tag color="green">{T.on}</Tag>;
}

export function WebhooksPage() {
  const client = useQueryClient();
  const endpoints = useQuery(webhooksQuery());
  const [editing, setEditing] = useState<WebhookEndpointRow | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<PageFeedback | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: webhookKeys.all });
  const failed = (error: unknown) =>
    setFeedback({ type: 'error', text: errorText(error, { fallback: T.actionFailed }) });
  const rotate = useMutation({
    mutationFn: webhooksApi.rotate,
    onSuccess: (answer) => {
      setFeedback({ type: 'success', text: answer.message });
      setSecret(answer.secret);
    },
    onError: failed,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: webhooksApi.remove,
    onSuccess: (answer, id) => {
      setFeedback({ type: 'success', text: answer.message });
      if (chosen === id) setChosen(null);
    },
    onError: failed,
    onSettled: refresh,
  });

  const save = async (values: EndpointValues) => {
    if (editing === 'new') {
      const created = await webhooksApi.create(values.url, values.events, values.active);
      setSecret(created.secret);
      setFeedback({ type: 'success', text: created.message });
    } else if (editing) {
      const changed = await webhooksApi.update(editing.id, values);
      setFeedback({ type: 'success', text: changed.message });
    }
    setEditing(null);
    await refresh();
  };

  const shown = endpoints.data?.find((e) => e.id === chosen) ?? null;
  const body = (
    <SettingsList
      query={endpoints}
      errorTitle={T.loadError}
      retryLabel={T.tryAgain}
      isEmpty={(data) => !data.length}
      empty={T.empty}
    >
      {(data) => (
        <Table<WebhookEndpointRow>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={data}
          columns={[
            {
              title: T.columns.url,
              dataIndex: 'url',
              render: (url: string) => (
                <Typography.Text code dir="ltr" style={{ wordBreak: 'break-all' }}>
                  {url}
                </Typography.Text>
              ),
            },
            {
              title: T.columns.events,
              dataIndex: 'events',
              render: (events: WebhookEndpointRow['events']) =>
                events.map((e) => <Tag key={e}>{WEBHOOK_EVENT_LABELS[e]}</Tag>),
            },
            { title: T.columns.status, key: 'status', render: (_, row) => <StateTag endpoint={row} /> },
            {
              title: T.columns.actions,
              key: 'actions',
              render: (_, row) => (
                <Space wrap size={4}>
                  <Button
                    size="small"
                    type={chosen === row.id ? 'primary' : 'default'}
                    onClick={() => setChosen(row.id)}
                  >
                    {T.deliveries}
                  </Button>
                  <Button size="small" onClick={() => setEditing(row)}>
                    {T.edit}
                  </Button>
                  <Popconfirm
                    title={T.rotateConfirm}
                    okText={T.yes}
                    cancelText={T.no}
                    onConfirm={() => rotate.mutate(row.id)}
                  >
                    <Button size="small" disabled={rotate.isPending}>
                      {T.rotate}
                    </Button>
                  </Popconfirm>
                  <Popconfirm
                    title={T.removeConfirm(row.url)}
                    okText={T.yes}
                    cancelText={T.no}
                    onConfirm={() => remove.mutate(row.id)}
                  >
                    <Button size="small" danger disabled={remove.isPending}>
                      {T.remove}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
    </SettingsList>
  );

  return (
    <SettingsPage
      title={T.title}
      intro={T.intro}
      addLabel={T.add}
      onAdd={() => setEditing('new')}
      feedback={feedback}
      onFeedbackClose={() => setFeedback(null)}
    >
      {body}
      {shown && (
        <section aria-labelledby="webhook-deliveries-title">
          <Typography.Title level={4} id="webhook-deliveries-title">
            <span>{T.deliveries} </span>
            <bdi dir="ltr">{shown.url}</bdi>
          </Typography.Title>
          <DeliveriesPanel key={shown.id} endpoint={shown} />
        </section>
      )}
      <EndpointFormModal
        open={editing !== null}
        endpoint={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
      <SecretNotice secret={secret} onClose={() => setSecret(null)} />
    </SettingsPage>
  );
}
