/**
 * /republic-day (docs/product.md#republic-day: a promotional page; its content was not shown, so this is ours):
 * tricolour nail art, festive hair and makeup for the long weekend, and a Get Offers button to /offers.
 */
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { LinkButton } from '@web/components/LinkButton';
import { IconCalendarEvent, IconDiscount2, IconStar } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { formatRupees } from '@shared/money';
import { paths } from '@web/paths';
import { IconList } from '../components/IconList';
import { PageSection, pageSectionClasses } from '../components/PageSection';
import { SitePage } from '../components/SitePage';
import classes from '../components/RepublicDay.module.css';
import { siteText } from '../en';
import { Columns } from '@web/components/Columns';

const LOOKS = [
  { key: 'nails', image: '/images/republic-day/tricolour-nails.svg', fromRupees: 1500, slug: 'nail' },
  { key: 'hair', image: '/images/republic-day/festive-hair.svg', fromRupees: 599, slug: 'hair' },
  { key: 'makeup', image: '/images/republic-day/festive-makeup.svg', fromRupees: 1500, slug: 'bridal-makeup' },
] as const;

export function RepublicDayPage() {
  const { t } = useText(siteText);

  return (
    <SitePage
      page="republicDay"
      actions={
        <>
          <LinkButton to={paths.offers} icon={IconDiscount2} size="md" color="rose">
            {t('republicDay.getOffers')}
          </LinkButton>
          <LinkButton to={paths.services} icon={IconCalendarEvent} size="md" variant="outline" color="rose">
            {t('republicDay.book')}
          </LinkButton>
        </>
      }
    >
      <PageSection
        titleId="republic-day-looks"
        title={t('republicDay.looksTitle')}
        lead={t('republicDay.looksText')}
        leadMaw={720}
        headingMb="lg"
      >
        <Columns cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {LOOKS.map(({ key, image, fromRupees, slug }) => (
            <Card key={key} padding={0} className={classes.card} component="article">
              <img src={image} alt="" width={800} height={600} className={classes.cardImage} loading="lazy" />
              <div className={classes.band} />
              <Stack gap="xs" p="lg" style={{ flex: 1 }}>
                <Text className={classes.cardPrice}>{t('republicDay.from', { price: formatRupees(fromRupees) })}</Text>
                <Title order={3} size="h4" c="rose.9">
                  {t(`republicDay.look.${key}.title`)}
                </Title>
                <Text size="sm" c="dark.5" style={{ flex: 1 }}>
                  {t(`republicDay.look.${key}.text`)}
                </Text>
                <LinkButton
                  to={paths.curlyService(slug)}
                  icon={IconCalendarEvent}
                  iconSize={16}
                  variant="light"
                  mt="xs"
                >
                  {t(`republicDay.look.${key}.book`)}
                </LinkButton>
              </Stack>
            </Card>
          ))}
        </Columns>
      </PageSection>

      <section aria-labelledby="republic-day-ideas" className={pageSectionClasses.section}>
        <Card className={classes.ideas}>
          <Title id="republic-day-ideas" order={2} size="h3" c="rose.9" mb="md">
            {t('republicDay.ideasTitle')}
          </Title>
          <IconList
            icon={IconStar}
            color="orange"
            size={24}
            spacing="sm"
            items={([1, 2, 3, 4] as const).map((n) => t(`republicDay.idea${n}`))}
          />
        </Card>
      </section>

      <Group justify="space-between" gap="md" className={classes.cta}>
        <Stack gap={4} maw={640}>
          <Title order={2} size="h3" c="white">
            {t('republicDay.ctaTitle')}
          </Title>
          <Text c="rose.0">{t('republicDay.ctaText')}</Text>
        </Stack>
        <LinkButton to={paths.offers} icon={IconDiscount2} size="md" color="gold.4" c="dark.9">
          {t('republicDay.getOffers')}
        </LinkButton>
      </Group>
    </SitePage>
  );
}
