/**
 * Makeup by occasion, synced with ?selected=0..5 (docs/product.md#bridal): Engagement, Bridal, Party, Reception,
 * Roka, Shoot makeup. Picking a tab replaces the query (no new history entry, no jump to the top); arriving with
 * ?selected from the header's Bridal menu scrolls this section into view.
 */
import { useEffect, useRef } from 'react';
import { Group, List, SimpleGrid, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { LinkButton } from '@web/components/LinkButton';
import { IconCalendarEvent, IconCheck } from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'react-router';
import { useText } from '@web/i18n';
import { formatRupees } from '@shared/money';
import { paths } from '@web/paths';
import { BRIDAL_MAKEUP_SLUG, BRIDAL_OCCASIONS, occasionIndex } from './bridal-plans';
import { Eyebrow } from '@web/components/Eyebrow';
import { PageSection } from './PageSection';
import classes from './Bridal.module.css';
import { layoutText } from '@web/layout/en';
import { siteText } from '../en';

interface TabState {
  fromTabs?: boolean;
}

export function BridalOccasions() {
  const { t } = useText(siteText);
  const { t: nav } = useText(layoutText);
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const selected = occasionIndex(searchParams.get('selected'));
  const hasQuery = searchParams.has('selected');
  const isFromTabs = (location.state as TabState | null)?.fromTabs === true;

  useEffect(() => {
    if (hasQuery && !isFromTabs) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [location.key, hasQuery, isFromTabs]);

  const select = (value: string | null) => {
    if (value === null) return;
    setSearchParams({ selected: value }, { replace: true, preventScrollReset: true, state: { fromTabs: true } });
  };

  return (
    <PageSection
      ref={sectionRef}
      id="occasions"
      titleId="bridal-occasions-title"
      title={t('bridal.occasionsTitle')}
      lead={t('bridal.occasionsText')}
      headingMb="lg"
      className={classes.section}
    >
      <Tabs value={String(selected)} onChange={select} variant="pills" radius="xl" keepMounted={false}>
        <Tabs.List aria-label={t('bridal.occasionsLabel')} className={classes.tabList}>
          {BRIDAL_OCCASIONS.map(({ key }, index) => (
            <Tabs.Tab key={key} value={String(index)} className={classes.tab}>
              {nav(`bridal.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BRIDAL_OCCASIONS.map(({ key, image, fromRupees }, index) => (
          <Tabs.Panel key={key} value={String(index)} pt="xl">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 'lg', md: 48 }} className={classes.occasion}>
              <img src={image} alt="" width={600} height={600} className={classes.occasionImage} />
              <Stack gap="md" justify="center">
                <Eyebrow size="sm">{t('bridal.from', { price: formatRupees(fromRupees) })}</Eyebrow>
                <Title order={3} className={classes.occasionTitle}>
                  {t('bridal.occasionMakeup', { occasion: nav(`bridal.${key}`) })}
                </Title>
                <Text c="dark.5">{t(`bridal.occasion.${key}.text`)}</Text>
                <List
                  spacing="xs"
                  icon={
                    <ThemeIcon size={22} radius="xl" color="rose" variant="light">
                      <IconCheck size={14} aria-hidden />
                    </ThemeIcon>
                  }
                >
                  {([1, 2, 3] as const).map((point) => (
                    <List.Item key={point}>{t(`bridal.occasion.${key}.point${point}`)}</List.Item>
                  ))}
                </List>
                <Group>
                  <LinkButton to={paths.curlyService(BRIDAL_MAKEUP_SLUG)} icon={IconCalendarEvent} size="md">
                    {t('bridal.bookNow')}
                  </LinkButton>
                </Group>
              </Stack>
            </SimpleGrid>
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageSection>
  );
}
