// /admin/api-keys (super admins): the keys with their scopes, when each was made and last used, a revoke button,
// and the form for a new key (shown once).
import { useState } from 'react';
import { Button, Popconfirm, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeysApi, errorText, type ApiKeyRow } from '@sefaresh/shared-api';
import { API_KEY_SCOPE_LABELS } from '@sefaresh/shared-api/rules';
import { formatJalaliDateTime } from '@sefaresh/shared-ui';
import { CreateKeyModal } from './create-key-modal';
import { API_KEYS_TEXTS as T } from './messages';
import { SettingsList, SettingsPage, type PageFeedback } from '../../components/page-heading';

const KEYS = ['admin', 'api-keys'] as const;

export function ApiKeysPage() {
  const client = useQueryClient();
  const keys = useQuery({ queryKey: KEYS, queryFn: apiKeysApi.list });
  const [creating, setCreating] = useState(false);
  const [feedback, setFeedback] = useState<PageFeedback | null>(null);
  const revoke = useMutation({
    mutationFn: apiKeysApi.revoke,
    onSuccess: (row) => setFeedback({ type: 'success', text: row.message }),
    onError: (error) => setFeedback({ type: 'error', text: errorText(error, { fallback: T.actionFailed }) }),
    onSettled: () => client.invalidateQueries({ queryKey: KEYS }),
  });

  const body = (
    <SettingsList
      query={keys}
      errorTitle={T.loadError}
      retryLabel={T.retry}
      isEmpty={(data) => !data.length}
      empty={T.empty}
    >
      {(data) => (
        <Table<ApiKeyRow>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={data}
          columns={[
            { title: T.columns.name, dataIndex: 'name' },
            {
              title: T.columns.prefix,
              dataIndex: 'prefix',
              render: (prefix: string) => <Typography.Text code dir="ltr">{`${prefix}…`}</Typography.Text>,
            },
            {
              title: T.columns.scopes,
              dataIndex: 'scopes',
              render: (scopes: ApiKeyRow['scopes']) =>
                scopes.map((s) => <Tag key={s}>{API_KEY_SCOPE_LABELS[s]}</Tag>),
            },
            {
              title: T.columns.createdAt,
              dataIndex: 'created_at',
              render: (v: string) => formatJalaliDateTime(v),
            },
            {
              title: T.columns.lastUsed,
              dataIndex: 'last_used_at',
              render: (v: string | null) => (v ? formatJalaliDateTime(v) : T.neverUsed),
            },
            {
              title: T.columns.status,
              key: 'status',
              render: (_, row) =>
                row.revoked_at ? <Tag color="red">{T.revoked}</Tag> : <Tag color="green">{T.active}</Tag>,
            },
            {
              title: T.columns.actions,
              key: 'actions',
              render: (_, row) =>
                row.revoked_at ? null : (
                  <Popconfirm
                    title={T.revokeConfirm(row.name)}
                    okText={T.yes}
                    cancelText={T.no}
                    onConfirm={() => revoke.mutate(row.id)}
                  >
                    <Button danger size="small" disabled={revoke.isPending}>
                      {T.revoke}
                    </Button>
                  </Popconfirm>
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
      onAdd={() => setCreating(true)}
      feedback={feedback}
      onFeedbackClose={() => setFeedback(null)}
    >
      {body}
      <CreateKeyModal
        open={creating}
        onClose={(made) => {
          setCreating(false);
          if (made) void client.invalidateQueries({ queryKey: KEYS });
        }}
      />
    </SettingsPage>
  );
}
