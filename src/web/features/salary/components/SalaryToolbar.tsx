/**
 * The salary list's filters (docs/product.md#salary): the date range (any length; one month in the picker on a
 * phone), Show Summary / Hide Summary with the range's figures under it, and Print (salary.xlsx, only with rows).
 */
import { Button, Collapse, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatRupees } from '@shared/money';
import type { SalaryTotals } from '@shared/salary.schemas';
import { FilterBar } from '@web/components/back-office/filters';
import { RangeFilter, type RangeProps } from '@web/components/range-list';
import { PrintButton } from '@web/components/back-office/PrintButton';
import { useText } from '@web/i18n';
import classes from './SalaryToolbar.module.css';
import { salaryText } from '../en';

interface SalaryToolbarProps extends RangeProps {
  /** The whole range's figures; none while the list loads. */
  totals: SalaryTotals | undefined;
  print: { isBusy: boolean; onClick: () => void } | null;
}

export function SalaryToolbar({ totals, print, ...range }: SalaryToolbarProps) {
  const { t } = useText(salaryText);
  const [isSummaryOpen, summary] = useDisclosure(false);
  return (
    <>
      <FilterBar>
        <RangeFilter text={t} {...range} />
        <Group gap="sm" wrap="nowrap">
          <Button variant="subtle" onClick={summary.toggle} aria-expanded={isSummaryOpen} disabled={!totals}>
            {isSummaryOpen ? t('page.hideSummary') : t('page.showSummary')}
          </Button>
          {print && <PrintButton label={t('page.print')} description={t('page.printLabel')} {...print} />}
        </Group>
      </FilterBar>
      <Collapse in={isSummaryOpen && Boolean(totals)}>
        {totals && (
          <SimpleGrid
            cols={{ base: 2, sm: 4 }}
            spacing="sm"
            component="section"
            aria-label={t('summary.label')}
            data-testid="salary-summary"
          >
            {(
              [
                ['summary.cash', formatRupees(totals.amount)],
                ['summary.online', formatRupees(totals.online_amount)],
                ['summary.total', formatRupees(totals.total)],
                ['summary.count', String(totals.count)],
              ] as const
            ).map(([label, value]) => (
              <Paper key={label} withBorder radius="md" p="sm" className={classes.figure}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t(label)}
                </Text>
                <Text fw={700} fz="lg">
                  {value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </Collapse>
    </>
  );
}
