/** Accounts over HTTP (docs/product.md#account-payloads, #api-accounts, #chosen-paths). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  languageChoiceSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  sessionAnswerSchema,
  staffMemberSchema,
  userSchema,
} from '@shared/accounts.schemas';
import { messageAnswerSchema } from '@shared/answers';
import { salonToday } from '@shared/salon-time';
import type { AppContext } from '@server/context';
import { ANY_SIGNED_IN, BACK_OFFICE, signedInUser } from '@server/plugins/auth';
import type { RequestLimit } from '@server/plugins/request-limits';
import { featureRoutes } from '@server/plugins/routes';
import { answerMessage } from '@server/plugins/answers';
import { runAtStartAndDaily } from '@server/plugins/daily';
import * as actions from './accounts.actions';
import { toUserAnswer } from './accounts.mapper';
import { registerUserRoutes } from './users.routes';

export function registerAccountRoutes(app: FastifyInstance, context: AppContext): void {
  const route = featureRoutes(app, ['accounts']);
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

  route.post('/api/login', {
    access: 'public',
    addressLimit: authLimit,
    summary: 'Sign in with phone and password',
    body: loginSchema,
    answer: sessionAnswerSchema,
    handler: async (request) => {
      const { token, user } = await actions.signIn(context, request.body, request.ip);
      return { message: ACCOUNT_MESSAGES.loginSuccess, token, user: toUserAnswer(user) };
    },
  });

  route.post('/api/register_or_update', {
    access: 'public',
    addressLimit: authLimit,
    fileFields: ['image'],
    summary: 'Register a customer (multipart; optional file field `image`: JPEG, PNG or WebP up to 5 MB)',
    consumes: ['multipart/form-data'],
    body: registerSchema,
    answer: sessionAnswerSchema,
    handler: async (request) => {
      const { token, user } = await actions.register(
        context,
        request.body,
        request.uploadedFiles.get('image'),
        request.ip,
      );
      return { message: ACCOUNT_MESSAGES.registerSuccess, token, user: toUserAnswer(user) };
    },
  });

  route.get('/api/user/details', {
    access: ANY_SIGNED_IN,
    summary: 'The signed-in user, with the cart',
    answer: z.object({ user: userSchema }),
    handler: async (request) => ({ user: toUserAnswer(signedInUser(request)) }),
  });

  route.post('/api/user/change_password', {
    access: ANY_SIGNED_IN,
    addressLimit: authLimit,
    summary: "Change the caller's password; their other sessions end",
    body: changePasswordSchema,
    answer: z.object({ message: z.string(), token: z.string() }),
    handler: async (request) => {
      const token = request.sessionToken!;
      await actions.changePassword(context, signedInUser(request), token, request.body, request.ip);
      return { message: ACCOUNT_MESSAGES.passwordChanged, token };
    },
  });

  route.post('/api/user/update_profile', {
    access: ANY_SIGNED_IN,
    fileFields: ['image'],
    summary: 'Update a profile (multipart; optional file field `image`); admin may pass another id',
    consumes: ['multipart/form-data', 'application/json'],
    // DOB and anniversary may not be after the salon's today, asked at each request.
    body: profileSchema(() => salonToday(context.config.timeZone)),
    answer: sessionAnswerSchema,
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

  route.post('/api/user/language', {
    access: ANY_SIGNED_IN,
    summary: 'Keep the signed-in user’s language (en or hi) on their account',
    body: languageChoiceSchema,
    answer: z.object({ message: z.string(), user: userSchema }),
    handler: async (request) => {
      const user = await actions.saveLanguage(context, signedInUser(request), request.body.language);
      return { message: ACCOUNT_MESSAGES.languageSaved, user: toUserAnswer(user) };
    },
  });

  route.post('/api/logout', {
    access: ANY_SIGNED_IN,
    summary: 'End the session of this token',
    answer: messageAnswerSchema,
    handler: (request) => answerMessage(ACCOUNT_MESSAGES.loggedOut, actions.signOut(context, request.sessionToken!)),
  });

  route.get('/api/user/staffUsers', {
    access: BACK_OFFICE,
    summary: 'The salon’s active staff and admin users (for choosing a staff member)',
    answer: z.object({ data: z.array(staffMemberSchema) }),
    handler: async () => ({ data: await actions.listStaff(context) }),
  });

  registerUserRoutes(app, context);
  runAtStartAndDaily(app, 'purge stale sessions and sign-in records', () => actions.purgeStaleAccountRows(context));
}
