// The signing secret, shown once (after creation and after a rotation) with a copy button.
import { useState } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import { WEBHOOKS_TEXTS as T } from './messages';

export function SecretNotice({ secret, onClose }: { secret: string | null; onClose(): void }) {
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Modal
      open={secret !== null}
      title={T.secretTitle}
      onCancel={close}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={close}>
          {T.done}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={T.shownOnce} style={{ marginBottom: 12 }} />
      <Typography.Paragraph code dir="ltr" aria-label={T.secretTitle} style={{ wordBreak: 'break-all' }}>
        {secret}
      </Typography.Paragraph>
      <Button
        onClick={() => {
          if (secret) void navigator.clipboard?.writeText(secret);
          setCopied(true);
        }}
      >
        {copied ? T.copied : T.copy}
      </Button>
    </Modal>
  );
}
