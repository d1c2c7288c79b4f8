// Emitting a webhook event: called inside the transaction of the change, like the notification outbox. One
// statement writes the event and a delivery for each active endpoint that wants it (nothing at all when none
// does), and the commit wakes the workers of every replica. The body's object is read when the event is first
// sent (objects.ts), so the change itself stays as cheap as it was.
import { STATUS, type OrderStatus, type WebhookEventType } from '@sefaresh/shared-api/rules';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { wakeWorkersOnCommit } from '../notifications/outbox-rules';

export type WebhookObjectKind = 'order' | 'commission' | 'product' | 'test';

/** One event of `type` for each object: one statement, whatever the number of objects or endpoints. */
export async function emitWebhookEvents(
  tx: DbOrTx,
  type: WebhookEventType,
  kind: WebhookObjectKind,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  if (!ids.length) return;
  const objects = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with wanted as (
      select id from webhook_endpoints where active and ${type}::text = any(events)
    ), event as (
      insert into webhook_events (id, type, object_kind, object_id, created_at)
      select gen_random_uuid(), ${type}, ${kind}, o, ${now}
        from unnest(array[${objects}]::int[]) as o
       where exists (select 1 from wanted)
      returning id
    )
    insert into webhook_deliveries (endpoint_id, event_id, next_attempt_at, created_at)
    select wanted.id, event.id, ${now}, ${now} from wanted, event
    returning id`);
  // PostgreSQL's and PGlite's drivers both answer { rows }; the transaction's union type says unknown
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  if (Array.isArray(rows) && rows.length > 0) await wakeWorkersOnCommit(tx);
}

export const emitWebhookEvent = (
  tx: DbOrTx,
  type: WebhookEventType,
  object: { kind: WebhookObjectKind; id: number },
  now: Date,
) => emitWebhookEvents(tx, type, object.kind, [object.id], now);

/** The events of an order's move from one status to another (the one place moves are recorded: recordEvent). */
function orderMoveEvents(from: OrderStatus | null, to: OrderStatus): WebhookEventType[] {
  if (from === to) return [];
  switch (to) {
    case STATUS.pendingPricing:
      return from === null ? ['order.created'] : [];
    case STATUS.waitingCustomerApproval:
      return ['order.priced'];
    case STATUS.revisionRequested:
      return ['order.revision_requested'];
    case STATUS.confirmed:
      return from === STATUS.paymentUploaded ? ['payment.rejected'] : ['order.confirmed'];
    case STATUS.paymentUploaded:
      return ['receipt.uploaded'];
    case STATUS.completed:
      return from === STATUS.paymentUploaded ? ['payment.verified', 'order.completed'] : ['order.completed'];
    case STATUS.cancelled:
      return ['order.cancelled'];
    case STATUS.rejected:
      return ['order.rejected'];
    default:
      return [];
  }
}

/** Emits the events of an order's move (none when it stays where it is). */
export async function emitOrderMove(
  tx: DbOrTx,
  orderId: number,
  from: OrderStatus | null,
  to: OrderStatus,
  now: Date,
) {
  for (const type of orderMoveEvents(from, to))
    await emitWebhookEvent(tx, type, { kind: 'order', id: orderId }, now);
}
