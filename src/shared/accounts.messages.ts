/**
 * The server's account messages (docs/product.md#api-accounts, #errors-public), free of zod so any page can import them
 * cheaply.
 */
export const ACCOUNT_MESSAGES = {
  loginSuccess: 'Successfully',
  registerSuccess: 'Successful',
  invalidCredentials: 'The phone number or password is incorrect.',
  deactivated: 'Your account has been deactivated. Please contact the salon.',
  tooManyAttempts: 'Too many failed login attempts. Please try again in 15 minutes.',
  tooManyRequests: 'Too many attempts from this address. Please try again in a minute.',
  // The phone's slowdown and the other limits of docs/decisions/019-sign-in-throttling.md; each with Retry-After.
  tooManyPhoneFailures:
    'There have been many failed login attempts for this phone number. Please wait a few minutes and try again.',
  tooManyRegistrations: 'Too many accounts have been created from this address. Please try again later.',
  tooManyPasswordChanges: 'Too many attempts to change the password. Please try again later.',
  passwordShort: 'The password must be at least 8 characters.',
  passwordCommon: 'This password is too common. Please choose one that is harder to guess.',
  busy: 'The server is busy. Please try again in a moment.',
  phoneTaken: 'The phone has already been taken.',
  passwordChanged: 'Password Changed Successfully',
  currentPasswordWrong: 'The current password is incorrect.',
  confirmationMismatch: 'The new password confirmation does not match.',
  profileUpdated: 'Profile Updated',
  loggedOut: 'Successfully logged out',
  imageInvalid: 'The image must be a JPEG, PNG or WebP picture.',
  imageTooLarge: 'The image may not be greater than 5 MB.',
  // The account's language (docs/decisions/018-hindi-at-its-own-addresses.md).
  languageInvalid: 'The language must be English or Hindi.',
  languageSaved: 'Language saved.',
} as const;

/** The phone field's messages (docs/product.md#validation). */
export const PHONE_MESSAGES = {
  required: 'Phone number is required!',
  number: 'Phone must be a number',
  valid: 'Please Enter Valid Phone Number',
} as const;
