// The customer's official-invoice data: saved per user, prefilled into new official orders and editable from the
// order page; without saved data the account's name, phone and company are offered.
import {
  INVOICE_INFO_REQUIRED_FIELDS,
  INVOICE_TYPE,
  isInvoiceInfoComplete,
} from '@sefaresh/shared-api/rules';
import { eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { customerInvoiceInfo, orders, type OrderCustomerInfo, type User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { validationFailed, type FieldErrors } from '../../lib/errors';
import { authorizeMove } from '../orders/authorize';
import { accountCustomerInfo, checkCustomerInfo } from '../orders/customer-info';
import { lockOrder } from '../orders/lifecycle';
import type { UpdateInvoiceInfoBody } from './schemas';
import { INVOICE_INFO_TEXTS } from './messages';

export function createCustomersService({ db, clock }: { db: Db; clock: Clock }) {
  async function get(user: User) {
    const [row] = await db.select().from(customerInvoiceInfo).where(eq(customerInvoiceInfo.userId, user.id));
    const info: OrderCustomerInfo = row?.info ?? accountCustomerInfo(user);
    return { customer_info: info, is_complete: isInvoiceInfoComplete(info) };
  }

  return {
    get,

    async update(user: User, body: Static<typeof UpdateInvoiceInfoBody>) {
      const checked = checkCustomerInfo(body.customer_info, INVOICE_INFO_REQUIRED_FIELDS);
      if (checked.problems) {
        const problems: FieldErrors = Object.fromEntries(
          Object.entries(checked.problems).map(([key, messages]) => [
            key.replace(/^customer_info\./, ''),
            messages,
          ]),
        );
        throw validationFailed(problems);
      }
      const info = checked.info;
      const now = clock();
      await db.transaction(async (tx) => {
        await tx
          .insert(customerInvoiceInfo)
          .values({ userId: user.id, info, updatedAt: now })
          .onConflictDoUpdate({ target: customerInvoiceInfo.userId, set: { info, updatedAt: now } });
        if (body.order_id) {
          const order = await lockOrder(tx, body.order_id);
          authorizeMove(order, 'update_invoice_info', user);
          // an unofficial order carries no buyer data: only the saved copy changes
          if (order.businessInvoiceType === INVOICE_TYPE.official) {
            await tx
              .update(orders)
              .set({ customerInfo: info, updatedAt: now })
              .where(eq(orders.id, order.id));
          }
        }
      });
      return { ...(await get(user)), message: INVOICE_INFO_TEXTS.updated };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
