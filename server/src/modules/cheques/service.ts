// Sayad cheques (docs/contracts.md "Money after the quote": Cheques). The order's customer or staff register a
// post-dated cheque against a confirmed order (register_cheque), with an optional picture checked like a receipt;
// one cheque per Sayad id across every order. Staff move it received → deposited → cleared, or to bounced with a
// note (move_cheque, CHEQUE_MOVES); a bounce tells the customer, staff and the assigned dealer. Every registration
// and move writes an order event on the locked order row (actions.ts); here: the transactions and the picture.
import { MESSAGES, type ChequeStatus } from '@sefaresh/shared-api/rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cheques, orders, type User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, notFound, validationFailed } from '../../lib/errors';
import { deleteAll, type FileStore } from '../../lib/file-store';
import { authorizeMove } from '../orders/authorize';
import { assertCanViewOrder } from '../orders/lifecycle';
import { detectReceiptType } from '../payments/file-types';
import { cleanFileName } from '../payments/service';
import type { StaffContact } from '../quotes/staff-notice';
import { moveCheque, registerCheque } from './actions';
import { checkChequeFields, PICTURE_FIELD, type ChequeForm, type IncomingPicture } from './form';
import { CHEQUE_TEXTS } from './messages';

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
      return await db.transaction((tx) => registerCheque(tx, user, orderId, values, picture, now));
    } catch (err) {
      // two registrations of one Sayad id at once: the unique index decides, the loser is told where it went
      if (isUniqueViolation(err, 'cheques_sayad_id_idx')) {
        const other = await orderOfSayad(values.sayadId);
        throw conflict(CHEQUE_TEXTS.duplicateSayad(other ?? orderId));
      }
      throw err;
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
      const now = clock();
      return db.transaction((tx) => moveCheque(tx, user, found.orderId, chequeId, body, staff, now));
    },
  };
}

export type ChequesService = ReturnType<typeof createChequesService>;
