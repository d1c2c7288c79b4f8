// Request and response shapes of dealer assignment (spec 001 §3 "Dealer (for assignment)", §7).
import { Type } from 'typebox';
import { OrderDetail } from '../schemas';

const RateText = Type.String({ description: 'percent as stored, two decimals, e.g. "7.50"' });

const DealerForAssignment = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  company_name: Type.String(),
  dealer_code: Type.Union([Type.String(), Type.Null()]),
  dealer_commission_rate: Type.Union([RateText, Type.Null()], {
    description: "the dealer's default commission percent",
  }),
  commission_rate: Type.Union([RateText, Type.Null()], {
    description: 'the same as dealer_commission_rate (the spec names it so)',
  }),
  assigned_orders_count: Type.Integer({ description: 'orders assigned to the dealer, in any status' }),
  active_orders_count: Type.Integer({
    description: 'assigned orders in pending_pricing, waiting_customer_approval, confirmed, payment_uploaded',
  }),
});

export const DealersForAssignment = Type.Array(DealerForAssignment);

export const AssignDealerBody = Type.Object({
  dealer_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  dealer_notes: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
  custom_commission_rate: Type.Optional(
    Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()], {
      description: "percent above 0, at most 50, one decimal; omitted or null: the dealer's default",
    }),
  ),
});

export const DealerNotesBody = Type.Object({ dealer_notes: Type.String({ maxLength: 5000 }) });

export const OrderMessageResponse = Type.Object({ message: Type.String(), order: OrderDetail });
