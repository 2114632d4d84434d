/** English text of the admin's offers page (docs/product.md#offers-admin, #validation-offer, #toasts). */
import { defineText } from '@web/i18n';

export const offersAdminEn = {
  'page.title': 'Offers',
  'page.subtitle': 'What customers see on the offers page, in sorting order. Disabled offers stay hidden.',
  'page.add': 'Add Offer',
  'page.empty': 'No Offers found!',
  'page.failed': 'The offers could not be loaded.',
  'page.count_one': '{{count}} offer',
  'page.count_other': '{{count}} offers',

  'column.actions': 'Actions',
  'column.name': 'Offer Name',
  'column.image': 'Image',
  'column.id': 'Id',
  'column.status': 'Status',
  'column.expiryStatus': 'Expiry Status',
  'column.expiryDate': 'Expiry Date',
  'column.sorting': 'Sorting',

  'expiry.none': 'No expiry',

  'action.edit': 'Edit {{name}}',
  'action.delete': 'Delete {{name}}',
  'action.save': 'Save',

  'form.addTitle': 'Add Offer',
  'form.editTitle': 'Edit Offer',
  'form.name': 'Offer Name',
  'form.nameHi': 'Hindi offer name',
  'form.image': 'Image',
  'form.imagePlaceholder': 'Choose an image',
  'form.imageHint': 'JPEG, PNG or WebP, up to 5 MB.',
  'form.imageKeep': 'Leave empty to keep the current image.',
  'form.imageTooLarge': 'The image may not be greater than 5 MB.',
  'form.imageNotImage': 'Please choose an image file.',
  'form.currentImage': 'Current image of {{name}}',
  'form.preview': 'Preview of the chosen image',
  'form.expiry': 'Expiry Date',
  'form.expiryPlaceholder': 'No expiry',
  'form.sorting': 'Sorting',
  'form.failed': 'The offer could not be saved. Please try again.',

  'delete.title': 'Delete Offer',
  'delete.question': 'Are you sure you want to delete this Offer?',
  'delete.failed': 'The offer could not be deleted. Please try again.',

  'toast.added': 'Offer has been added!',
  'toast.updated': 'Offer has been Updated!',
  'toast.deleted': 'Offer has been Deleted!',
} as const;

export const offersAdminText = defineText('offersAdmin', offersAdminEn);
