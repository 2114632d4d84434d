/**
 * /expenses, the cash book (docs/product.md#expenses, #roles). The admin: 'All expenses (count)', a date range (one
 * month below 700 px, two above; the first of the salon's month to its today unless chosen), the collapsible summary,
 * Print (expense.xlsx, only with rows), Add Expense, and view, edit (after 'Do you want to edit Expense?') and delete
 * on each row. Staff: 'All expenses', Add Expense and the view of each row. The range and the order live in the address
 * (?start=&end=&sortby=&direction=). On a phone each day is a card (CardTable) and the sortable columns a row of sort
 * buttons.
 */
import { useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Collapse,
  Group,
  Modal,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
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
import { cashBookDate } from '@shared/cash-book';
import { COMMENT_PREVIEW_CHARS, MOBILE_BREAKPOINT_PX } from '@shared/constants';
import { EXPENSE_SORTS, type Expense, type ExpenseSort } from '@shared/expenses.schemas';
import { formatRupees } from '@shared/money';
import { firstOfMonth, isCalendarDate, salonToday } from '@shared/salon-time';
import { BackOfficePage } from '@web/components/BackOfficePage';
import { CardTable } from '@web/components/CardTable';
import { ListEmpty, ListFailed } from '@web/components/ListStates';
import { ShowMore } from '@web/components/ShowMore';
import { useTranslation } from '@web/i18n';
import { notifyError } from '@web/lib/notify';
import { isAdmin } from '@web/lib/roles';
import { useSession } from '@web/lib/session';
import { useSalonTimeZone } from '@web/features/site/api';
import { expenseListQuery, fetchEveryExpense, type ExpenseListFilter } from '../api';
import { DeleteExpenseModal } from '../components/DeleteExpenseModal';
import { ExpenseFormModal, type ExpenseFormTarget } from '../components/ExpenseFormModal';
import { ExpenseSummaryPanel } from '../components/ExpenseSummaryPanel';
import { ExpenseViewModal } from '../components/ExpenseViewModal';
import { downloadExpenseWorkbook } from '../expense-export';
import classes from './ExpensesPage.module.css';
// The 'expenses' text, registered as this module loads.
import '../en';

type Range = [string | null, string | null];
type Direction = 'asc' | 'desc';

/** The range and order from the address; without them, this month of the salon's calendar by date. */
function useExpenseFilter(): [ExpenseListFilter, (next: Partial<ExpenseListFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const today = salonToday(useSalonTimeZone());
  const dateParam = (name: string) => {
    const value = params.get(name);
    return value && isCalendarDate(value) ? value : null;
  };
  let start = dateParam('start') ?? firstOfMonth(today);
  let end = dateParam('end') ?? today;
  if (start > end) [start, end] = [firstOfMonth(today), today];
  const sortParam = params.get('sortby');
  const filter: ExpenseListFilter = {
    start,
    end,
    sortby: EXPENSE_SORTS.includes(sortParam as ExpenseSort) ? (sortParam as ExpenseSort) : 'date',
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
  };
  const update = (next: Partial<ExpenseListFilter>) => {
    const merged = { ...filter, ...next };
    const search = new URLSearchParams({ start: merged.start, end: merged.end });
    if (merged.sortby !== 'date') search.set('sortby', merged.sortby);
    if (merged.direction !== 'asc') search.set('direction', merged.direction);
    setParams(search, { replace: true });
  };
  return [filter, update];
}

/** The first 15 characters of a comment (docs/product.md#constants), the whole of it on a click. */
function CommentCell({ comment }: { comment: string }) {
  const { t } = useTranslation('expenses');
  const [isOpen, { toggle }] = useDisclosure(false);
  if (comment.length <= COMMENT_PREVIEW_CHARS) return <Text size="sm">{comment}</Text>;
  return (
    <UnstyledButton
      onClick={toggle}
      aria-expanded={isOpen}
      title={isOpen ? t('row.less') : t('row.more')}
      className={classes.comment}
    >
      <Text size="sm" component="span">
        {isOpen ? comment : `${comment.slice(0, COMMENT_PREVIEW_CHARS)}…`}
      </Text>
    </UnstyledButton>
  );
}

interface SortHeaderProps {
  label: string;
  column: Exclude<ExpenseSort, 'date'>;
  filter: ExpenseListFilter;
  onSort: (sortby: ExpenseSort, direction: Direction) => void;
}

/** A column header that sorts the list by its column; a second click turns the order round. */
function SortHeader({ label, column, filter, onSort }: SortHeaderProps) {
  const isSorted = filter.sortby === column;
  const Icon = !isSorted ? IconArrowsSort : filter.direction === 'asc' ? IconArrowUp : IconArrowDown;
  let ariaSort: 'ascending' | 'descending' | 'none' = 'none';
  if (isSorted) ariaSort = filter.direction === 'asc' ? 'ascending' : 'descending';
  return (
    <CardTable.Th aria-sort={ariaSort} className={classes.nowrap}>
      <UnstyledButton
        className={classes.sort}
        onClick={() => onSort(column, isSorted && filter.direction === 'asc' ? 'desc' : 'asc')}
      >
        <span>{label}</span>
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </CardTable.Th>
  );
}

export function ExpensesPage() {
  const { t } = useTranslation('expenses');
  const { user } = useSession();
  const admin = isAdmin(user);
  const today = salonToday(useSalonTimeZone());
  const isNarrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [filter, setFilter] = useExpenseFilter();
  // Staff see this month: the date range is the admin's (docs/product.md#roles); both may sort.
  const shown = admin ? filter : { ...filter, start: firstOfMonth(today), end: today };
  // A page of entries at a time (issue 15); the totals are the whole range's, from the server.
  const list = useInfiniteQuery(expenseListQuery(shown));
  const [range, setRange] = useState<Range>([filter.start, filter.end]);
  const [isSummaryOpen, summary] = useDisclosure(false);
  const [form, setForm] = useState<ExpenseFormTarget | null>(null);
  const [viewing, setViewing] = useState<Expense | null>(null);
  const [confirmingEdit, setConfirmingEdit] = useState<Expense | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [isExporting, setExporting] = useState(false);

  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const latest = list.data?.pages.at(-1);
  const totals = latest?.totals;
  const count = totals?.count ?? 0;

  function chooseRange(next: Range) {
    setRange(next);
    if (next[0] && next[1]) setFilter({ start: next[0], end: next[1] });
  }

  async function exportRows() {
    setExporting(true);
    try {
      // The whole range, not only the pages shown.
      await downloadExpenseWorkbook(await fetchEveryExpense(shown), {
        sheet: t('sheet.name'),
        date: t('column.date'),
        total: t('form.total'),
        cash: t('form.cash'),
        online: t('form.online'),
        expense: t('form.expense'),
        expenseOnline: t('form.expenseOnline'),
        user: t('column.user'),
        closing: t('column.closing'),
        comment: t('column.comment'),
        footer: t('sheet.footer'),
      });
    } catch {
      notifyError(t('page.printFailed'));
    } finally {
      setExporting(false);
    }
  }

  const onSort = (sortby: ExpenseSort, direction: Direction) => setFilter({ sortby, direction });
  const header = (
    <CardTable.Thead>
      <CardTable.Tr>
        <CardTable.Th className={classes.nowrap}>{t('column.actions')}</CardTable.Th>
        <CardTable.Th className={classes.nowrap}>{t('column.date')}</CardTable.Th>
        <SortHeader label={t('column.total')} column="total" filter={shown} onSort={onSort} />
        <SortHeader label={t('column.cashOnline')} column="cash" filter={shown} onSort={onSort} />
        <SortHeader label={t('column.expense')} column="expense" filter={shown} onSort={onSort} />
        <CardTable.Th className={classes.nowrap}>{t('column.user')}</CardTable.Th>
        <SortHeader label={t('column.closing')} column="closing" filter={shown} onSort={onSort} />
        <CardTable.Th>{t('column.comment')}</CardTable.Th>
      </CardTable.Tr>
    </CardTable.Thead>
  );

  function row(entry: Expense) {
    const date = cashBookDate(entry.date);
    return (
      <CardTable.Tr key={entry.id} data-testid="expense-row">
        <CardTable.Td kind="actions">
          <Group gap={6} wrap="nowrap">
            <Tooltip label={t('row.view', { date })} withArrow>
              <ActionIcon variant="light" aria-label={t('row.view', { date })} onClick={() => setViewing(entry)}>
                <IconEye size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            {admin && (
              <>
                <Tooltip label={t('row.edit', { date })} withArrow>
                  <ActionIcon
                    variant="light"
                    color="teal"
                    aria-label={t('row.edit', { date })}
                    onClick={() => setConfirmingEdit(entry)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
            {/* Staff see delete disabled, with the reason ("delete disabled"); data-disabled, not
                disabled, so the tooltip still shows on hover, focus and touch. */}
            <Tooltip
              label={admin ? t('row.delete', { date }) : t('row.deleteAdminOnly')}
              withArrow
              events={{ hover: true, focus: true, touch: true }}
            >
              <ActionIcon
                variant="light"
                color="red"
                aria-label={t('row.delete', { date })}
                aria-disabled={!admin || undefined}
                data-disabled={!admin || undefined}
                onClick={() => admin && setDeleting(entry)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </CardTable.Td>
        <CardTable.Td kind="title" className={classes.nowrap}>
          <Text size="sm" className={classes.date}>
            {date}
          </Text>
          {entry.holiday === 1 && (
            <Badge size="xs" color="grape" variant="light">
              {t('row.holiday')}
            </Badge>
          )}
        </CardTable.Td>
        <CardTable.Td label={t('column.total')} className={classes.nowrap}>
          <Text size="sm" fw={700}>
            {formatRupees(entry.total)}
          </Text>
        </CardTable.Td>
        <CardTable.Td label={t('column.cashOnline')} className={classes.nowrap}>
          <div>
            <Text size="sm">{formatRupees(entry.cash)}</Text>
            <Text size="xs" c="dimmed">
              {formatRupees(entry.online)}
            </Text>
          </div>
        </CardTable.Td>
        <CardTable.Td label={t('column.expense')} className={classes.nowrap}>
          <div>
            <Text size="sm">{formatRupees(entry.expense)}</Text>
            <Text size="xs" c="dimmed">
              {formatRupees(entry.expense_online)}
            </Text>
          </div>
        </CardTable.Td>
        <CardTable.Td label={t('column.user')}>
          <Text size="sm" className={classes.name}>
            {entry.user.name}
          </Text>
        </CardTable.Td>
        <CardTable.Td label={t('column.closing')} className={classes.nowrap} data-testid="expense-closing-cell">
          <Text size="sm" fw={700} c={entry.closing < 0 ? 'red.9' : undefined}>
            {formatRupees(entry.closing)}
          </Text>
        </CardTable.Td>
        <CardTable.Td kind="block" label={t('column.comment')} className={classes.commentCell}>
          <CommentCell comment={entry.comment} />
        </CardTable.Td>
      </CardTable.Tr>
    );
  }

  /** Totals of the whole range (every page); the closing shown is the range's last in book order. */
  function footer() {
    if (!totals) return null;
    return (
      <CardTable.Tfoot>
        <CardTable.Tr className={classes.footer} data-testid="expense-totals">
          <CardTable.Th role="rowheader" kind="title" colSpan={2}>
            {t('row.totals')}
          </CardTable.Th>
          <CardTable.Th role="cell" label={t('column.total')} className={classes.nowrap}>
            {formatRupees(totals.total)}
          </CardTable.Th>
          <CardTable.Th role="cell" label={t('column.cashOnline')} className={classes.nowrap}>
            <div>
              {formatRupees(totals.cash)}
              <Text size="xs" c="dimmed" fw={600}>
                {formatRupees(totals.online)}
              </Text>
            </div>
          </CardTable.Th>
          <CardTable.Th role="cell" label={t('column.expense')} className={classes.nowrap}>
            <div>
              {formatRupees(totals.expense)}
              <Text size="xs" c="dimmed" fw={600}>
                {formatRupees(totals.expense_online)}
              </Text>
            </div>
          </CardTable.Th>
          <CardTable.Th role="cell" />
          <CardTable.Th role="cell" label={t('column.closing')} className={classes.nowrap}>
            {totals.closing === null ? '' : formatRupees(totals.closing)}
          </CardTable.Th>
          <CardTable.Th role="cell" />
        </CardTable.Tr>
      </CardTable.Tfoot>
    );
  }

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <CardTable minWidth={900} verticalSpacing="sm" horizontalSpacing="md" aria-busy aria-label={t('page.title')}>
        {header}
        <CardTable.Tbody>
          <CardTable.SkeletonRows rows={4} columns={8} />
        </CardTable.Tbody>
      </CardTable>
    );
  } else if (list.isError && !list.data) {
    content = (
      <div className={classes.state}>
        <ListFailed title={t('page.failed')} retryLabel={t('page.retry')} onRetry={() => void list.refetch()} />
      </div>
    );
  } else if (rows.length === 0) {
    content = (
      <div className={classes.state}>
        <ListEmpty
          title={t('page.empty')}
          body={t('page.emptyBody')}
          icon={IconCash}
          action={
            <Button variant="light" onClick={() => setForm({ mode: 'add' })}>
              {t('page.add')}
            </Button>
          }
        />
      </div>
    );
  } else {
    content = (
      <CardTable
        minWidth={900}
        verticalSpacing="sm"
        horizontalSpacing="md"
        striped
        highlightOnHover
        aria-label={t('page.title')}
        className={classes.table}
        data-stale={list.isPlaceholderData}
      >
        {header}
        <CardTable.Tbody>{rows.map(row)}</CardTable.Tbody>
        {footer()}
      </CardTable>
    );
  }
  const showMore = (
    <ShowMore
      status={t('page.shown', { shown: rows.length, count })}
      label={t('page.showMore')}
      hasMore={list.hasNextPage && rows.length > 0}
      isLoading={list.isFetchingNextPage}
      onMore={() => void list.fetchNextPage()}
    />
  );

  const actions = (
    <Group gap="sm">
      {admin && count > 0 && (
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => void exportRows()}
          loading={isExporting}
          aria-label={t('page.printLabel')}
        >
          {t('page.print')}
        </Button>
      )}
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ mode: 'add' })}>
        {t('page.add')}
      </Button>
    </Group>
  );

  const toolbar = admin ? (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
        <DatePickerInput
          type="range"
          label={t('page.range')}
          placeholder={t('page.rangePlaceholder')}
          valueFormat="DD MMM YYYY"
          numberOfColumns={isNarrow ? 1 : 2}
          allowSingleDateInRange
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
          value={range}
          onChange={(value) => chooseRange(value as Range)}
          error={range[0] && !range[1] ? t('page.rangeIncomplete') : undefined}
          w={{ base: '100%', xs: 320 }}
          popoverProps={{ withinPortal: true, returnFocus: true }}
        />
        <Anchor component="button" type="button" onClick={summary.toggle} aria-expanded={isSummaryOpen}>
          {isSummaryOpen ? t('summary.hide') : t('summary.show')}
        </Anchor>
      </Group>
      <Collapse in={isSummaryOpen}>
        <ExpenseSummaryPanel
          totals={totals}
          cashSalary={latest?.amount ?? 0}
          onlineSalary={latest?.online_amount ?? 0}
        />
      </Collapse>
    </Stack>
  ) : undefined;

  return (
    <BackOfficePage
      title={admin && list.data ? t('page.titleCount', { count }) : t('page.title')}
      summary={t('page.rangeText', { start: cashBookDate(shown.start), end: cashBookDate(shown.end) })}
      action={actions}
      toolbar={toolbar}
      after={
        <>
          <ExpenseFormModal target={form} onClose={() => setForm(null)} />
          <ExpenseViewModal entry={viewing} onClose={() => setViewing(null)} />
          {admin && (
            <>
              <Modal
                opened={confirmingEdit !== null}
                onClose={() => setConfirmingEdit(null)}
                title={t('confirm.editTitle')}
                centered
                size="sm"
              >
                <Stack gap="md">
                  <Text>{t('confirm.edit')}</Text>
                  <Group justify="flex-end" gap="sm">
                    <Button variant="default" onClick={() => setConfirmingEdit(null)}>
                      {t('confirm.no')}
                    </Button>
                    <Button
                      onClick={() => {
                        if (confirmingEdit) setForm({ mode: 'edit', entry: confirmingEdit });
                        setConfirmingEdit(null);
                      }}
                    >
                      {t('confirm.yes')}
                    </Button>
                  </Group>
                </Stack>
              </Modal>
              <DeleteExpenseModal entry={deleting} onClose={() => setDeleting(null)} />
            </>
          )}
        </>
      }
    >
      {content}
      {showMore}
    </BackOfficePage>
  );
}
