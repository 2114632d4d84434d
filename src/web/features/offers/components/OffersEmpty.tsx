/** No offers at the moment (docs/product.md#offers-page, #empty-states). */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { LinkButton } from '@web/components/LinkButton';
import { IconArrowRight } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { ALL_CATEGORY_SLUG } from '@shared/constants';
import { paths } from '@web/paths';
import { DEFAULT_OFFER_IMAGE } from '@web/components/OfferImage';
import { offersText } from '../en';
import classes from './OffersEmpty.module.css';

export function OffersEmpty() {
  const { t } = useText(offersText);
  return (
    <Paper withBorder maw={640} mx="auto" className={classes.empty}>
      <Stack align="center" ta="center" gap="md">
        <img src={DEFAULT_OFFER_IMAGE} alt="" width={220} height={165} style={{ maxWidth: '100%', height: 'auto' }} />
        <Title order={2} size="h3" c="rose.9">
          {t('empty.title')}
        </Title>
        <Text c="dimmed">{t('empty.text')}</Text>
        <LinkButton to={paths.curlyService(ALL_CATEGORY_SLUG)} icon={IconArrowRight} iconSide="right" size="md">
          {t('empty.services')}
        </LinkButton>
      </Stack>
    </Paper>
  );
}
