// The cheque moves inside the caller's transaction, on the locked order row (the service and the demo seed call
// them): registering a cheque (register_cheque) and moving it along CHEQUE_MOVES (move_cheque), each with its
// order event; a bounce tells the customer, staff and the assigned dealer through the outbox.
import {
  MONEY_NOTE_MAX_LENGTH,
  RECEIVABLE_FIELD_MESSAGES as F,
  chequeMayMove,
  type ChequeStatus,
} from '@sefaresh/shared-api/rules';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cheques, paymentInstalments, users, type Cheque, type Order, type User } from '../../db/schema';
import { isStaffUser } from '../../lib/current-user';
import { conflict, notFound, validationFailed } from '../../lib/errors';
import { enqueueEmailAndSms } from '../notifications/service';
import { authorizeMove } from '../orders/authorize';
import { lockOrder, notifyCustomer, recordEvent } from '../orders/lifecycle';
import type { StaffContact } from '../quotes/staff-notice';
import { notifyStaff } from '../quotes/staff-notice';
import type { ChequeValues } from './form';
import { CHEQUE_NOTICES, CHEQUE_TEXTS } from './messages';
import { toChequeView } from './views';

/** The picture's columns of a cheque row (all absent without a picture). */
export type ChequePicture = Partial<
  Pick<Cheque, 'pictureName' | 'pictureMimeType' | 'pictureSize' | 'pictureKey' | 'pictureSha256'>
>;

/** Registers a checked cheque on the order; 409 for a Sayad id already registered (on any order). */
export async function registerCheque(
  tx: Tx,
  user: User,
  orderId: number,
  values: ChequeValues,
  picture: ChequePicture,
  now: Date,
) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'register_cheque', user);
  if (values.instalmentId !== null) {
    const [own] = await tx
      .select({ id: paymentInstalments.id })
      .from(paymentInstalments)
      .where(and(eq(paymentInstalments.id, values.instalmentId), eq(paymentInstalments.orderId, orderId)));
    if (!own)
      throw validationFailed(
        { instalment_id: [CHEQUE_TEXTS.instalmentNotOfOrder] },
        CHEQUE_TEXTS.instalmentNotOfOrder,
      );
  }
  const [earlier] = await tx
    .select({ orderId: cheques.orderId })
    .from(cheques)
    .where(eq(cheques.sayadId, values.sayadId));
  if (earlier) throw conflict(CHEQUE_TEXTS.duplicateSayad(earlier.orderId));
  const [row] = await tx
    .insert(cheques)
    .values({ orderId, ...values, ...picture, createdBy: user.id, createdAt: now })
    .returning();
  await recordEvent(tx, {
    order,
    actor: user,
    note: CHEQUE_TEXTS.registeredEvent(row.sayadId, row.amount),
    now,
  });
  return toChequeView(row, isStaffUser(user));
}

async function tellBounce(tx: Tx, staff: StaffContact, order: Order, cheque: Cheque, now: Date) {
  const notice = {
    orderId: order.id,
    sayadId: cheque.sayadId,
    amount: cheque.amount,
    dueDate: cheque.dueDate,
    note: cheque.statusNote,
  };
  await notifyCustomer(tx, order, 'cheque_bounced', CHEQUE_NOTICES.bouncedCustomer(notice), now);
  const [customer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, order.customerId));
  const toStaff = CHEQUE_NOTICES.bouncedStaff(notice, customer?.name ?? '');
  await notifyStaff(tx, staff, order.id, 'cheque_bounced', toStaff, now);
  if (order.assignedDealerId === null) return;
  const [dealer] = await tx
    .select({ id: users.id, email: users.email, phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, order.assignedDealerId));
  if (dealer)
    await enqueueEmailAndSms(
      tx,
      { userId: dealer.id, ...dealer },
      { kind: 'cheque_bounced', orderId: order.id, ...toStaff },
      now,
    );
}

/** One move of CHEQUE_MOVES (409 otherwise); bounced needs a note and tells everyone concerned. */
export async function moveCheque(
  tx: Tx,
  user: User,
  orderId: number,
  chequeId: number,
  body: { status: ChequeStatus; note?: string },
  staff: StaffContact,
  now: Date,
) {
  const note = (body.note ?? '').trim();
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'move_cheque', user);
  const [cheque] = await tx
    .select()
    .from(cheques)
    .where(and(eq(cheques.id, chequeId), eq(cheques.orderId, orderId)))
    .for('update');
  if (!cheque) throw notFound(CHEQUE_TEXTS.notFound);
  if (!chequeMayMove(cheque.status, body.status))
    throw conflict(CHEQUE_TEXTS.moveRefused(cheque.status, body.status));
  if (body.status === 'bounced' && !note)
    throw validationFailed({ note: [F.reasonRequired] }, F.reasonRequired);
  if (note.length > MONEY_NOTE_MAX_LENGTH)
    throw validationFailed({ note: [F.tooLong(MONEY_NOTE_MAX_LENGTH)] }, F.tooLong(MONEY_NOTE_MAX_LENGTH));
  const [moved] = await tx
    .update(cheques)
    .set({ status: body.status, statusNote: note, statusChangedAt: now, statusChangedBy: user.id })
    .where(eq(cheques.id, chequeId))
    .returning();
  await recordEvent(tx, {
    order,
    actor: user,
    note: CHEQUE_TEXTS.movedEvent(moved.sayadId, moved.status, note),
    now,
  });
  if (moved.status === 'bounced') await tellBounce(tx, staff, order, moved, now);
  return toChequeView(moved, true);
}
