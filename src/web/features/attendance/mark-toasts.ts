/**
 * What a mark's answer says (docs/product.md#errors-back-office): the success toast its message picks, or the
 * refusal's toast. Shared by the staff member's own mark and the admin's time modals.
 */
import type { AttendanceSavedAnswer } from '@shared/attendance.schemas';
import { useText } from '@web/i18n';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { failureToast, successToast } from './api';
import { attendanceText } from './en';

export function useMarkToasts() {
  const { t } = useText(attendanceText);
  return {
    saved: (answer: AttendanceSavedAnswer) => {
      const toast = successToast(answer.message);
      if (toast === 'toast.failed') notifyError(t(toast));
      else notifySuccess(t(toast));
    },
    refused: (error: unknown) => {
      const toast = failureToast(error);
      notifyError('key' in toast ? t(toast.key) : toast.text);
    },
  };
}
