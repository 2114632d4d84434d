/** Accounts over HTTP (docs/product.md#account-payloads, #api-accounts, #chosen-paths). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  sessionAnswerSchema,
  staffMemberSchema,
  userSchema,
} from '@shared/accounts.schemas';
import { salonToday } from '@shared/salon-time';
import type { AppContext } from '@server/context';
import { ANY_SIGNED_IN, BACK_OFFICE, signedInUser } from '@server/plugins/auth';
import type { RequestLimit } from '@server/plugins/request-limits';
import * as actions from './accounts.actions';
import { toUserAnswer } from './accounts.mapper';
import { registerUserRoutes } from './users.routes';

const tags = ['accounts'];
const messageAnswer = z.object({ message: z.string() });
export function registerAccountRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * Sign-in, sign-up and password changes are also limited per address, beside the per-phone lock, in one count
   * that every app process shares.
   */
  const authLimit: RequestLimit = {
    bucket: 'auth-address',
    max: context.config.authRateLimitPerMinute,
    windowSeconds: 60,
    message: ACCOUNT_MESSAGES.tooManyRequests,
  };

  api.post('/api/login', {
    config: { access: 'public', addressLimit: authLimit },
    schema: {
      tags,
      summary: 'Sign in with phone and password',
      body: loginSchema,
      response: { 200: sessionAnswerSchema },
    },
    handler: async (request) => {
      const { token, user } = await actions.signIn(context, request.body);
      return { message: ACCOUNT_MESSAGES.loginSuccess, token, user: toUserAnswer(user) };
    },
  });

  api.post('/api/register_or_update', {
    config: { access: 'public', addressLimit: authLimit, fileFields: ['image'] },
    schema: {
      tags,
      summary: 'Register a customer (multipart; optional file field `image`: JPEG, PNG or WebP up to 5 MB)',
      consumes: ['multipart/form-data'],
      body: registerSchema,
      response: { 200: sessionAnswerSchema },
    },
    handler: async (request) => {
      const { token, user } = await actions.register(context, request.body, request.uploadedFiles.get('image'));
      return { message: ACCOUNT_MESSAGES.registerSuccess, token, user: toUserAnswer(user) };
    },
  });

  api.get('/api/user/details', {
    config: { access: ANY_SIGNED_IN },
    schema: { tags, summary: 'The signed-in user, with the cart', response: { 200: z.object({ user: userSchema }) } },
    handler: async (request) => ({ user: toUserAnswer(signedInUser(request)) }),
  });

  api.post('/api/user/change_password', {
    config: { access: ANY_SIGNED_IN, addressLimit: authLimit },
    schema: {
      tags,
      summary: "Change the caller's password; their other sessions end",
      body: changePasswordSchema,
      response: { 200: z.object({ message: z.string(), token: z.string() }) },
    },
    handler: async (request) => {
      const token = request.sessionToken!;
      await actions.changePassword(context, signedInUser(request), token, request.body);
      return { message: ACCOUNT_MESSAGES.passwordChanged, token };
    },
  });

  api.post('/api/user/update_profile', {
    config: { access: ANY_SIGNED_IN, fileFields: ['image'] },
    schema: {
      tags,
      summary: 'Update a profile (multipart; optional file field `image`); admin may pass another id',
      consumes: ['multipart/form-data', 'application/json'],
      // DOB and anniversary may not be after the salon's today, asked at each request.
      body: profileSchema(() => salonToday(context.config.timeZone)),
      response: { 200: sessionAnswerSchema },
    },
    handler: async (request) => {
      const user = await actions.updateProfile(
        context,
        signedInUser(request),
        request.body,
        request.uploadedFiles.get('image'),
      );
      return { message: ACCOUNT_MESSAGES.profileUpdated, token: request.sessionToken!, user: toUserAnswer(user) };
    },
  });

  api.post('/api/logout', {
    config: { access: ANY_SIGNED_IN },
    schema: { tags, summary: 'End the session of this token', response: { 200: messageAnswer } },
    handler: async (request) => {
      await actions.signOut(context, request.sessionToken!);
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },
  });

  api.get('/api/user/staffUsers', {
    config: { access: BACK_OFFICE },
    schema: {
      tags,
      summary: 'The salon’s active staff and admin users (for choosing a staff member)',
      response: { 200: z.object({ data: z.array(staffMemberSchema) }) },
    },
    handler: async () => ({ data: await actions.listStaff(context) }),
  });

  registerUserRoutes(app, context);
}
