// Quote versions for whoever may see the order (its customer, staff, its assigned dealer): the list with the
// changes of each version against the one before, each version's pre-invoice, and the quote moves (the customer's
// revision request, staff's extension) in their own transactions.
import { INVOICE_TYPE, STATUS } from '@sefaresh/shared-api/rules';
import { and, desc, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { SellerConfig } from '../../config';
import type { QuotesConfig } from '../../config/quotes';
import type { Db } from '../../db/client';
import { orders, quoteRevisionRequests, quoteVersions, type QuoteVersion, type User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { Tx } from '../../db/client';
import { assertCanViewOrder } from '../orders/lifecycle';
import type { OrdersService } from '../orders/service';
import { quoteChanges } from './changes';
import { servedVersionPdf, versionNumber } from './document';
import { MAX_REVISION_REQUESTS } from '@sefaresh/shared-api/rules';
import { QUOTE_TEXTS } from './messages';
import { requestRevision } from './revision';
import type { QuotesResponse, RequestRevisionBody, RevisionRequestSchema } from './schemas';
import { extendQuote, quoteExpired } from './validity';

const acceptanceOf = (v: Pick<QuoteVersion, 'version' | 'acceptedAt' | 'pdfSha256'>) =>
  v.acceptedAt && v.pdfSha256
    ? { version: v.version, pdf_sha256: v.pdfSha256, accepted_at: v.acceptedAt.toISOString() }
    : null;

type RevisionRow = typeof quoteRevisionRequests.$inferSelect;
const revisionAnswer = (r: RevisionRow): Static<typeof RevisionRequestSchema> => ({
  version: r.version,
  comment: r.comment,
  items: r.items,
  created_at: r.createdAt.toISOString(),
});

/**
 * The quote parts of the order answer: the latest of the accepted versions (the order's row carries them:
 * orders/order-queries.ts orderSummary) and, while it is asked for, the revision request.
 */
export async function quoteDetailFields(
  db: Db,
  order: { id: number; status: string },
  acceptedVersions: Pick<QuoteVersion, 'version' | 'acceptedAt' | 'pdfSha256'>[],
) {
  const accepted = acceptedVersions.reduce<(typeof acceptedVersions)[number] | undefined>(
    (latest, v) => (!latest || v.version > latest.version ? v : latest),
    undefined,
  );
  const [request] =
    order.status === STATUS.revisionRequested
      ? await db
          .select()
          .from(quoteRevisionRequests)
          .where(eq(quoteRevisionRequests.orderId, order.id))
          .orderBy(desc(quoteRevisionRequests.createdAt), desc(quoteRevisionRequests.id))
          .limit(1)
      : [];
  return {
    acceptance: accepted ? acceptanceOf(accepted) : null,
    revision_request: request ? revisionAnswer(request) : null,
  };
}

export function createQuotesService({
  db,
  clock,
  seller,
  quotes,
  orders: orderAnswers,
}: {
  db: Db;
  clock: Clock;
  seller: SellerConfig;
  quotes: QuotesConfig;
  orders: Pick<OrdersService, 'getForUser'>;
}) {
  async function move(user: User, orderId: number, run: (tx: Tx, now: Date) => Promise<unknown>) {
    const now = clock();
    await db.transaction((tx) => run(tx, now));
    return orderAnswers.getForUser(user, orderId);
  }

  return {
    /** GET orders/{id}/quotes/: every version, newest first, with its changes against the one before. */
    async list(user: User, orderId: number): Promise<Static<typeof QuotesResponse>> {
      await assertCanViewOrder(db, user, orderId);
      const [order] = await db
        .select({
          status: orders.status,
          quoteVersion: orders.quoteVersion,
          quoteValidUntil: orders.quoteValidUntil,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      const versions = await db
        .select()
        .from(quoteVersions)
        .where(eq(quoteVersions.orderId, orderId))
        .orderBy(quoteVersions.version);
      const requests = await db
        .select()
        .from(quoteRevisionRequests)
        .where(eq(quoteRevisionRequests.orderId, orderId))
        .orderBy(desc(quoteRevisionRequests.createdAt), desc(quoteRevisionRequests.id));
      const now = clock();
      const answers = versions.map((v, i) => {
        const current = v.version === order.quoteVersion;
        return {
          version: v.version,
          created_at: v.createdAt.toISOString(),
          priced_by_name: v.pricedByName,
          valid_until: v.validUntil.toISOString(),
          expired: current && quoteExpired(order, now),
          is_current: current,
          pre_invoice_number: versionNumber(v),
          quoted_total: v.quotedTotal,
          total_with_tax: v.totalWithTax,
          admin_comment: v.adminComment,
          items: v.lines,
          changes: i > 0 ? quoteChanges(versions[i - 1].lines, v.lines) : [],
          acceptance: acceptanceOf(v),
        };
      });
      return {
        quote_version: order.quoteVersion,
        versions: answers.reverse(),
        revision_requests: requests.map(revisionAnswer),
        revision_requests_left: Math.max(0, MAX_REVISION_REQUESTS - requests.length),
      };
    },

    /** GET orders/{id}/quotes/{version}/pre-invoice/: the version's document and its file name. */
    async pdf(user: User, orderId: number, version: number) {
      await assertCanViewOrder(db, user, orderId);
      const [row] = await db
        .select()
        .from(quoteVersions)
        .where(and(eq(quoteVersions.orderId, orderId), eq(quoteVersions.version, version)));
      if (!row) throw notFound(QUOTE_TEXTS.versionNotFound);
      const type = row.parties.official ? INVOICE_TYPE.official : INVOICE_TYPE.unofficial;
      return {
        fileName: `pre_invoice_${orderId}_v${version}_${type}.pdf`,
        content: await servedVersionPdf(row, seller),
      };
    },

    requestRevision: (user: User, orderId: number, body: Static<typeof RequestRevisionBody>) =>
      move(user, orderId, (tx, now) => requestRevision(tx, user, orderId, body, now, quotes)),

    extend: (user: User, orderId: number, day: string) =>
      move(user, orderId, (tx, now) => extendQuote(tx, user, orderId, day, now)),
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
