/**
 * /dashboard (docs/product.md#dashboard; issue 7, points 4 and 5), for staff and admin: a greeting with the name, a
 * date range (one month below 700 px, two above; the first of the salon's month to its today unless chosen, kept
 * in the address as ?start=&end=), and four sections with Show/Hide links, remembered in this browser:
 * Enquiries (a card per upcoming enquiry, with a details modal that works for staff too), Tomorrow (the approved
 * appointments of the salon's next day, each with a WhatsApp reminder: docs/product.md#whatsapp-messages), Summary
 * (the six tiles, and the charts of daily takings and top services, whose library loads only here) and the Birthdays
 * and Anniversaries of the salon's next 15 days, each with WhatsApp wishes. Staff figures count the orders they are on.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClockCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { defaultDashboardRange, DASHBOARD_RANGE_MAX_DAYS, rangeProblem } from '@shared/dashboard';
import type { UpcomingEnquiry } from '@shared/dashboard.schemas';
import { addDays, salonToday } from '@shared/salon-time';
import { RangeFilter } from '@web/components/range-list';
import { urlParam, useUrlFilters } from '@web/components/back-office/url-filters';
import { ListFailed } from '@web/components/ListStates';
import { BackOfficeFrame } from '@web/components/back-office/BackOfficePage';
import { LinkButton } from '@web/components/LinkButton';
import { useText } from '@web/i18n';
import { useGreeting } from '@web/layout/use-greeting';
import { isAdmin } from '@shared/roles';
import { useSession } from '@web/lib/session';
import { paths } from '@web/paths';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { birthdayUsersQuery, dashboardQuery } from '../api';
import { CelebrationList } from '../components/CelebrationList';
import { DashboardSection } from '../components/DashboardSection';
import { EnquiryCard } from '../components/EnquiryCard';
import { EnquiryDetailsModal } from '../components/EnquiryDetailsModal';
import { SummaryTiles } from '../components/SummaryTiles';
import { TomorrowList } from '../components/TomorrowList';
import { useSectionVisibility, type DashboardSection as SectionName } from '../use-section-visibility';
import classes from './DashboardPage.module.css';
import { layoutText } from '@web/layout/en';
import { dashboardText } from '../en';

// Mantine's charts and recharts come only with this module, fetched when the dashboard first draws them.
const DashboardCharts = lazy(() => import('../components/DashboardCharts'));

/** The range from the address, or the default when it is missing or not a range the server sums. */
function useDashboardRange(today: string) {
  const fallback = defaultDashboardRange(today);
  const schema = useMemo(
    () => z.object({ start: urlParam.date(defaultDashboardRange(today).start), end: urlParam.date(today) }),
    [today],
  );
  return useUrlFilters(schema, {
    always: ['start', 'end'],
    push: true,
    normalize: (range) => (rangeProblem(range.start, range.end, DASHBOARD_RANGE_MAX_DAYS) ? fallback : range),
  });
}

function ChartsSkeleton() {
  const { t } = useText(dashboardText);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label={t('chart.loading')}>
      <Skeleton height={320} radius="md" />
      <Skeleton height={320} radius="md" />
    </SimpleGrid>
  );
}

export function DashboardPage() {
  const { t } = useText(dashboardText);
  const { t: tLayout } = useText(layoutText);
  const { user } = useSession();
  const greeting = useGreeting();
  const today = salonToday(useSalonTimeZone());
  const [range, setRange] = useDashboardRange(today);
  const [visibility, toggle] = useSectionVisibility();
  /** A section's title and its Show/Hide, kept in this browser. */
  const section = (name: SectionName) => ({
    title: t(`section.${name}`),
    isOpen: visibility[name],
    onToggle: () => toggle(name),
  });
  const [details, setDetails] = useState<UpcomingEnquiry | null>(null);
  const figures = useQuery(dashboardQuery(range.start, range.end));
  const celebrations = useQuery({ ...birthdayUsersQuery(), enabled: visibility.celebrations });
  const canReview = isAdmin(user);
  const data = figures.data?.data;

  const enquiries = data?.upCommingEnquiry ?? [];
  const figuresFailed = figures.isError && !figures.data;

  return (
    <BackOfficeFrame size="xl" airy>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
          <div className={classes.heading}>
            <Text c="rose.8" fw={600}>
              {tLayout('greeting.withName', { greeting, name: user?.name.trim() || t('page.guest') })}
            </Text>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {t('page.title')}
            </Title>
            <Text c="dimmed" size="sm" mt={2}>
              {canReview ? t('page.subtitleAdmin') : t('page.subtitleStaff')}
            </Text>
            {!canReview && (
              // The phone menu leaves Attendance out (docs/product.md#back-office-navigation): staff reach their clock
              // from here.
              <LinkButton to={paths.attendance} icon={IconClockCheck} iconSize={16} variant="light" size="xs" mt="sm">
                {t('page.attendance')}
              </LinkButton>
            )}
          </div>
          <RangeFilter
            text={t}
            start={range.start}
            end={range.end}
            onRange={(start, end) => setRange({ start, end })}
          />
        </Group>

        {figuresFailed && (
          <ListFailed title={t('page.failed')} retryLabel={t('page.retry')} onRetry={() => void figures.refetch()} />
        )}

        <DashboardSection {...section('enquiries')}>
          {figures.isPending ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} height={190} radius="md" />
              ))}
            </SimpleGrid>
          ) : enquiries.length === 0 ? (
            <Text c="dimmed" size="sm" py="md">
              {t('enquiry.none')}
            </Text>
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              className={figures.isPlaceholderData ? classes.stale : undefined}
            >
              {enquiries.map((enquiry) => (
                <EnquiryCard key={enquiry.id} enquiry={enquiry} onDetails={setDetails} />
              ))}
            </SimpleGrid>
          )}
        </DashboardSection>

        <DashboardSection {...section('tomorrow')}>
          <TomorrowList day={addDays(today, 1)} />
        </DashboardSection>

        <DashboardSection {...section('summary')}>
          <Stack gap="md" className={figures.isPlaceholderData ? classes.stale : undefined}>
            <SummaryTiles data={data} />
            {data ? (
              <Suspense fallback={<ChartsSkeleton />}>
                <DashboardCharts takings={data.takings} topServices={data.topServices} isOwnOrders={!canReview} />
              </Suspense>
            ) : (
              !figuresFailed && <ChartsSkeleton />
            )}
          </Stack>
        </DashboardSection>

        <DashboardSection {...section('celebrations')}>
          {celebrations.isError && !celebrations.data ? (
            <ListFailed
              title={t('celebration.failed')}
              retryLabel={t('page.retry')}
              onRetry={() => void celebrations.refetch()}
            />
          ) : celebrations.data ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <CelebrationList
                kind="birthdays"
                people={celebrations.data.data.users.map((person) => ({ ...person, years: person.age }))}
              />
              <CelebrationList kind="anniversaries" people={celebrations.data.data.anniversary} />
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Skeleton height={160} radius="md" />
              <Skeleton height={160} radius="md" />
            </SimpleGrid>
          )}
        </DashboardSection>
      </Stack>
      <EnquiryDetailsModal enquiry={details} canReview={canReview} onClose={() => setDetails(null)} />
    </BackOfficeFrame>
  );
}
