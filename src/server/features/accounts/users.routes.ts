/**
 * User management over HTTP (docs/product.md#users, #api-users, #chosen-paths: POST /api/user/add_customer):
 * add_customer and get_users for the counter (staff, admin); allUsers, update_user, update_password and
 * update_status (admin).
 */
import type { FastifyInstance } from 'fastify';
import { salonToday } from '@shared/salon-time';
import {
  addCustomerAnswerSchema,
  addCustomerSchema,
  CUSTOMER_MESSAGES,
  CUSTOMER_PICK_LIMIT,
  customerPickAnswerSchema,
  customerPickQuerySchema,
} from '@shared/customers.schemas';
import {
  updatePasswordSchema,
  updateStatusSchema,
  USER_ADMIN_MESSAGES,
  userEditAnswerSchema,
  userEditSchema,
  userListAnswerSchema,
  userListQuerySchema,
} from '@shared/users.schemas';
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { messageAnswerSchema } from '@shared/answers';
import type { AppContext } from '@server/context';
import { ADMIN_ONLY, BACK_OFFICE, signedInUser } from '@server/plugins/auth';
import { FORM_BODIES, featureRoutes } from '@server/plugins/routes';
import { answerMessage, answerPage } from '@server/plugins/answers';
import { toListedUser, toUserAnswer } from './accounts.mapper';
import { addCustomer, changeStatus, editUser, findCustomers, listUsers, resetPassword } from './users.actions';

export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  const route = featureRoutes(app, ['users']);

  route.post('/api/user/add_customer', {
    access: BACK_OFFICE,
    summary:
      'Add a customer (form or JSON: name, phone, email, dob, anniversary, gender, comment, address; optional ' +
      '6-digit password, else a random one that is never answered). Always an active customer.',
    consumes: FORM_BODIES,
    // DOB and anniversary may not be after the salon's today, asked at each request.
    body: addCustomerSchema(() => salonToday(context.config.timeZone)),
    answer: addCustomerAnswerSchema,
    handler: async (request) => {
      const user = await addCustomer(context, request.body);
      return { message: CUSTOMER_MESSAGES.added, user: toUserAnswer(user) };
    },
  });

  route.get('/api/user/get_users', {
    access: BACK_OFFICE,
    summary:
      `Active customers whose name or phone contains \`search\`, by name, at most ${CUSTOMER_PICK_LIMIT} ` +
      '(the spec sends no parameters; a full list of every customer would not scale, so the picker searches)',
    querystring: customerPickQuerySchema,
    answer: customerPickAnswerSchema,
    handler: async (request) => ({ data: await findCustomers(context, request.query.search) }),
  });

  route.get('/api/user/allUsers', {
    access: ADMIN_ONLY,
    summary:
      'Users of every type, newest first; `search` matches name, phone or e-mail; `limit` (10, at most 50), `page` from 1',
    querystring: userListQuerySchema,
    answer: userListAnswerSchema,
    handler: (request) => answerPage(toListedUser, listUsers(context, request.query)),
  });

  route.post('/api/user/update_user', {
    access: ADMIN_ONLY,
    fileFields: ['image'],
    summary:
      "Edit a user's profile (admin): id, name, name1, email, phone, dob, anniversary, gender, comment, address " +
      '(multipart; optional file field `image`: JPEG, PNG or WebP up to 5 MB). A phone another account has is 409.',
    consumes: ['multipart/form-data', 'application/json'],
    // DOB and anniversary may not be after the salon's today, asked at each request.
    body: userEditSchema(() => salonToday(context.config.timeZone)),
    answer: userEditAnswerSchema,
    handler: async (request) => {
      const user = await editUser(context, request.body, request.uploadedFiles.get('image'));
      return { message: ACCOUNT_MESSAGES.profileUpdated, user: toListedUser(user) };
    },
  });

  route.post('/api/user/update_password', {
    access: ADMIN_ONLY,
    summary: "Set a user's password (admin); that user's sessions end",
    body: updatePasswordSchema,
    answer: messageAnswerSchema,
    handler: (request) =>
      answerMessage(
        USER_ADMIN_MESSAGES.passwordChanged,
        resetPassword(context, signedInUser(request), request.sessionToken!, request.body),
      ),
  });

  route.post('/api/user/update_status', {
    access: ADMIN_ONLY,
    summary: 'Activate (1) or deactivate (0) a user (admin); deactivation ends their sessions at once',
    body: updateStatusSchema,
    answer: messageAnswerSchema,
    handler: (request) =>
      answerMessage(USER_ADMIN_MESSAGES.statusUpdated, changeStatus(context, signedInUser(request), request.body)),
  });
}
