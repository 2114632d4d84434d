/**
 * Who may call each route: every /api route declares `config.access`, and this one hook enforces it.
 * Missing, expired or revoked tokens answer 401 'Unauthenticated.'; a signed-in caller of the wrong role 403.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UNAUTHENTICATED_MESSAGE } from '@shared/api-error';
import { roleOf, type Role } from '@shared/roles';
import type { AppContext } from '@server/context';
import type { UserRow } from '@server/db/tables';
import { sessionUser } from '@server/features/accounts/accounts.actions';
import { HttpError } from './errors';
import { REQUEST_MESSAGES } from '@shared/common.messages';

/** 'public': anyone, signed in or not. Otherwise the roles that may call the route. */
export type Access = 'public' | readonly Role[];

export const ANY_SIGNED_IN: readonly Role[] = ['customer', 'staff', 'admin'];
export const BACK_OFFICE: readonly Role[] = ['staff', 'admin'];
export const ADMIN_ONLY: readonly Role[] = ['admin'];

export interface RegisteredApiRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in caller, or null for a guest. */
    user: UserRow | null;
    /** The bearer token of this request, when it carried a valid one. */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the role × route test and the docs. */
    apiRoutes: RegisteredApiRoute[];
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? '';
}

/** Routes of the OpenAPI document itself carry no access declaration: they are public by nature. */
const isDocsRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

export function registerAuth(app: FastifyInstance, context: AppContext): void {
  app.decorate('apiRoutes', [] as RegisteredApiRoute[]);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || isDocsRoute(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.url} declares no access (config.access).`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = bearerToken(request);
    const user = token ? await sessionUser(context, token) : undefined;
    if (user && token) {
      request.user = user;
      request.sessionToken = token;
    }
    if (access === 'public') return;
    if (!request.user) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
    if (!access.includes(roleOf(request.user))) {
      throw new HttpError(403, REQUEST_MESSAGES.forbidden);
    }
  });
}

/** The signed-in caller of a route whose access excludes guests. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  return request.user;
}
