/** Placeholder cards while the offers load, laid out like the carousel's first view. */
import { Card, Skeleton, Stack } from '@mantine/core';
import { useText } from '@web/i18n';
import { commonText } from '@web/components/en';
import { Columns } from '@web/components/Columns';

export function OfferCardSkeletons({ count = 3 }: { count?: number }) {
  const { t } = useText(commonText);
  return (
    <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: count }, (_, index) => (
        <Card
          key={index}
          padding={0}
          data-testid="offer-card-skeleton"
          visibleFrom={index === 0 ? undefined : index === 1 ? 'sm' : 'lg'}
        >
          <Skeleton radius={0} style={{ aspectRatio: '4 / 3' }} />
          <Stack gap="sm" p="lg">
            <Skeleton height={22} width="80%" radius="sm" />
            <Skeleton height={26} width="55%" radius="sm" />
            <Skeleton height={36} radius="xl" mt="xs" />
          </Stack>
        </Card>
      ))}
    </Columns>
  );
}
