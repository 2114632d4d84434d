/**
 * /salary (docs/product.md#salary, #roles): salary payments of a date range (the salon's month so far unless chosen;
 * one month in the picker below 700 px, two above), a summary shown on demand, Print to salary.xlsx, and a table of
 * Date, Staff, Cash, Online, Total, Comment (first 15 characters, click for the rest) and Added By with the totals
 * under it. The admin adds, edits and deletes; staff only look (Add is shown disabled, edit and delete are not there)
 * and see their own payments (the server decides). The range and the sort live in the address. On a phone each payment
 * is a card (CardTable) and the sortable columns a row of sort buttons.
 */
import { useState } from 'react';
import { ActionIcon, Button, Collapse, Group, Paper, SimpleGrid, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconCalendarEvent,
  IconCash,
  IconEye,
  IconPencil,
  IconPlus,
  IconPrinter,
  IconTrash,
} from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@shared/constants';
import { formatRupees } from '@shared/money';
import {
  SALARY_SORT_FIELDS,
  defaultSalaryRange,
  salaryRangeProblem,
  type Salary,
  type SalarySortField,
  type SortDirection,
} from '@shared/salary.schemas';
import { isCalendarDate, salonToday } from '@shared/salon-time';
import { BackOfficePage } from '@web/components/BackOfficePage';
import { CardTable } from '@web/components/CardTable';
import { ListEmpty, ListFailed } from '@web/components/ListStates';
import { ShowMore } from '@web/components/ShowMore';
import { useTranslation } from '@web/i18n';
import { notifyError } from '@web/lib/notify';
import { isAdmin } from '@web/lib/roles';
import { useSession } from '@web/lib/session';
import { useSalonTimeZone } from '@web/features/site/api';
import { fetchEverySalary, salaryListQuery, type SalaryListFilter } from '../api';
import { CommentPreview } from '../components/CommentPreview';
import { DeleteSalaryModal } from '../components/DeleteSalaryModal';
import { SalaryFormModal } from '../components/SalaryFormModal';
import { SalaryViewModal } from '../components/SalaryViewModal';
import { downloadSalaryWorkbook } from '../salary-export';
import { formatSalaryDate, salaryTotal } from '../salary-text';
import classes from './SalaryPage.module.css';
// The 'salary' text, registered as this module loads.
import '../en';

type Range = [string | null, string | null];
type Column = 'actions' | 'date' | 'staff' | 'cash' | 'online' | 'total' | 'comment' | 'user';
const COLUMNS: readonly Column[] = ['actions', 'date', 'staff', 'cash', 'online', 'total', 'comment', 'user'];
const SORT_FIELD_OF: Partial<Record<Column, SalarySortField>> = {
  date: 'date',
  cash: 'amount',
  online: 'online_amount',
};

type Editor = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; salary: Salary };

/** The range and the sort from the address; a missing or unusable range is the salon's month so far. */
function useSalaryFilter(today: string): [SalaryListFilter, (next: Partial<SalaryListFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = defaultSalaryRange(today);
  const start = params.get('start');
  const end = params.get('end');
  const isUsable =
    start !== null && end !== null && isCalendarDate(start) && isCalendarDate(end) && !salaryRangeProblem(start, end);
  const sortby = params.get('sortby');
  const filter: SalaryListFilter = {
    start: isUsable ? start : fallback.start,
    end: isUsable ? end : fallback.end,
    sortby: (SALARY_SORT_FIELDS as readonly string[]).includes(sortby ?? '') ? (sortby as SalarySortField) : 'date',
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
  };
  const update = (next: Partial<SalaryListFilter>) => {
    const merged = { ...filter, ...next };
    const search = new URLSearchParams({ start: merged.start, end: merged.end });
    if (merged.sortby !== 'date' || merged.direction !== 'desc') {
      search.set('sortby', merged.sortby);
      search.set('direction', merged.direction);
    }
    setParams(search, { replace: true });
  };
  return [filter, update];
}

export function SalaryPage() {
  const { t } = useTranslation('salary');
  const { user } = useSession();
  const admin = isAdmin(user);
  const today = salonToday(useSalonTimeZone());
  const isNarrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [filter, setFilter] = useSalaryFilter(today);
  // A page of payments at a time (issue 15); the totals are the whole range's, from the server.
  const list = useInfiniteQuery(salaryListQuery(filter));
  // The picker's own value, which may be half chosen; the list keeps the last whole range.
  const [picked, setPicked] = useState<Range>([filter.start, filter.end]);
  const [isSummaryOpen, setIsSummaryOpen] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const [editor, setEditor] = useState<Editor>({ kind: 'closed' });
  const [viewing, setViewing] = useState<Salary | null>(null);
  const [deleting, setDeleting] = useState<Salary | null>(null);

  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const latest = list.data?.pages.at(-1);
  const totals = latest?.totals;
  const hasRows = rows.length > 0;

  function chooseRange(next: Range) {
    setPicked(next);
    if (next[0] && next[1]) setFilter({ start: next[0], end: next[1] });
  }

  function sortBy(field: SalarySortField) {
    const direction: SortDirection = filter.sortby === field && filter.direction === 'desc' ? 'asc' : 'desc';
    setFilter({ sortby: field, direction });
  }

  async function exportRows() {
    if (!totals) return;
    setIsExporting(true);
    try {
      // The whole range, not only the pages shown.
      await downloadSalaryWorkbook(await fetchEverySalary(filter), totals, {
        sheet: t('excel.sheet'),
        date: t('column.date'),
        staff: t('column.staff'),
        cash: t('column.cash'),
        online: t('column.online'),
        total: t('column.total'),
        comment: t('column.comment'),
        user: t('column.user'),
        footer: t('footer.total'),
      });
    } catch {
      notifyError(t('page.printFailed'));
    } finally {
      setIsExporting(false);
    }
  }

  function header(column: Column) {
    const field = SORT_FIELD_OF[column];
    if (!field) {
      return (
        <CardTable.Th key={column} className={classes.nowrap}>
          {t(`column.${column}`)}
        </CardTable.Th>
      );
    }
    const isSorted = filter.sortby === field;
    const SortIcon = !isSorted ? IconArrowsSort : filter.direction === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <CardTable.Th
        key={column}
        className={classes.nowrap}
        aria-sort={isSorted ? (filter.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <UnstyledButton
          onClick={() => sortBy(field)}
          className={classes.sort}
          aria-label={t('page.sortBy', { column: t(`column.${column}`) })}
        >
          {t(`column.${column}`)}
          <SortIcon size={14} aria-hidden className={isSorted ? undefined : classes.sortIdle} />
        </UnstyledButton>
      </CardTable.Th>
    );
  }

  function actions(salary: Salary) {
    const labels = { name: salary.staff.name, date: formatSalaryDate(salary.date) };
    return (
      <Group gap={6} wrap="nowrap">
        <Tooltip label={t('row.view', labels)} withArrow>
          <ActionIcon
            variant="light"
            color="gray"
            aria-label={t('row.view', labels)}
            onClick={() => setViewing(salary)}
          >
            <IconEye size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {admin && (
          <>
            <Tooltip label={t('row.edit', labels)} withArrow>
              <ActionIcon
                variant="light"
                aria-label={t('row.edit', labels)}
                onClick={() => setEditor({ kind: 'edit', salary })}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('row.delete', labels)} withArrow>
              <ActionIcon
                variant="light"
                color="red"
                aria-label={t('row.delete', labels)}
                onClick={() => setDeleting(salary)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </>
        )}
      </Group>
    );
  }

  const tableHead = (
    <CardTable.Thead>
      <CardTable.Tr>{COLUMNS.map(header)}</CardTable.Tr>
    </CardTable.Thead>
  );

  let content;
  if (list.isPending) {
    content = (
      <CardTable minWidth={860} verticalSpacing="sm" horizontalSpacing="md" aria-busy aria-label={t('page.title')}>
        {tableHead}
        <CardTable.Tbody>
          <CardTable.SkeletonRows columns={COLUMNS.length} />
        </CardTable.Tbody>
      </CardTable>
    );
  } else if (list.isError && !list.data) {
    content = (
      <div className={classes.state}>
        <ListFailed title={t('page.failed')} retryLabel={t('page.retry')} onRetry={() => void list.refetch()} />
      </div>
    );
  } else if (!hasRows) {
    content = (
      <div className={classes.state}>
        <ListEmpty title={t('page.empty')} body={t('page.emptyBody')} icon={IconCash} />
      </div>
    );
  } else {
    content = (
      <CardTable
        minWidth={860}
        verticalSpacing="sm"
        horizontalSpacing="md"
        striped
        highlightOnHover
        aria-label={t('page.title')}
        className={classes.table}
        data-stale={list.isPlaceholderData}
      >
        {tableHead}
        <CardTable.Tbody>
          {rows.map((salary) => (
            <CardTable.Tr key={salary.id} data-testid="salary-row">
              <CardTable.Td kind="actions">{actions(salary)}</CardTable.Td>
              <CardTable.Td label={t('column.date')} className={classes.nowrap}>
                {formatSalaryDate(salary.date)}
              </CardTable.Td>
              <CardTable.Td kind="title">
                <Text size="sm" fw={600} className={classes.name}>
                  {salary.staff.name}
                </Text>
              </CardTable.Td>
              <CardTable.Td label={t('column.cash')} className={classes.nowrap}>
                {formatRupees(salary.amount)}
              </CardTable.Td>
              <CardTable.Td label={t('column.online')} className={classes.nowrap}>
                {formatRupees(salary.online_amount)}
              </CardTable.Td>
              <CardTable.Td label={t('column.total')} className={classes.nowrap}>
                <Text size="sm" fw={700}>
                  {formatRupees(salaryTotal(salary))}
                </Text>
              </CardTable.Td>
              <CardTable.Td kind="block" label={t('column.comment')}>
                <CommentPreview comment={salary.comment} />
              </CardTable.Td>
              <CardTable.Td label={t('column.user')}>
                <Text size="sm" className={classes.name}>
                  {salary.user}
                </Text>
              </CardTable.Td>
            </CardTable.Tr>
          ))}
        </CardTable.Tbody>
        {totals && (
          <CardTable.Tfoot className={classes.footer}>
            <CardTable.Tr data-testid="salary-totals">
              <CardTable.Th role="rowheader" kind="title" colSpan={3}>
                {t('footer.total')}
              </CardTable.Th>
              <CardTable.Th role="cell" label={t('column.cash')} className={classes.nowrap}>
                {formatRupees(totals.amount)}
              </CardTable.Th>
              <CardTable.Th role="cell" label={t('column.online')} className={classes.nowrap}>
                {formatRupees(totals.online_amount)}
              </CardTable.Th>
              <CardTable.Th role="cell" label={t('column.total')} className={classes.nowrap}>
                {formatRupees(totals.total)}
              </CardTable.Th>
              <CardTable.Th role="cell" colSpan={2} />
            </CardTable.Tr>
          </CardTable.Tfoot>
        )}
      </CardTable>
    );
  }

  const addButton = admin ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditor({ kind: 'add' })}>
      {t('page.add')}
    </Button>
  ) : (
    // docs/product.md#roles: staff see Add disabled. A disabled button gets no pointer events, so it is marked disabled
    // instead and keeps its tooltip.
    <Tooltip label={t('page.addAdminOnly')} withArrow>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        data-disabled
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
      >
        {t('page.add')}
      </Button>
    </Tooltip>
  );

  const summaryFigures = totals && (
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
  );

  return (
    <BackOfficePage
      title={t('page.title')}
      summary={
        latest
          ? t('page.count', {
              count: latest.totals.count,
              start: formatSalaryDate(latest.start_date),
              end: formatSalaryDate(latest.end_date),
            })
          : t('page.subtitle')
      }
      action={addButton}
      toolbar={
        <>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <DatePickerInput
              type="range"
              label={t('page.range')}
              placeholder={t('page.rangePlaceholder')}
              valueFormat="DD MMM YYYY"
              numberOfColumns={isNarrow ? 1 : 2}
              allowSingleDateInRange
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
              value={picked}
              onChange={(value) => chooseRange(value as Range)}
              error={picked[0] && !picked[1] ? t('page.rangeIncomplete') : undefined}
              w={{ base: '100%', xs: 300 }}
              popoverProps={{ withinPortal: true, returnFocus: true }}
            />
            <Group gap="sm" wrap="nowrap">
              <Button
                variant="subtle"
                onClick={() => setIsSummaryOpen((open) => !open)}
                aria-expanded={isSummaryOpen}
                disabled={!totals}
              >
                {isSummaryOpen ? t('page.hideSummary') : t('page.showSummary')}
              </Button>
              {hasRows && (
                <Button
                  variant="light"
                  leftSection={<IconPrinter size={16} aria-hidden />}
                  onClick={() => void exportRows()}
                  loading={isExporting}
                  title={t('page.printLabel')}
                >
                  {t('page.print')}
                </Button>
              )}
            </Group>
          </Group>
          <Collapse in={isSummaryOpen && Boolean(totals)}>{summaryFigures}</Collapse>
        </>
      }
      after={
        <>
          {admin && (
            <>
              <SalaryFormModal
                opened={editor.kind !== 'closed'}
                salary={editor.kind === 'edit' ? editor.salary : null}
                onClose={() => setEditor({ kind: 'closed' })}
              />
              <DeleteSalaryModal salary={deleting} onClose={() => setDeleting(null)} />
            </>
          )}
          <SalaryViewModal salary={viewing} onClose={() => setViewing(null)} />
        </>
      }
    >
      {content}
      <ShowMore
        status={t('page.shown', { shown: rows.length, count: totals?.count ?? 0 })}
        label={t('page.showMore')}
        hasMore={list.hasNextPage && hasRows}
        isLoading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </BackOfficePage>
  );
}
