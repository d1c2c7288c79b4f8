// Card 7 (spec 001 §4, §5 other rules, §8): a confirmed order paid outside the system is completed after a
// confirmation in the product's Popconfirm.
import { useState } from 'react';
import { Button, Popconfirm, Typography } from 'antd';
import { errorText, ordersApi, type Order } from '@sefaresh/shared-api';
import { EditorCard } from './editor-card';
import { EDITOR_TEXTS as T } from './messages';

export interface CompleteCardProps {
  order: Order;
  onCompleted(order: Order, message: string): void;
  onFailed(message: string): void;
}

export function CompleteCard({ order, onCompleted, onFailed }: CompleteCardProps) {
  const [busy, setBusy] = useState(false);
  const complete = async () => {
    setBusy(true);
    try {
      onCompleted(await ordersApi.complete(order.id), T.completed);
    } catch (error) {
      onFailed(errorText(error, { fallback: T.completeFailed }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <EditorCard title={T.completeCard}>
      <Typography.Paragraph>{T.completeExplain}</Typography.Paragraph>
      <Popconfirm
        title={T.completeConfirm}
        okText={T.yes}
        cancelText={T.no}
        disabled={busy}
        onConfirm={complete}
      >
        <Button type="primary" loading={busy} disabled={busy}>
          {T.completeButton}
        </Button>
      </Popconfirm>
    </EditorCard>
  );
}
