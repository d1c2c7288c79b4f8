// The admin actions' entries in the activity log (every change to people and money, with who and
// when). Written inside the transaction of the change, so a change that rolls back leaves no entry.
import { adminActions, type AdminActionKind } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

export interface AdminActionInput {
  actorId: number;
  action: AdminActionKind;
  targetUserId?: number | null;
  note: string;
  details?: Record<string, unknown>;
}

export async function recordAdminActions(tx: DbOrTx, entries: AdminActionInput[], now: Date) {
  if (!entries.length) return;
  await tx.insert(adminActions).values(
    entries.map((e) => ({
      actorId: e.actorId,
      action: e.action,
      targetUserId: e.targetUserId ?? null,
      note: e.note,
      details: e.details ?? {},
      createdAt: now,
    })),
  );
}
