// The order's history (spec README: every transition writes an event): the events of the editor's order query
// (GET admin/orders/{id}/details/), newest first — who, when, from → to in Persian, and the note.
import { Spin, Timeline, Typography } from 'antd';
import type { AdminOrderEvent } from '@sefaresh/shared-api';
import {
  EmptyState,
  formatJalaliDateTime,
  orderStatusLabel,
  toPersianDigitsInText,
} from '@sefaresh/shared-ui';
import { EditorCard } from './editor-card';
import { EDITOR_TEXTS as T } from './messages';
import { useEditorOrder } from './use-editor-order';

function newestFirst(events: AdminOrderEvent[]): AdminOrderEvent[] {
  return [...events].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export function HistoryCard({ orderId }: { orderId: number }) {
  const { data } = useEditorOrder(orderId, { reader: true });
  const events = data ? newestFirst(data.events ?? []) : null;

  let body;
  if (events === null) body = <Spin size="small" />;
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
              {e.note && <div>{toPersianDigitsInText(e.note)}</div>}
            </div>
          ),
        }))}
      />
    );
  return <EditorCard title={T.historyCard}>{body}</EditorCard>;
}
