/** English text of the admin's users page (docs/product.md#users, #user-status, #validation-user-password, #toasts). */
import { defineText } from '@web/i18n';

export const usersEn = {
  'page.title': 'Users',
  'page.subtitle':
    'Customers, staff and admins: find anyone, edit a profile, reset a password, switch an account on or off.',
  'page.count_one': '{{count}} user',
  'page.count_other': '{{count}} users',
  'page.addCustomer': 'Add Customer',

  'search.label': 'Search users',
  'search.placeholder': 'Search by name, phone or e-mail',
  'search.clear': 'Clear the search',

  'list.empty': 'No users found!',
  'list.emptySearch': 'Nobody matches “{{search}}”. Try a part of a name, a phone number or an e-mail.',
  'list.emptyAll': 'Add the first customer with the Add Customer button.',
  'list.failed': 'The users could not be loaded.',
  'list.pagination': 'Pages of users',

  'column.number': '#',
  'column.name': 'Name',
  'column.phone': 'Phone',
  'column.email': 'Email',
  'column.type': 'Type',
  'column.status': 'Status',
  'column.actions': 'Actions',

  'type.1': 'Admin',
  'type.2': 'Staff',
  'type.3': 'Customer',
  'status.1': 'Activated',
  'status.0': 'Deactivated',
  'row.you': 'You',
  'row.noEmail': 'No e-mail',

  'action.edit': 'Edit',
  'action.editUser': 'Edit {{name}}',
  'action.changePassword': 'Change Password',
  'action.changePasswordOf': 'Change the password of {{name}}',
  'action.activate': 'Activate',
  'action.deactivate': 'Deactivate',
  'action.activateUser': 'Activate {{name}}',
  'action.deactivateUser': 'Deactivate {{name}}',
  'action.save': 'Save',

  'edit.title': 'Edit User',

  'password.title': 'Change Password',
  'password.for': '{{name}}, {{phone}}',
  'password.new': 'New Password',
  'password.confirm': 'Confirm Password',
  'password.note': 'At least 8 characters, not a common password. Every open session of this user ends.',

  'confirm.title': 'Are you sure',
  'confirm.question': 'Do you want to Change Status',
  'confirm.deactivate': '{{name}} will be deactivated and signed out at once.',
  'confirm.activate': '{{name}} will be able to sign in again.',
  'confirm.yes': 'Yes',
  'confirm.no': 'No',

  'toast.profileUpdated': 'Profile Updated',
  'toast.passwordChanged': 'Password Changed Successfully',
  'toast.statusUpdated': 'Status Updated Sucessfully',
  'toast.failed': 'Something went wrong',
} as const;

export const usersText = defineText('users', usersEn);
