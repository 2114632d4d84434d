/**
 * What shows while a page's code is on its way. It fills the window, so the footer stays below the fold until the
 * page arrives and nothing visible shifts (Cumulative Layout Shift).
 */
import { Center, Loader } from '@mantine/core';
import { useTranslation } from '@web/i18n';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" role="status" aria-label={t('loading')}>
      <Loader color="rose" type="dots" />
    </Center>
  );
}
