/**
 * English words of a person's details, named alike wherever they are asked for or shown: the profile form, the
 * profile page and Add Customer (docs/product.md#validation-profile, #validation-add-customer). Each form keeps its
 * own words for the e-mail field ('Email' in the profile, 'E-mail' in Add Customer) and its name fields.
 */
import { defineText } from '@web/i18n';

export const personDetailsEn = {
  'field.phone': 'Phone',
  'field.phonePlaceholder': '10-digit mobile number',
  'field.dob': 'Date of Birth',
  'field.anniversary': 'Anniversary',
  'field.gender': 'Gender',
  'field.address': 'Address',
  'field.comment': 'Comment',
  'gender.male': 'Male',
  'gender.female': 'Female',
} as const;

export const personDetailsText = defineText('personDetails', personDetailsEn);
