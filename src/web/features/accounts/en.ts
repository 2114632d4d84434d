/** English text of the accounts feature (login, register, profile, password). */
import { defineText } from '@web/i18n';

export const accountsEn = {
  'field.phone': 'Phone',
  'field.phonePlaceholder': '10-digit mobile number',
  'field.password': 'Password',
  'field.name': 'Name',
  'field.confirmPassword': 'Confirm Password',
  'field.currentPassword': 'Current Password',
  'field.newPassword': 'New Password',
  'field.confirmNewPassword': 'Confirm New Password',

  'action.login': 'Login',
  'action.register': 'Register',
  'action.goHome': 'Go To Home',
  'action.cancel': 'Cancel',
  'action.changePassword': 'Change Password',
  'action.updateProfile': 'Update Profile',

  'login.title': 'Welcome back',
  'login.subtitle': 'Log in with your phone number to see your bookings and My Room.',
  'login.noAccount': 'New to our salon?',
  'login.forgotHint':
    '<strong>Forgot your password?</strong> Send your registered phone number to us on WhatsApp at <chat>{{whatsapp}}</chat> and we will reset it for you.',
  'login.forgotHintNoNumber':
    '<strong>Forgot your password?</strong> Send your registered phone number to us on WhatsApp and we will reset it for you.',

  'register.title': 'Create your account',
  'register.subtitle': 'Save your favourite services and book your visits in seconds.',
  'register.haveAccount': 'Already have an account?',

  'password.title': 'Change Password',
  'password.changed': 'Password Changed Successfully',

  'profile.updateTitle': 'Update Profile',
  'profile.updated': 'Profile Updated',
  'profile.photoAlt': "{{name}}'s profile picture",
  'profile.friendlyNameIs': 'Goes by {{name}}',
  'profile.notSet': 'Not set',

  'role.admin': 'Admin',
  'role.staff': 'Staff',
  'role.customer': 'Customer',

  'toast.somethingWentWrong': 'Something went wrong',
} as const;

export const accountsText = defineText('accounts', accountsEn);
