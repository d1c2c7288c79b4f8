import { MESSAGES } from '@sefaresh/shared-api/rules';
import { Type } from 'typebox';
import { Tokens } from '../auth/schemas';

const Statistics = Type.Object({
  total_orders: Type.Integer(),
  completed_orders: Type.Integer(),
  total_spent: Type.Number({ description: 'rial' }),
  total_commission_earned: Type.String({
    pattern: '^[0-9]+$',
    description: "whole rials: the dealer's calculated and paid commission ('0' for others)",
  }),
});

export const ProfileResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  email_verified: Type.Boolean({ description: 'the owner typed back a code sent to the email' }),
  phone_verified: Type.Boolean({
    description: 'the owner typed back an SMS code sent to the phone (no order SMS before)',
  }),
  company_name: Type.String(),
  is_staff: Type.Boolean(),
  is_superuser: Type.Boolean({
    description: 'a super admin: may create and change users, rates and payouts',
  }),
  is_dealer: Type.Boolean(),
  dealer_code: Type.Union([Type.String(), Type.Null()]),
  dealer_commission_rate: Type.Union([Type.Number(), Type.Null()], { description: 'percent' }),
  date_joined: Type.String({ format: 'date-time' }),
  last_login: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  statistics: Statistics,
});

/** Shape only; the rules (name 2–50, phone, company ≤ 100) run in the service with the shared rules module. */
export const ProfileUpdateBody = Type.Object({
  name: Type.String({ 'x-messages': { required: MESSAGES.nameRequired, type: MESSAGES.nameRequired } }),
  phone: Type.String({ 'x-messages': { required: MESSAGES.phoneRequired, type: MESSAGES.phoneRequired } }),
  company_name: Type.Optional(Type.String()),
});

export const OrdersSummaryResponse = Type.Object({
  summary: Type.Object({
    total_orders: Type.Integer(),
    pending_orders: Type.Integer(),
    waiting_approval: Type.Integer(),
    completed_orders: Type.Integer(),
    total_spent: Type.Number({ description: 'rial' }),
  }),
  recent_orders: Type.Array(
    Type.Object({
      id: Type.Integer(),
      status: Type.String(),
      created_at: Type.String({ format: 'date-time' }),
      total: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
});

export const NotificationsHistoryResponse = Type.Object({
  email_notifications: Type.Array(
    Type.Object({
      id: Type.Integer(),
      email_type: Type.String(),
      subject: Type.String(),
      is_successful: Type.Boolean(),
      sent_at: Type.String({ format: 'date-time' }),
      order_id: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  sms_notifications: Type.Array(
    Type.Object({
      id: Type.Integer(),
      sms_type: Type.String(),
      message: Type.String(),
      is_successful: Type.Boolean(),
      sent_at: Type.String({ format: 'date-time' }),
      order_id: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  total_notifications: Type.Integer(),
  email_count: Type.Integer(),
  sms_count: Type.Integer(),
});

const pw = (message: string) =>
  Type.String({
    maxLength: 256,
    'x-messages': { required: message, type: message, maxLength: MESSAGES.badInput },
  });

export const ChangePasswordBody = Type.Object({
  current_password: pw(MESSAGES.currentPasswordRequired),
  new_password: pw(MESSAGES.passwordRequired),
  /** Optional: when sent it must equal new_password. */
  confirm_password: Type.Optional(pw(MESSAGES.passwordRequired)),
});

export const ChangePasswordResponse = Type.Object({ message: Type.String(), tokens: Tokens });
export const LogoutAllResponse = Type.Object({ message: Type.String() });
