/** English text of attendance (docs/product.md#attendance, #attendance-states, #errors-back-office). */
import { defineText } from '@web/i18n';

export const attendanceEn = {
  'page.title': 'Attendance',
  'page.staffSubtitle': 'Mark when you arrive and when you leave.',
  'page.adminSubtitle': 'Today’s attendance of every staff member, {{date}}.',
  'page.markLink': 'Mark Attendence',
  'page.failed': 'The attendance could not be loaded.',
  'page.retry': 'Try again',

  'clock.label': 'The salon’s time',

  'today.checkIn': 'Check in',
  'today.checkOut': 'Check out',
  'today.total': 'Total Hour',
  'today.notCheckedIn': 'Not Checked In Yet',
  'today.notCheckedOut': 'Not Checkout Yet',
  'today.done': 'Attendance marked for today',
  'today.noStaff': 'No staff members yet.',
  'today.doneHint': 'You have checked in and out today. See you tomorrow!',

  'action.checkIn': 'Check In',
  'action.checkOut': 'Check Out',
  'action.update': 'Update',
  'action.updateFor': 'Update attendance of {{name}}',
  'action.mark': 'Mark Attendence',
  'action.markFor': 'Mark attendance of {{name}}',
  'action.save': 'Save',

  'mark.checkInTitle': 'Check In',
  'mark.checkOutTitle': 'Check Out',
  'mark.checkInText': 'Your check-in is recorded at the salon’s time when you confirm.',
  'mark.checkOutText': 'Your check-out is recorded at the salon’s time when you confirm.',
  'mark.comment': 'Comment',
  'mark.commentPlaceholder': 'Optional',

  'update.title': 'Update Attendance',
  'update.checkInTitle': 'Check In',
  'update.for': '{{name}} · {{date}}',
  'update.which': 'Which time',
  'update.checkInTime': 'Check-in time',
  'update.checkOutTime': 'Check-out time',
  'update.checkOutNeedsCheckIn': 'A check-out time can be set once the check-in is marked.',

  'review.title': 'Mark Attendence',
  'review.subtitle': 'Who marked their attendance, and who has not.',
  'review.range': 'Date range',
  'review.rangePlaceholder': 'Pick the dates',
  'review.rangeIncomplete': 'Pick the last day of the range.',
  'review.marked': 'Attendance marked',
  'review.markedCount_one': '{{count}} record',
  'review.markedCount_other': '{{count}} records',
  'review.markedEmpty': 'No attendance marked in these dates.',
  'review.notMarked': 'Not marked on {{date}}',
  'review.notMarkedFuture': 'Not marked',
  'review.notMarkedEmpty': 'Everyone has marked their attendance.',
  'review.notMarkedNone': 'The chosen dates have not come yet.',
  'review.back': 'Today’s attendance',

  'column.number': '#',
  'column.name': 'Employee Name',
  'column.date': 'Date',
  'column.checkIn': 'Check in',
  'column.checkOut': 'Check out',
  'column.total': 'Total Hour',
  'column.staffId': 'Staff Id',
  'column.mark': 'Mark Attendence',
  'column.action': 'Action',

  'total.value': '{{hours}} h {{minutes}} min',
  'total.none': '—',

  'toast.checkInMarked': 'Check in Marked SuccessFully',
  'toast.checkOutMarked': 'Check Out Marked SuccessFully',
  'toast.checkInUpdated': 'Check In Updated SuccessFully',
  'toast.checkOutUpdated': 'Check Out Updated SuccessFully',
  'toast.alreadyMarked': 'You Have Already Marked Your Attendence',
  'toast.failed': 'Something went wrong please try Again',
} as const;

export const attendanceText = defineText('attendance', attendanceEn);
