// The compose modal of the bulk email action (issue 13): subject and body, both required; sent through the
// outbox to each selected user.
import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { errorText } from '@sefaresh/shared-api';
import { CUSTOMERS_TEXTS as T } from './messages';

export interface BulkEmailModalProps {
  open: boolean;
  count: number;
  onClose(): void;
  onSend(subject: string, body: string): Promise<unknown>;
}

interface Values {
  subject: string;
  body: string;
}

export function BulkEmailModal({ open, count, onClose, onSend }: BulkEmailModalProps) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    form.resetFields();
    setFailure(null);
    onClose();
  };
  const send = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSend(values.subject.trim(), values.body.trim());
      form.resetFields();
      onClose();
    } catch (error) {
      setFailure(errorText(error, { fallback: T.bulkFailed }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={T.emailTitle}
      onCancel={close}
      onOk={send}
      okText={T.send}
      cancelText={T.cancel}
      confirmLoading={busy}
      forceRender
    >
      <Typography.Paragraph type="secondary">{T.emailTo(count)}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" name="bulk-email">
        <Form.Item
          name="subject"
          label={T.subject}
          rules={[{ required: true, whitespace: true, message: T.subjectRequired }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="body"
          label={T.body}
          rules={[{ required: true, whitespace: true, message: T.bodyRequired }]}
        >
          <Input.TextArea rows={6} maxLength={10000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
