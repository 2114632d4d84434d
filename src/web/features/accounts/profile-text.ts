/** How profile values read on the page: the zero date and blanks read 'Not set'. */
import dayjs from 'dayjs';
import { useText } from '@web/i18n';
import { GENDER, USER_TYPE } from '@shared/constants';
import { dateFromWire } from '@shared/salon-time';
import { personDetailsText } from '@web/components/person-details-en';
import { accountsText } from './en';

export function useProfileText() {
  const { t } = useText(accountsText);
  // A gender reads as the profile form offers it.
  const { t: formText } = useText(personDetailsText);
  const notSet = t('profile.notSet');
  return {
    value: (value: string) => (value.trim() ? value : notSet),
    date: (value: string) => {
      const date = dateFromWire(value);
      return date ? dayjs(date).format('DD MMM YYYY') : notSet;
    },
    gender: (gender: number) => (gender === GENDER.female ? formText('gender.female') : formText('gender.male')),
    role: (userType: number) =>
      userType === USER_TYPE.admin
        ? t('role.admin')
        : userType === USER_TYPE.staff
          ? t('role.staff')
          : t('role.customer'),
  };
}
