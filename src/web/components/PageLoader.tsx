/**
 * What shows while a page's code is on its way. It fills the window, so the footer stays below the fold until the
 * page arrives and nothing visible shifts (Cumulative Layout Shift).
 */
import { Center, Loader } from '@mantine/core';
import { useText } from '@web/i18n';
import { commonText } from '@web/components/en';

export function PageLoader() {
  const { t } = useText(commonText);
  return (
    <Center mih="100vh" role="status" aria-label={t('loading')}>
      <Loader color="rose" type="dots" />
    </Center>
  );
}
