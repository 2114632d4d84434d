/**
 * The summary tiles (docs/product.md#dashboard): Total Enquire, Approved, Reject, Review, Total Order, Total Services.
 */
import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconCalendarCheck,
  IconCalendarQuestion,
  IconCalendarStats,
  IconCalendarX,
  IconReceipt,
  IconScissors,
  type Icon,
} from '@tabler/icons-react';
import type { DashboardData } from '@shared/dashboard.schemas';
import { useText } from '@web/i18n';
import classes from './SummaryTiles.module.css';
import { dashboardText } from '../en';

type TileKey =
  | 'TotalEnquire'
  | 'TotalEnquireApproved'
  | 'TotalEnquireReject'
  | 'TotalEnquireReview'
  | 'TotalOrder'
  | 'TotalServices';

const TILES: ReadonlyArray<{ key: TileKey; icon: Icon; color: string }> = [
  { key: 'TotalEnquire', icon: IconCalendarStats, color: 'rose' },
  { key: 'TotalEnquireApproved', icon: IconCalendarCheck, color: 'teal' },
  { key: 'TotalEnquireReject', icon: IconCalendarX, color: 'red' },
  { key: 'TotalEnquireReview', icon: IconCalendarQuestion, color: 'gold' },
  { key: 'TotalOrder', icon: IconReceipt, color: 'grape' },
  { key: 'TotalServices', icon: IconScissors, color: 'blue' },
];

export function SummaryTiles({ data }: { data: DashboardData | undefined }) {
  const { t } = useText(dashboardText);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {TILES.map(({ key, icon: TileIcon, color }) => (
        <Paper key={key} withBorder radius="md" p="sm" className={classes.tile} data-testid={`tile-${key}`}>
          <ThemeIcon variant="light" color={color} radius="xl" size="lg" aria-hidden>
            <TileIcon size={20} />
          </ThemeIcon>
          <div className={classes.text}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" className={classes.label}>
              {t(`tile.${key}`)}
            </Text>
            {data ? (
              <Text fw={800} fz={24} lh={1.2}>
                {data[key]}
              </Text>
            ) : (
              <Skeleton height={24} width={40} mt={4} />
            )}
          </div>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
