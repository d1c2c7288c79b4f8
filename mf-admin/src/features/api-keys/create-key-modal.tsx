// The new key form (name and scopes); once made, the key itself is shown once with a copy button.
import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { apiKeysApi, errorText, fieldErrorsFor, type CreatedApiKey } from '@sefaresh/shared-api';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  API_KEY_SCOPE_LABELS,
  type ApiKeyScope,
} from '@sefaresh/shared-api/rules';
import { API_KEYS_TEXTS as T } from './messages';

interface Values {
  name: string;
  scopes: ApiKeyScope[];
}

export function CreateKeyModal({ open, onClose }: { open: boolean; onClose(created: boolean): void }) {
  const [form] = Form.useForm<Values>();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState(false);

  const close = () => {
    const made = created !== null;
    setCreated(null);
    setFailure(null);
    setCopied(false);
    form.resetFields();
    onClose(made);
  };
  const submit = async (values: Values) => {
    setSaving(true);
    setFailure(null);
    try {
      setCreated(await apiKeysApi.create(values.name, values.scopes));
    } catch (error) {
      const fields = fieldErrorsFor(error, ['name', 'scopes']);
      form.setFields(
        Object.entries(fields).map(([name, text]) => ({ name: name as keyof Values, errors: [text] })),
      );
      setFailure(errorText(error, { fallback: T.actionFailed }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={T.add}
      onCancel={close}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close}>
            {T.done}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{T.cancel}</Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()}>
              {T.create}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <>
          <Alert type="warning" showIcon title={T.shownOnce} style={{ marginBottom: 12 }} />
          <Typography.Paragraph code copyable={false} dir="ltr" aria-label={T.name}>
            {created.key}
          </Typography.Paragraph>
          <Button
            onClick={() => {
              void navigator.clipboard?.writeText(created.key);
              setCopied(true);
            }}
          >
            {copied ? T.copied : T.copy}
          </Button>
        </>
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ scopes: [] }}>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
          <Form.Item
            name="name"
            label={T.name}
            rules={[{ required: true, whitespace: true, message: T.nameRequired }]}
          >
            <Input maxLength={API_KEY_NAME_MAX} />
          </Form.Item>
          <Form.Item
            name="scopes"
            label={T.scopes}
            rules={[{ required: true, type: 'array', min: 1, message: T.scopesRequired }]}
          >
            <Checkbox.Group
              options={API_KEY_SCOPES.map((s) => ({ value: s, label: API_KEY_SCOPE_LABELS[s] }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
