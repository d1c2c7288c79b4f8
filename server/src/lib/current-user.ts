// The signed-in caller as routes and services see it: the users row that `authenticate` loaded, and the staff
// rule of the rules module read from that row's camelCase flags.
import { isStaffAccount } from '@sefaresh/shared-api/rules';
import type { FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import { unauthorized } from './errors';

/** Staff or super admin (the rules module's isStaffAccount, on a users row). */
export const isStaffUser = (user: Pick<User, 'isStaff' | 'isSuperuser'>): boolean =>
  isStaffAccount({ is_staff: user.isStaff, is_superuser: user.isSuperuser });

/** The caller of a route that authenticates; 401 when the route forgot to. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
