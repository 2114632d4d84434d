/**
 * English text of the profile's form and picture chooser (docs/product.md#validation-profile): the customer's Update
 * Profile, the admin's Edit of a user and registration's picture.
 */
import { defineText } from '@web/i18n';

export const profileFormEn = {
  'field.fullName': 'Full Name',
  'field.friendlyName': 'Friendly Name',
  'field.email': 'Email',
  'field.profileImage': 'Profile Image',
  'image.hint': 'JPEG, PNG or WebP, up to 5 MB.',
  'image.previewAlt': 'Profile picture preview',
  'image.choose': 'Choose image',
  'image.change': 'Change image',
  'image.remove': 'Remove',
  'action.cancel': 'Cancel',
  'action.save': 'Save',
} as const;

export const profileFormText = defineText('profileForm', profileFormEn);
