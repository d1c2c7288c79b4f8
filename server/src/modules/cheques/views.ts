// How a cheque is shown (docs/contracts.md "Money after the quote": a Cheque): its fields, its status in Persian,
// the picture's URL, and where staff may move it now. Only staff get moves; everyone else an empty list.
import { CHEQUE_MOVES, CHEQUE_STATUS_LABELS } from '@sefaresh/shared-api/rules';
import type { Cheque } from '../../db/schema';
import type { ChequeView } from './schemas';

export const chequePictureUrl = (orderId: number, chequeId: number) =>
  `/api/orders/${orderId}/cheques/${chequeId}/picture/`;

export function toChequeView(row: Cheque, staffView: boolean): ChequeView {
  return {
    id: row.id,
    order_id: row.orderId,
    instalment_id: row.instalmentId,
    sayad_id: row.sayadId,
    bank: row.bank,
    drawer_name: row.drawerName,
    due_date: row.dueDate,
    amount: row.amount,
    status: row.status,
    status_display: CHEQUE_STATUS_LABELS[row.status],
    status_note: row.statusNote,
    status_changed_at: row.statusChangedAt?.toISOString() ?? null,
    picture_url: row.pictureKey ? chequePictureUrl(row.orderId, row.id) : null,
    created_at: row.createdAt.toISOString(),
    allowed_moves: staffView ? [...CHEQUE_MOVES[row.status]] : [],
  };
}
