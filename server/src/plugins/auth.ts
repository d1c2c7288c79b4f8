// Authentication helpers for the routes of every module, decorated on the instance: `authenticate` (a valid
// Bearer access token of an active user; sets request.user, roles read fresh from the database) and the role
// checks requireStaff, requireSuperuser, requireDealer (403 otherwise). Registered after the services plugin.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_PREFIX } from '@sefaresh/shared-api/rules';
import type { User } from '../db/schema';
import { currentUser, isStaffUser } from '../lib/current-user';
import { SERVER_MESSAGES, forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: requires a valid Bearer access token of an active user; sets request.user (roles fresh from the DB). */
    authenticate: preHandlerAsyncHookHandler;
    requireStaff: preHandlerAsyncHookHandler;
    requireSuperuser: preHandlerAsyncHookHandler;
    requireDealer: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: User | null;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const services = app.services;
    app.decorateRequest('user', null);

    const authenticate = async (request: FastifyRequest, _reply: FastifyReply) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      // an API key reads as staff through the read routes its scopes open, and nothing else
      request.user = token.startsWith(API_KEY_PREFIX)
        ? await services.apiKeys.authenticate(token, request.method, request.routeOptions.url)
        : await services.auth.userFromAccessToken(token);
    };
    const requireRole = (allowed: (u: User) => boolean, message?: string) =>
      async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        if (!request.user) await authenticate(request, reply);
        if (!allowed(currentUser(request))) throw forbidden(message);
      };

    app.decorate('authenticate', authenticate);
    app.decorate('requireStaff', requireRole(isStaffUser));
    app.decorate(
      'requireSuperuser',
      // the super-admin rule (spec README "Accounts and security"): one guard, one Persian message
      requireRole((u) => u.isSuperuser, SERVER_MESSAGES.superuserOnly),
    );
    app.decorate(
      'requireDealer',
      requireRole((u) => u.isDealer),
    );
  },
  { name: 'sefaresh-auth', dependencies: ['sefaresh-services'] },
);

/** The token of the request's `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return (header && /^Bearer\s+(\S+)$/i.exec(header)?.[1]) || null;
}

const roleScope =
  (roleCheck: 'requireStaff' | 'requireSuperuser') =>
  (routes: FastifyPluginAsyncTypebox): FastifyPluginAsyncTypebox =>
  async (scope) => {
    scope.addHook('onRequest', scope.authenticate);
    scope.addHook('preHandler', scope[roleCheck]);
    await scope.register(routes);
  };

/**
 * The staff's routes as one scope: every route of `routes` answers 401 without a valid token and 403 unless the
 * caller is staff (or a super admin); a route that only super admins may call adds
 * `preHandler: app.requireSuperuser`.
 */
export const staffOnly = roleScope('requireStaff');

/** The super admins' routes as one scope: 401 without a valid token, 403 for anyone else (staff included). */
export const superuserOnly = roleScope('requireSuperuser');
