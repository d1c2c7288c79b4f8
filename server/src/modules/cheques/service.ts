// Sayad cheques (docs/contracts.md "Money after the quote": Cheques). The order's customer or staff register a
// post-dated cheque against a confirmed order (register_cheque), with an optional picture checked like a receipt;
// one cheque per Sayad id across every order. Staff move it received → deposited → cleared, or to bounced with a
// note (move_cheque, CHEQUE_MOVES); a bounce tells the customer, staff and the assigned dealer. Every registration
// and move writes an order event on the locked order row.
import {
  MESSAGES,
  MONEY_NOTE_MAX_LENGTH,
  RECEIVABLE_FIELD_MESSAGES as F,
  chequeMayMove,
  type ChequeStatus,
} from '@sefaresh/shared-api/rules';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  cheques,
  orders,
  paymentInstalments,
  users,
  type Cheque,
  type Order,
  type User,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isStaffUser } from '../../lib/current-user';
import { conflict, notFound, validationFailed } from '../../lib/errors';
import { deleteAll, type FileStore } from '../../lib/file-store';
import { enqueueEmailAndSms } from '../notifications/service';
import { authorizeMove } from '../orders/authorize';
import { assertCanViewOrder, lockOrder, notifyCustomer, recordEvent } from '../orders/lifecycle';
import { detectReceiptType } from '../payments/file-types';
import { cleanFileName } from '../payments/service';
import { notifyStaff, type StaffContact } from '../quotes/staff-notice';
import { checkChequeFields, PICTURE_FIELD, type ChequeForm, type IncomingPicture } from './form';
import { CHEQUE_NOTICES, CHEQUE_TEXTS } from './messages';
import { toChequeView } from './views';

/** True when `err` (or what it wraps) is PostgreSQL's unique violation of `constraint`. */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const {
      code,
      constraint: name,
      message,
    } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (name === constraint || String(message).includes(constraint))) return true;
  }
  return false;
}

/** The picture's checks (content, not name): its stored name, type and size, or a 400 on the field `picture`. */
function preparePicture(picture: IncomingPicture) {
  if (picture.size === 0)
    throw validationFailed({ [PICTURE_FIELD]: [CHEQUE_TEXTS.pictureEmpty] }, CHEQUE_TEXTS.pictureEmpty);
  const type = detectReceiptType(picture.head);
  if (!type) throw validationFailed({ [PICTURE_FIELD]: [CHEQUE_TEXTS.pictureBad] }, CHEQUE_TEXTS.pictureBad);
  const base =
    cleanFileName(picture.fileName)
      .replace(/\.[^.]*$/, '')
      .slice(0, 200) || 'cheque';
  return {
    pictureName: `${base}.${type.extension}`,
    pictureMimeType: type.mimeType,
    pictureSize: picture.size,
    pictureKey: picture.key,
    pictureSha256: picture.sha256,
  };
}

export function createChequesService({
  db,
  clock,
  files,
  staff,
}: {
  db: Db;
  clock: Clock;
  files: FileStore;
  /** Where staff hear of a bounced cheque (STAFF_NOTIFY_EMAIL / STAFF_NOTIFY_PHONE). */
  staff: StaffContact;
}) {
  async function orderOfSayad(sayadId: string) {
    const [row] = await db
      .select({ orderId: cheques.orderId })
      .from(cheques)
      .where(eq(cheques.sayadId, sayadId));
    return row?.orderId ?? null;
  }

  async function record(user: User, orderId: number, form: ChequeForm) {
    const values = checkChequeFields(form.fields);
    const picture = form.picture ? preparePicture(form.picture) : {};
    const now = clock();
    try {
      return await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        authorizeMove(order, 'register_cheque', user);
        if (values.instalmentId !== null) {
          const [own] = await tx
            .select({ id: paymentInstalments.id })
            .from(paymentInstalments)
            .where(
              and(eq(paymentInstalments.id, values.instalmentId), eq(paymentInstalments.orderId, orderId)),
            );
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
      });
    } catch (err) {
      // two registrations of one Sayad id at once: the unique index decides, the loser is told where it went
      if (isUniqueViolation(err, 'cheques_sayad_id_idx')) {
        const other = await orderOfSayad(values.sayadId);
        throw conflict(CHEQUE_TEXTS.duplicateSayad(other ?? orderId));
      }
      throw err;
    }
  }

  async function tellBounce(tx: Tx, order: Order, cheque: Cheque, now: Date) {
    const notice = {
      orderId: order.id,
      sayadId: cheque.sayadId,
      amount: cheque.amount,
      dueDate: cheque.dueDate,
      note: cheque.statusNote,
    };
    await notifyCustomer(tx, order, 'cheque_bounced', CHEQUE_NOTICES.bouncedCustomer(notice), now);
    const [customer] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, order.customerId));
    const toStaff = CHEQUE_NOTICES.bouncedStaff(notice, customer?.name ?? '');
    await notifyStaff(tx, staff, order.id, 'cheque_bounced', toStaff, now);
    if (order.assignedDealerId !== null) {
      const [dealer] = await tx
        .select({ id: users.id, email: users.email, phone: users.phone })
        .from(users)
        .where(eq(users.id, order.assignedDealerId));
      if (dealer)
        await enqueueEmailAndSms(
          tx,
          { userId: dealer.id, email: dealer.email, phone: dealer.phone },
          { kind: 'cheque_bounced', orderId: order.id, ...toStaff },
          now,
        );
    }
  }

  return {
    /** The checks before a form is read (no lock; the transaction checks again): the order exists, the caller may. */
    async checkCanRegister(user: User, orderId: number) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw notFound(MESSAGES.orderNotFound);
      authorizeMove(order, 'register_cheque', user);
    },

    /** POST orders/{id}/cheques/: the cheque, or nothing (a stored picture is removed when anything fails). */
    async register(user: User, orderId: number, form: ChequeForm) {
      try {
        return await record(user, orderId, form);
      } catch (err) {
        if (form.picture) await deleteAll(files, [form.picture.key]);
        throw err;
      }
    },

    /** GET orders/{id}/cheques/{chequeId}/picture/: for those who may see the order. */
    async picture(user: User, orderId: number, chequeId: number) {
      await assertCanViewOrder(db, user, orderId);
      const [row] = await db
        .select()
        .from(cheques)
        .where(and(eq(cheques.id, chequeId), eq(cheques.orderId, orderId)));
      const stored = row?.pictureKey ? await files.get(row.pictureKey) : null;
      if (!row || !stored) throw notFound(CHEQUE_TEXTS.notFound);
      return {
        fileName: row.pictureName ?? `cheque-${row.id}`,
        mimeType: row.pictureMimeType ?? 'application/octet-stream',
        size: stored.size,
        body: stored.body,
      };
    },

    /** POST admin/cheques/{id}/status/: one move of CHEQUE_MOVES (409 otherwise); bounced needs a note. */
    async move(user: User, chequeId: number, body: { status: ChequeStatus; note?: string }) {
      const [found] = await db
        .select({ orderId: cheques.orderId })
        .from(cheques)
        .where(eq(cheques.id, chequeId));
      if (!found) throw notFound(CHEQUE_TEXTS.notFound);
      const note = (body.note ?? '').trim();
      const now = clock();
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, found.orderId);
        authorizeMove(order, 'move_cheque', user);
        const [cheque] = await tx.select().from(cheques).where(eq(cheques.id, chequeId)).for('update');
        if (!cheque) throw notFound(CHEQUE_TEXTS.notFound);
        if (!chequeMayMove(cheque.status, body.status))
          throw conflict(CHEQUE_TEXTS.moveRefused(cheque.status, body.status));
        if (body.status === 'bounced' && !note)
          throw validationFailed({ note: [F.reasonRequired] }, F.reasonRequired);
        if (note.length > MONEY_NOTE_MAX_LENGTH)
          throw validationFailed(
            { note: [F.tooLong(MONEY_NOTE_MAX_LENGTH)] },
            F.tooLong(MONEY_NOTE_MAX_LENGTH),
          );
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
        if (moved.status === 'bounced') await tellBounce(tx, order, moved, now);
        return toChequeView(moved, true);
      });
    },
  };
}

export type ChequesService = ReturnType<typeof createChequesService>;
