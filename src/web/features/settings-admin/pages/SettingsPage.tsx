/**
 * /salon-settings (docs/product.md#salon-settings): the admin's salon details, GST registration, UPI ID, invoice
 * prefix and the home page's figures, in one form on the shared schema; then the salon's photos, each change saved
 * at once (docs/product.md#salon-photos).
 */
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BackOfficeFrame } from '@web/components/back-office/BackOfficePage';
import { backOfficeText } from '@web/components/back-office/en';
import { ListFailed } from '@web/components/ListStates';
import { useText } from '@web/i18n';
import { settingsQuery } from '@web/lib/salon-settings';
import { PhotosSection } from '../components/PhotosSection';
import { SettingsForm } from '../components/SettingsForm';
import { settingsAdminText } from '../en';

export function SettingsPage() {
  const { t } = useText(settingsAdminText);
  const { t: kitText } = useText(backOfficeText);
  const settings = useQuery(settingsQuery);
  return (
    <BackOfficeFrame size="md" airy>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('page.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('page.intro')}
          </Text>
        </Stack>
        {settings.isPending ? (
          <Group justify="center" p="xl">
            <Loader size="sm" aria-label={t('page.title')} />
          </Group>
        ) : settings.isError ? (
          <ListFailed
            title={t('page.failed')}
            retryLabel={kitText('list.retry')}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <>
            <SettingsForm settings={settings.data} />
            <PhotosSection photos={settings.data.photos} />
          </>
        )}
      </Stack>
    </BackOfficeFrame>
  );
}
