// The signed-in user's own account: profile, edit, order figures, notification history, password change and
// "log out of all devices".
import {
  COMPANY_MAX,
  MESSAGES,
  nameProblem,
  normalizePhone,
  passwordProblems,
  phoneProblem,
} from '@sefaresh/shared-api/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import { validationFailed, type FieldErrors } from '../../lib/errors';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import type { PasswordHasher } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import type { NotificationHistory, NotificationService } from '../notifications/service';
import type { OrderStatsService, RecentOrder } from './order-stats';

interface Profile {
  id: number;
  name: string;
  email: string;
  phone: string;
  email_verified: boolean;
  phone_verified: boolean;
  company_name: string;
  is_staff: boolean;
  is_superuser: boolean;
  is_dealer: boolean;
  dealer_code: string | null;
  dealer_commission_rate: number | null;
  date_joined: string;
  last_login: string | null;
  statistics: {
    total_orders: number;
    completed_orders: number;
    total_spent: number;
    total_commission_earned: string;
  };
}

interface ProfileUpdateInput {
  name: string;
  phone: string;
  company_name?: string;
}

export interface ProfileService {
  me(user: User): Promise<Profile>;
  update(user: User, input: ProfileUpdateInput): Promise<Profile>;
  ordersSummary(user: User): Promise<{
    summary: {
      total_orders: number;
      pending_orders: number;
      waiting_approval: number;
      completed_orders: number;
      total_spent: number;
    };
    recent_orders: RecentOrder[];
  }>;
  notificationsHistory(user: User): Promise<NotificationHistory>;
  changePassword(
    user: User,
    input: { current_password: string; new_password: string; confirm_password?: string },
  ): Promise<{ message: string; tokens: { access: string; refresh: string } }>;
  logoutAll(user: User): Promise<{ message: string }>;
}

export function createProfileService({
  db,
  passwords,
  tokens,
  notifications,
  orderStats,
}: {
  db: Db;
  passwords: PasswordHasher;
  tokens: TokenService;
  notifications: Pick<NotificationService, 'history'>;
  orderStats: OrderStatsService;
}): ProfileService {
  const toProfile = async (u: User): Promise<Profile> => {
    const stats = await orderStats.forUser(u, 0);
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      email_verified: u.emailVerifiedAt !== null,
      phone_verified: u.phoneVerifiedAt !== null,
      company_name: u.companyName,
      is_staff: u.isStaff,
      is_superuser: u.isSuperuser,
      is_dealer: u.isDealer,
      dealer_code: u.dealerCode,
      dealer_commission_rate: u.dealerCommissionRate === null ? null : Number(u.dealerCommissionRate),
      date_joined: u.dateJoined.toISOString(),
      last_login: u.lastLogin ? u.lastLogin.toISOString() : null,
      statistics: {
        total_orders: stats.total_orders,
        completed_orders: stats.completed_orders,
        total_spent: stats.total_spent,
        total_commission_earned: stats.total_commission_earned,
      },
    };
  };

  return {
    me: toProfile,

    async update(user, input) {
      const value = {
        name: (input.name ?? '').trim(),
        phone: normalizePhone(input.phone),
        companyName: (input.company_name ?? '').trim(),
      };
      const errors: FieldErrors = {};
      const nameMsg = nameProblem(value.name);
      if (nameMsg) errors.name = [nameMsg];
      const phoneMsg = phoneProblem(value.phone);
      if (phoneMsg) errors.phone = [phoneMsg];
      if (value.companyName.length > COMPANY_MAX) errors.company_name = [MESSAGES.companyTooLong];
      if (Object.keys(errors).length) throw validationFailed(errors);
      // a new number is not proven by the old one's code: no order SMS to it until it is verified again
      const changes = value.phone === user.phone ? value : { ...value, phoneVerifiedAt: null };
      const [row] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
      return toProfile(row);
    },

    async ordersSummary(user) {
      const s = await orderStats.forUser(user, 10);
      return {
        summary: {
          total_orders: s.total_orders,
          pending_orders: s.pending_orders,
          waiting_approval: s.waiting_approval,
          completed_orders: s.completed_orders,
          total_spent: s.total_spent,
        },
        recent_orders: s.recent_orders,
      };
    },

    notificationsHistory: (user) => notifications.history(user.id, 10),

    async changePassword(user, input) {
      const errors: FieldErrors = {};
      if (!input.current_password) errors.current_password = [MESSAGES.currentPasswordRequired];
      const problems = passwordProblems(input.new_password, { email: user.email });
      if (problems.length) errors.new_password = problems;
      if (input.confirm_password !== undefined && input.confirm_password !== input.new_password)
        errors.confirm_password = [MESSAGES.newPasswordsMismatch];
      if (Object.keys(errors).length) throw validationFailed(errors);
      if (!(await passwords.verify(user.passwordHash, input.current_password)))
        throw validationFailed(
          { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
          ACCOUNT_MESSAGES.currentPasswordWrong,
        );
      const passwordHash = await passwords.hash(input.new_password);
      const owner = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        return tokens.endAllSessions(user.id, tx);
      });
      // Every session ends; the caller gets a fresh pair so it stays signed in.
      const [access, refresh] = await Promise.all([tokens.issueAccess(owner), tokens.issueRefresh(user.id)]);
      return { message: ACCOUNT_MESSAGES.passwordChanged, tokens: { access, refresh } };
    },

    async logoutAll(user) {
      await tokens.endAllSessions(user.id);
      return { message: ACCOUNT_MESSAGES.loggedOutEverywhere };
    },
  };
}
