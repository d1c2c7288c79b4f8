// The acceptance of a quote version, written when the customer finalizes: the version, the SHA-256 of its
// pre-invoice bytes as they were served at that moment, the time, the user and the client's address.
import { ORDER_TRANSITIONS } from '@sefaresh/shared-api/rules';
import { and, eq } from 'drizzle-orm';
import type { SellerConfig } from '../../config';
import { quoteVersions, type Order, type User } from '../../db/schema';
import type { Tx } from '../../db/client';
import { recordEvent } from '../orders/lifecycle';
import { servedVersionPdf, sha256Hex } from './document';
import { QUOTE_TEXTS } from './messages';

export interface AcceptanceInput {
  order: Order;
  user: User;
  now: Date;
  clientAddress: string | null;
  seller: SellerConfig;
}

/** Records the acceptance of the order's current version; nothing for an order priced before versions existed. */
export async function recordAcceptance(tx: Tx, { order, user, now, clientAddress, seller }: AcceptanceInput) {
  if (order.quoteVersion < 1) return;
  const where = and(eq(quoteVersions.orderId, order.id), eq(quoteVersions.version, order.quoteVersion));
  const [version] = await tx.select().from(quoteVersions).where(where).for('update');
  if (!version || version.acceptedAt) return;
  const sha = sha256Hex(await servedVersionPdf(version, seller));
  await tx
    .update(quoteVersions)
    .set({
      acceptedAt: now,
      acceptedBy: user.id,
      acceptedFrom: clientAddress?.slice(0, 64) ?? null,
      pdfSha256: sha,
    })
    .where(where);
  await recordEvent(tx, {
    order: { ...order, status: ORDER_TRANSITIONS.finalize.to },
    actor: user,
    note: QUOTE_TEXTS.acceptedEvent(version.version, sha),
    now,
  });
}
