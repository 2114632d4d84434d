/**
 * Messages that are no one feature's: the request itself (signed in, allowed, readable, not too large), the
 * database's state, and the rules of fields that many forms share (docs/product.md#errors-public,
 * #errors-back-office, docs/architecture.md#text).
 */
import { messageTemplate } from './message-template';

export const REQUEST_MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You are not allowed to do this.',
  ownProfileOnly: 'You may only update your own profile.',
  userNotFound: 'The user does not exist.',
  tooLarge: 'The request is too large.',
  fileTooLarge: 'The file may not be greater than 5 MB.',
  tooManyParts: 'The form has too many fields or files.',
  formUnreadable: 'The form data could not be read.',
  invalidData: 'The given data was invalid.',
  invalidValue: 'Invalid value.',
  databaseUnreachable: 'The database is unreachable. Try again in a moment.',
  healthUnreachable: 'The database is unreachable.',
  diskFull: 'The server has run out of disk space; nothing was saved.',
  routeNotFound: messageTemplate('The route {{method}} {{path}} does not exist.'),
  serverError: 'Server Error',
  /**
   * What a refusal of the web framework itself means (an unreadable body, an unknown route, a wrong content type):
   * its English words are the framework's, and another language shows this.
   */
  refused: 'The request could not be handled.',
  uploadNoFile: 'This form does not take a file here.',
  uploadBusy: 'The server is busy receiving other pictures. Please try again in a moment.',
  uploadTooSlow: 'The form took too long to arrive. Please try again on a steadier connection.',
  uploadsPerAddress: 'Pictures are already being sent from your connection. Please wait until they are done.',
} as const;

export const FIELD_MESSAGES = {
  text: 'Must be text.',
  atMost: messageTemplate('At most {{max}} characters.'),
  atLeast: messageTemplate('At least {{min}} characters.'),
  atMostItems: messageTemplate('At most {{max}} items.'),
  atLeastItems: messageTemplate('At least {{min}} items.'),
  numberAtMost: messageTemplate('Must be at most {{max}}.'),
  numberAtLeast: messageTemplate('Must be at least {{min}}.'),
  plainValue: 'Must be a plain value of at most 191 characters.',
  email: 'Please enter a valid e-mail address',
  gender: 'Gender must be 1 (male) or 2 (female).',
  nameRequired: 'Name is required!',
  passwordRequired: 'Password is required!',
  confirmPasswordRequired: 'Confirm password is required!',
  passwordsMustMatch: 'Passwords must match!',
  currentPasswordRequired: 'Current Password is required!',
  newPasswordRequired: 'New Password is required!',
  confirmNewPasswordRequired: 'Confirm New Password is required!',
  dob: 'Invalid DOB',
  anniversary: 'Invalid Anniversary Date',
} as const;
