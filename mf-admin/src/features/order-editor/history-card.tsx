// The order's history (spec README: every transition writes an event): from GET admin/orders/{id}/details/,
// newest first — who, when, from → to in Persian, and the note.
import { useEffect, useState } from 'react';
import { Alert, Button, Spin, Timeline, Typography } from 'antd';
import type { Order } from '@sefaresh/shared-api';
import { EmptyState, formatJalaliDateTime, orderStatusLabel } from '@sefaresh/shared-ui';
import { adminOrderApi, type OrderEvent } from './admin-api';
import { EditorCard } from './editor-card';
import { EDITOR_TEXTS as T } from './messages';

export function newestFirst(events: OrderEvent[]): OrderEvent[] {
  return [...events].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export function HistoryCard({ order, version }: { order: Order; version: number }) {
  const [events, setEvents] = useState<OrderEvent[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const orderId = order.id;

  useEffect(() => {
    let live = true;
    setFailed(false);
    adminOrderApi.details(orderId).then(
      (answer) => live && setEvents(newestFirst(answer.events ?? [])),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [orderId, version, attempt]);

  let body;
  if (failed)
    body = (
      <Alert
        type="error"
        showIcon
        title={T.historyLoadFailed}
        action={
          <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
            {T.retry}
          </Button>
        }
      />
    );
  else if (events === null) body = <Spin size="small" />;
  else if (events.length === 0) body = <EmptyState description={T.noHistory} />;
  else
    body = (
      <Timeline
        items={events.map((e) => ({
          key: e.id,
          content: (
            <div data-testid="history-event">
              <Typography.Text strong>
                {e.from_status && e.from_status !== e.to_status
                  ? `${orderStatusLabel(e.from_status)} ← ${orderStatusLabel(e.to_status)}`
                  : e.from_status
                    ? orderStatusLabel(e.to_status)
                    : `${T.orderCreated}: ${orderStatusLabel(e.to_status)}`}
              </Typography.Text>
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {e.actor_name || T.systemActor} — {formatJalaliDateTime(e.created_at)}
                </Typography.Text>
              </div>
              {e.note && <div>{e.note}</div>}
            </div>
          ),
        }))}
      />
    );
  return <EditorCard title={T.historyCard}>{body}</EditorCard>;
}
