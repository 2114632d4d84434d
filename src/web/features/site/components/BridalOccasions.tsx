/**
 * Makeup by occasion, picked by ?selected=0..5 (docs/product.md#bridal): Engagement, Bridal, Party, Reception, Roka,
 * Shoot makeup, as tabs. Every occasion is in the markup, the one of ?selected showing and the rest hidden;
 * occasions.island.ts switches them and replaces the query (no new history entry, no jump to the top). The header's
 * Bridal menu leads to this section's anchor; within the app, arriving with ?selected scrolls it into view too.
 */
import { useEffect, useRef } from 'react';
import { Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { LinkButton } from '@web/components/LinkButton';
import { IconCalendarEvent, IconCheck } from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'react-router';
import { useText } from '@web/i18n';
import { formatRupees } from '@shared/money';
import { useIsland } from '@web/lib/use-island';
import { paths } from '@web/paths';
import { BRIDAL_MAKEUP_SLUG, BRIDAL_OCCASIONS, occasionIndex } from './bridal-plans';
import { Eyebrow } from '@web/components/Eyebrow';
import { IconList } from './IconList';
import { occasionsIsland } from './occasions.island';
import { PageSection } from './PageSection';
import classes from './Bridal.module.css';
import { layoutText } from '@web/layout/en';
import { siteText } from '../en';
import { Columns } from '@web/components/Columns';

/**
 * A new visit of the page (the header's Bridal menu, within the app) draws the tabs afresh with its ?selected: the
 * island owns the tabs' state once they are drawn, so they are never drawn again with another.
 */
export function BridalOccasions() {
  const location = useLocation();
  return <OccasionTabs key={location.key} />;
}

function OccasionTabs() {
  const { t } = useText(siteText);
  const { t: nav } = useText(layoutText);
  const [searchParams] = useSearchParams();
  const sectionRef = useRef<HTMLElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, occasionsIsland);
  const selected = occasionIndex(searchParams.get('selected'));
  const hasQuery = searchParams.has('selected');

  useEffect(() => {
    if (hasQuery) sectionRef.current?.scrollIntoView({ block: 'start' });
    // Once, when the visit starts: picking a tab later replaces the query without a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
      <div ref={rootRef} data-island="occasions">
        <div role="tablist" aria-label={t('bridal.occasionsLabel')} className={classes.tabList}>
          {BRIDAL_OCCASIONS.map(({ key }, index) => (
            <UnstyledButton
              key={key}
              role="tab"
              id={`occasion-tab-${index}`}
              aria-controls={`occasion-panel-${index}`}
              aria-selected={index === selected}
              tabIndex={index === selected ? 0 : -1}
              className={classes.tab}
            >
              {nav(`bridal.${key}`)}
            </UnstyledButton>
          ))}
        </div>
        {BRIDAL_OCCASIONS.map(({ key, image, fromRupees }, index) => (
          <div
            key={key}
            role="tabpanel"
            id={`occasion-panel-${index}`}
            aria-labelledby={`occasion-tab-${index}`}
            hidden={index !== selected}
            className={classes.panel}
          >
            <Columns cols={{ base: 1, sm: 2 }} spacing={{ base: 'lg', md: 48 }} className={classes.occasion}>
              <img src={image} alt="" width={600} height={600} loading="lazy" className={classes.occasionImage} />
              <Stack gap="md" justify="center">
                <Eyebrow size="sm">{t('bridal.from', { price: formatRupees(fromRupees) })}</Eyebrow>
                <Title order={3} className={classes.occasionTitle}>
                  {t('bridal.occasionMakeup', { occasion: nav(`bridal.${key}`) })}
                </Title>
                <Text c="dark.5">{t(`bridal.occasion.${key}.text`)}</Text>
                <IconList
                  icon={IconCheck}
                  color="rose"
                  size={22}
                  spacing="xs"
                  items={([1, 2, 3] as const).map((point) => t(`bridal.occasion.${key}.point${point}`))}
                />
                <Group>
                  <LinkButton to={paths.curlyService(BRIDAL_MAKEUP_SLUG)} icon={IconCalendarEvent} size="md">
                    {t('bridal.bookNow')}
                  </LinkButton>
                </Group>
              </Stack>
            </Columns>
          </div>
        ))}
      </div>
    </PageSection>
  );
}
