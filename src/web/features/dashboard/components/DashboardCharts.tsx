/**
 * The dashboard's charts (beyond the spec; issue 7, point 4): the cash and online takings of each day of the range,
 * and the 10 services done most. Mantine's charts (with recharts) are loaded only with this module, which the
 * dashboard loads lazily: they never reach any other page. The app builds one stylesheet for every page, so the
 * charts' styles come inline with this code and are added to the page the first time it loads.
 */
import { BarChart } from '@mantine/charts';
import chartStyles from '@mantine/charts/styles.css?inline';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import type { TakingsDay, TopService } from '@shared/dashboard.schemas';
import { formatRupees } from '@shared/money';
import { addInlineStyles } from '@web/components/inline-styles';
import { useText } from '@web/i18n';
import { nameIn } from '@web/lib/content-language';
import classes from './DashboardCharts.module.css';
import { dashboardText } from '../en';

addInlineStyles('mantine-charts-styles', chartStyles);

export interface DashboardChartsProps {
  takings: readonly TakingsDay[];
  topServices: readonly TopService[];
  /** Staff see the takings of their own orders. */
  isOwnOrders: boolean;
}

/** A service's name on the axis, cut to fit a phone; the tooltip has it whole. */
function shortName(name: string): string {
  return name.length > 24 ? `${name.slice(0, 23)}…` : name;
}

export default function DashboardCharts({ takings, topServices, isOwnOrders }: DashboardChartsProps) {
  const { t, language } = useText(dashboardText);
  const hasTakings = takings.some((day) => day.cash > 0 || day.online > 0);
  const total = takings.reduce((sum, day) => sum + day.cash + day.online, 0);
  const takingsData = takings.map((day) => ({ ...day, day: dayjs(day.date).format('D MMM') }));
  const servicesData = topServices.map((service) => {
    const name = nameIn(service, language);
    return { ...service, name, label: shortName(name) };
  });

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="dashboard-charts">
      <ChartCard
        title={isOwnOrders ? t('chart.takingsStaff') : t('chart.takings')}
        note={t('chart.total', { amount: formatRupees(total) })}
        empty={hasTakings ? null : t('chart.noTakings')}
      >
        <BarChart
          h={260}
          data={takingsData}
          dataKey="day"
          type="stacked"
          series={[
            { name: 'cash', label: t('chart.cash'), color: 'teal.6' },
            { name: 'online', label: t('chart.online'), color: 'rose.6' },
          ]}
          valueFormatter={formatRupees}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 32 }}
          tickLine="none"
          gridAxis="x"
          yAxisProps={{ width: 72 }}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
          maxBarWidth={28}
          role="figure"
          aria-label={isOwnOrders ? t('chart.takingsStaff') : t('chart.takings')}
        />
      </ChartCard>
      <ChartCard title={t('chart.topServices')} empty={servicesData.length > 0 ? null : t('chart.noServices')}>
        <BarChart
          h={Math.max(160, servicesData.length * 30 + 40)}
          data={servicesData}
          dataKey="label"
          orientation="vertical"
          series={[{ name: 'count', label: t('chart.count'), color: 'gold.6' }]}
          tickLine="none"
          gridAxis="y"
          yAxisProps={{ width: 132 }}
          xAxisProps={{ allowDecimals: false }}
          maxBarWidth={22}
          role="figure"
          aria-label={t('chart.topServices')}
        />
      </ChartCard>
    </SimpleGrid>
  );
}

interface ChartCardProps {
  title: string;
  /** A line under the title. */
  note?: string;
  /** What stands instead of the chart when it has nothing to show. */
  empty: string | null;
  children: ReactNode;
}

/** A chart in its card under its title, or the line saying it is empty. */
function ChartCard({ title, note, empty, children }: ChartCardProps) {
  return (
    <Card withBorder radius="md" padding="md" className={classes.card}>
      <Title order={3} fz="md" mb={note ? undefined : 'sm'}>
        {title}
      </Title>
      {note && (
        <Text size="sm" c="dimmed" mb="sm">
          {note}
        </Text>
      )}
      {empty === null ? (
        children
      ) : (
        <Text c="dimmed" size="sm" ta="center" py="xl">
          {empty}
        </Text>
      )}
    </Card>
  );
}
