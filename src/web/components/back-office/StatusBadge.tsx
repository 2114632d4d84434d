/** A record's status in a list: Enable in teal, Disable in grey (the words of the kit's StatusSelect). */
import { Badge } from '@mantine/core';
import { useText } from '@web/i18n';
import { backOfficeText } from './en';

export function StatusBadge({ status }: { status: number }) {
  const { t } = useText(backOfficeText);
  return (
    <Badge variant="light" color={status === 1 ? 'teal' : 'gray'}>
      {status === 1 ? t('status.1') : t('status.0')}
    </Badge>
  );
}
