// POST orders/{id}/request-revision/: the customer asks for a new price on the quote waiting for them (expired or
// not), with a comment and notes per line; the order moves to revision_requested and staff are told.
import { ORDER_TRANSITIONS } from '@sefaresh/shared-api/rules';
import { and, count, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import { orderItems, products, quoteRevisionRequests, type User } from '../../db/schema';
import { badRequest, conflict, type FieldErrors } from '../../lib/errors';
import type { Tx } from '../../db/client';
import { authorizeMove } from '../orders/authorize';
import { lockOrder, recordEvent } from '../orders/lifecycle';
import { MAX_REVISION_REQUESTS } from '@sefaresh/shared-api/rules';
import { QUOTE_NOTICES, QUOTE_TEXTS } from './messages';
import type { RequestRevisionBody } from './schemas';
import { notifyStaff, type StaffContact } from './staff-notice';

async function revisionRequestsOf(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(quoteRevisionRequests)
    .where(eq(quoteRevisionRequests.orderId, orderId));
  return Number(row?.n ?? 0);
}

export async function requestRevision(
  tx: Tx,
  user: User,
  orderId: number,
  body: Static<typeof RequestRevisionBody>,
  now: Date,
  staff: StaffContact,
) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'request_revision', user);
  if ((await revisionRequestsOf(tx, orderId)) >= MAX_REVISION_REQUESTS)
    throw conflict(QUOTE_TEXTS.revisionCap);

  const comment = body.comment.trim();
  const problems: FieldErrors = {};
  if (!comment) problems.comment = [QUOTE_TEXTS.commentRequired];
  const lines = await tx
    .select({ id: orderItems.id, productName: products.name })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.isActive, true)));
  const names = new Map(lines.map((l) => [l.id, l.productName]));
  const notes: { item_id: number; comment: string }[] = [];
  (body.items ?? []).forEach((note, index) => {
    const text = note.comment.trim();
    if (!names.has(note.item_id)) problems[`items.${index}.item_id`] = [QUOTE_TEXTS.itemNotInOrder];
    else if (notes.some((n) => n.item_id === note.item_id))
      problems[`items.${index}.item_id`] = [QUOTE_TEXTS.itemTwice];
    else if (text) notes.push({ item_id: note.item_id, comment: text });
  });
  const first = Object.values(problems)[0]?.[0];
  if (first) throw badRequest(first, problems);

  await tx.insert(quoteRevisionRequests).values({
    orderId,
    version: order.quoteVersion,
    customerId: user.id,
    comment,
    items: notes,
    createdAt: now,
  });
  await recordEvent(tx, {
    order,
    actor: user,
    to: ORDER_TRANSITIONS.request_revision.to,
    note: QUOTE_TEXTS.revisionEvent(
      order.quoteVersion,
      comment,
      notes.map((n) => QUOTE_TEXTS.revisionLine(names.get(n.item_id) ?? '', n.comment)),
    ),
    now,
  });
  await notifyStaff(
    tx,
    staff,
    orderId,
    'quote_revision_requested',
    QUOTE_NOTICES.revisionRequested(orderId, user.name),
    now,
  );
}
