/** The two five-day pre-bridal plans, day by day with the price of each service (docs/product.md#bridal). */
import { Badge, Card, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { LinkButton } from '@web/components/LinkButton';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { formatRupees } from '@shared/money';
import { paths } from '@web/paths';
import { BRIDAL_MAKEUP_SLUG, PRE_BRIDAL_PLANS, planWorthRupees, type PreBridalPlan } from './bridal-plans';
import { PageSection } from './PageSection';
import classes from './Bridal.module.css';
import { siteText } from '../en';
import { Columns } from '@web/components/Columns';

export function BridalPlans() {
  const { t } = useText(siteText);
  return (
    <PageSection
      id="pre-bridal"
      titleId="pre-bridal-title"
      title={t('bridal.plansTitle')}
      lead={t('bridal.plansText')}
      leadMaw={720}
      headingMb="xl"
      className={classes.section}
    >
      <Columns cols={{ base: 1, md: 2 }} spacing="xl">
        {PRE_BRIDAL_PLANS.map((plan) => (
          <PlanCard key={plan.key} plan={plan} />
        ))}
      </Columns>
    </PageSection>
  );
}

function PlanCard({ plan }: { plan: PreBridalPlan }) {
  const { t } = useText(siteText);
  const worth = planWorthRupees(plan);
  const isRoyal = plan.key === 'royal';
  return (
    <Card className={classes.plan} data-featured={isRoyal || undefined} component="article">
      <Stack gap="xs" mb="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} className={classes.planName}>
            {t(`bridal.plan.${plan.key}.name`)}
          </Title>
          {isRoyal && (
            <Badge color="gold.8" variant="filled" radius="sm">
              {t('bridal.mostLoved')}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {t(`bridal.plan.${plan.key}.tagline`)}
        </Text>
        <Group gap="xs" align="baseline">
          <Text className={classes.planPrice}>{formatRupees(plan.priceRupees)}</Text>
          <Text size="sm" c="dimmed" td="line-through">
            {formatRupees(worth)}
          </Text>
          <Badge color="teal" variant="light" radius="sm">
            {t('bridal.save', { price: formatRupees(worth - plan.priceRupees) })}
          </Badge>
        </Group>
      </Stack>
      <Timeline active={plan.days.length - 1} bulletSize={30} lineWidth={2} color="rose">
        {plan.days.map((day, index) => (
          <Timeline.Item
            key={day.key}
            bullet={
              <Text size="xs" fw={700}>
                {index + 1}
              </Text>
            }
            title={
              <Text fw={700} className={classes.dayTitle}>
                {t('bridal.dayTitle', { day: index + 1, title: t(`bridal.day.${day.key}`) })}
              </Text>
            }
          >
            <Stack gap={4} mt={4}>
              {day.items.map((item) => (
                <Group key={item.key} justify="space-between" wrap="nowrap" gap="sm" className={classes.item}>
                  <Text size="sm">{t(`bridal.item.${item.key}`)}</Text>
                  <Text size="sm" fw={600} className={classes.itemPrice}>
                    {item.rupees === 0 ? t('bridal.included') : formatRupees(item.rupees)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
      <LinkButton
        to={paths.curlyService(BRIDAL_MAKEUP_SLUG)}
        icon={IconCalendarEvent}
        mt="xl"
        fullWidth
        size="md"
        variant={isRoyal ? 'filled' : 'outline'}
      >
        {t('bridal.bookPlan', { plan: t(`bridal.plan.${plan.key}.name`) })}
      </LinkButton>
    </Card>
  );
}
