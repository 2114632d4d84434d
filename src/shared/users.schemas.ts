/**
 * The admin's users page (docs/product.md#users, #user-status, #validation-user-password, #api-users,
 * #errors-back-office, #constants: page size 10).
 */
import { z } from 'zod';
import { profileSchema, userSchema } from './accounts.schemas';
import { pageAnswer } from './answers';
import { PAGE_SIZE, USER_STATUS } from './constants';
import { blankOrRecordId, mustMatch, optionalText, tenDigitPhone, withCrossFieldRule, type Today } from './fields';
import { newPasswordText } from './passwords';

export const USER_ADMIN_MESSAGES = {
  passwordChanged: 'Password Changed Successfully',
  statusUpdated: 'Status Updated Sucessfully',
  newPasswordRequired: 'New Password is required!',
  confirmPasswordRequired: 'Confirm Password is required!',
  passwordsMustMatch: 'Passwords must match!',
  userRequired: 'Please choose a user.',
  statusInvalid: 'Status must be 0 (deactivated) or 1 (activated).',
  notFound: 'The user does not exist.',
  selfDeactivation: 'You cannot deactivate your own account.',
} as const;

export const USER_LIST_MAX_LIMIT = 50;

const userId = blankOrRecordId(USER_ADMIN_MESSAGES.userRequired);

const newPassword = newPasswordText(USER_ADMIN_MESSAGES.newPasswordRequired);

/**
 * POST /api/user/update_user (admin): a user's profile with the profile page's fields and rules, and their phone
 * (a stored phone: ten digits, one account each). Multipart; a new picture travels as the file field `image`.
 */
export function userEditSchema(today: Today) {
  return profileSchema(today).extend({ id: userId, phone: tenDigitPhone });
}
export type UserEditPayload = z.infer<ReturnType<typeof userEditSchema>>;

/** GET /api/user/allUsers: a part of a name, phone or e-mail; 10 a page by default. */
export const userListQuerySchema = z.object({
  search: optionalText(100),
  limit: z.coerce.number().int().min(1).max(USER_LIST_MAX_LIMIT).default(PAGE_SIZE.users),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A user as the admin's list shows them: the profile, status and type; never the cart or a secret. */
export const listedUserSchema = userSchema.omit({ cart: true });
export type ListedUser = z.infer<typeof listedUserSchema>;

export const userListAnswerSchema = pageAnswer(listedUserSchema);
export type UserListAnswer = z.infer<typeof userListAnswerSchema>;

/** POST /api/user/update_user answers 'Profile Updated' and the user as the list shows them. */
export const userEditAnswerSchema = z.object({ message: z.string(), user: listedUserSchema });

/** POST /api/user/update_password (admin). */
export const updatePasswordSchema = z.object({ id: userId, new_password: newPassword });
export type UpdatePasswordPayload = z.infer<typeof updatePasswordSchema>;

/** The admin's Change Password form adds a confirmation, checked only in the browser. */
export const updatePasswordFormSchema = withCrossFieldRule(
  z.object({
    new_password: newPassword,
    confirm_password: z
      .string({ error: USER_ADMIN_MESSAGES.confirmPasswordRequired })
      .min(1, USER_ADMIN_MESSAGES.confirmPasswordRequired),
  }),
  mustMatch('new_password', 'confirm_password', USER_ADMIN_MESSAGES.passwordsMustMatch),
);
export type UpdatePasswordForm = z.input<typeof updatePasswordFormSchema>;

/** POST /api/user/update_status (admin): 0 deactivated, 1 activated (docs/product.md#user-status). */
export const updateStatusSchema = z.object({
  id: userId,
  status: z.preprocess(
    (value) => (value === '0' || value === '1' ? Number(value) : value),
    z.literal([USER_STATUS.deactivated, USER_STATUS.activated], { error: USER_ADMIN_MESSAGES.statusInvalid }),
  ),
});
export type UpdateStatusPayload = z.infer<typeof updateStatusSchema>;
