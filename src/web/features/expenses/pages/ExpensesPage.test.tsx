import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cashBookDate } from '@shared/cash-book';
import type { Expense, ExpenseTotals } from '@shared/expenses.schemas';
import { formatRupees } from '@shared/money';
import type * as PagedRange from '@shared/paged-range';
import { addDays, salonToday } from '@shared/salon-time';
import { renderApp, signIn, stubApi, testUser } from '@web/test/render';
import { headersOf } from '@web/test/tables';
import { openDialog } from '@web/test/dialogs';

// Pages of 4 rows and an export of 5 a request, so the long-range tests render a few rows, not hundreds.
vi.mock('@shared/paged-range', async (importOriginal) => ({
  ...(await importOriginal<typeof PagedRange>()),
  LIST_PAGE_SIZE: 4,
  LIST_PAGE_MAX: 5,
}));

const admin = testUser({ id: 1, name: 'Simran Kaur', user_type: 1 });
const staff = testUser({ id: 2, name: 'Neha Sharma', user_type: 2 });
const today = salonToday('Asia/Kolkata');
/** A busy machine renders a long table slowly. */
const LOAD = { timeout: 20_000 };

function entry(id: number, overrides: Partial<Expense> = {}): Expense {
  return {
    id,
    date: addDays(today, -id),
    total: 1000,
    cash: 100,
    online: 200,
    expense: 50,
    expense_online: 25,
    closing: 650,
    cash1: 0,
    comment: '',
    holiday: 0,
    user: { id: 2, name: 'Neha Sharma' },
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

interface Book {
  rows: Expense[];
  amount?: number;
  online_amount?: number;
  last?: { closing: number; date: string | null };
}

/** The whole range's figures, as the server sums them; the closing is the latest entry's. */
function totalsOf(rows: readonly Expense[]): ExpenseTotals {
  const sum = (pick: (row: Expense) => number) =>
    rows.reduce((paise, row) => paise + Math.round(pick(row) * 100), 0) / 100;
  const latest = [...rows].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id).at(-1);
  return {
    count: rows.length,
    total: sum((row) => row.total),
    cash: sum((row) => row.cash),
    online: sum((row) => row.online),
    expense: sum((row) => row.expense),
    expense_online: sum((row) => row.expense_online),
    closing: latest ? latest.closing : null,
  };
}

/** The expense routes over an in-memory book; answers the bodies sent to each. */
function stubBook(book: Book) {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  const fetchMock = stubApi(({ url, init }) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (url.startsWith('/api/expense/')) sent.push({ url, body });
    if (url.startsWith('/api/expense/all')) {
      // One page of the rows, with the whole range's totals, as the server answers (issue 15).
      const page = Number(body.page ?? 1);
      const limit = Number(body.limit ?? 100);
      return {
        body: {
          data: book.rows.slice((page - 1) * limit, page * limit),
          totals: totalsOf(book.rows),
          page,
          limit,
          amount: book.amount ?? 0,
          online_amount: book.online_amount ?? 0,
          start_date: body.start_date,
          end_date: body.end_date,
        },
      };
    }
    if (url.startsWith('/api/expense/lastExpense')) return { body: book.last ?? { closing: 0, date: null } };
    if (url.startsWith('/api/expense/add') || url.startsWith('/api/expense/update')) {
      return { body: { message: 'Successful.', data: entry(99, { ...(body as Partial<Expense>) }) } };
    }
    if (url.startsWith('/api/expense/delete')) return { body: { message: 'Expense has been deleted!' } };
    return undefined;
  });
  return { fetchMock, sent };
}

/** Stubs the book and opens the Expenses page (by default on its own range) signed in as `who`. */
function openBook(who: Parameters<typeof signIn>[0], book: Book, path = '/expenses') {
  const stub = stubBook(book);
  signIn(who);
  return { ...stub, ...renderApp(path) };
}

const twoDays = () => [
  entry(2, { total: 1000, cash: 100, online: 200, expense: 50, expense_online: 25, closing: 650 }),
  entry(1, {
    total: 2000.5,
    cash: 300,
    online: 400,
    expense: 100,
    expense_online: 0,
    closing: 1850.5,
    cash1: 650,
    comment: 'Electrician for the dryer socket',
    user: { id: 1, name: 'Simran Kaur' },
  }),
];

describe('ExpensesPage (admin)', () => {
  it("heads 'All expenses (count)' and lists every column of the spec with a totals row", async () => {
    openBook(admin, { rows: twoDays() });
    expect(await screen.findByRole('heading', { name: 'All expenses (2)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'All expenses' });
    const headers = headersOf(table);
    expect(headers.slice(0, 8)).toEqual([
      'Actions',
      'Date',
      'Total',
      'Cash / Online',
      'Expense cash / online',
      'Added By',
      'Closing',
      'Comment',
    ]);
    const rows = within(table).getAllByTestId('expense-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(cashBookDate(addDays(today, -2)))).toBeInTheDocument();
    expect(within(rows[1]!).getByText('₹1,850.5')).toBeInTheDocument();
    const totals = screen.getByTestId('expense-totals');
    expect(totals).toHaveTextContent('Totals');
    expect(totals).toHaveTextContent('₹3,000.5');
    expect(totals).toHaveTextContent('₹400₹600'); // cash over online
    expect(totals).toHaveTextContent('₹150₹25');
    expect(totals).toHaveTextContent('₹1,850.5'); // the last closing of the range
    expect(screen.getByRole('button', { name: /Print/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit expense of ' + cashBookDate(addDays(today, -1)) })).toBeVisible();
  });

  it('shows the summary with the salaries, what is left of what was entered, and Profit/Expense', async () => {
    openBook(admin, { rows: twoDays(), amount: 1200, online_amount: 300.5 });
    await screen.findByRole('heading', { name: 'All expenses (2)' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show Summary' }));
    expect(screen.getByRole('button', { name: 'Hide Summary' })).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText('Enter Cash'), '5000');
    await user.type(screen.getByLabelText('Enter Online'), '100');
    const figure = (label: string) => screen.getByTestId(`summary-${label}`).textContent;
    expect(figure('Cash Salary')).toBe('₹1,200');
    expect(figure('Online Salary')).toBe('₹300.5');
    expect(figure('Cash left')).toBe('₹3,800');
    expect(figure('Online Left')).toBe('-₹200.5');
    expect(figure('Total')).toBe('₹3,000.5');
    expect(figure('Cash')).toBe('₹400');
    expect(figure('Online')).toBe('₹600');
    expect(figure('Cash Expense')).toBe('₹150');
    expect(figure('Online Expense')).toBe('₹25');
    // 3000.5 − 150 − 25 − 1200 − 300.5
    expect(figure('Profit/Expense')).toBe('₹1,325');
    await user.click(screen.getByRole('button', { name: 'Hide Summary' }));
    expect(screen.getByRole('button', { name: 'Show Summary' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('sorts by a column, and turns the order round on a second click', async () => {
    const { sent, router } = openBook(admin, { rows: twoDays() });
    await screen.findByRole('heading', { name: 'All expenses (2)' });
    const user = userEvent.setup();
    expect(sent.at(-1)!.body).toMatchObject({ sortby: 'date', direction: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(sent.at(-1)!.body).toMatchObject({ sortby: 'total', direction: 'asc' }));
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(sent.at(-1)!.body).toMatchObject({ sortby: 'total', direction: 'desc' }));
    expect(router.state.location.search).toContain('sortby=total');
    expect(router.state.location.search).toContain('direction=desc');
    await user.click(screen.getByRole('button', { name: 'Cash / Online' }));
    await waitFor(() => expect(sent.at(-1)!.body).toMatchObject({ sortby: 'cash', direction: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Closing' }));
    await waitFor(() => expect(sent.at(-1)!.body).toMatchObject({ sortby: 'closing' }));
  });

  it('reads the range from the address and asks for it', async () => {
    const { sent } = openBook(admin, { rows: twoDays() }, '/expenses?start=2026-10-01&end=2026-10-31');
    await screen.findByRole('heading', { name: 'All expenses (2)' });
    expect(sent.at(-1)!.body).toMatchObject({ start_date: '2026-10-01', end_date: '2026-10-31' });
    expect(screen.getByText('01 Oct 2026 to 31 Oct 2026')).toBeInTheDocument();
  });

  it('shows the first 15 characters of a comment and the whole of it on a click', async () => {
    openBook(admin, { rows: twoDays() });
    const preview = await screen.findByText('Electrician for…');
    await userEvent.setup().click(preview);
    expect(screen.getByText('Electrician for the dryer socket')).toBeInTheDocument();
  });

  it("asks 'Do you want to edit Expense?' before the Update Expense form, and No keeps it closed", async () => {
    const { sent } = openBook(admin, { rows: twoDays() });
    await screen.findByRole('heading', { name: 'All expenses (2)' });
    const user = userEvent.setup();
    const editLabel = `Edit expense of ${cashBookDate(addDays(today, -1))}`;
    await user.click(screen.getByRole('button', { name: editLabel }));
    expect(await screen.findByText('Do you want to edit Expense?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText('Do you want to edit Expense?')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Update Expense' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: editLabel }));
    const dialog = await openDialog(user, 'Yes', 'Update Expense');
    expect(within(dialog).getByTestId('expense-opening')).toHaveTextContent('₹650');
    expect(within(dialog).getByTestId('expense-closing')).toHaveTextContent('₹1,850.5');
    const total = within(dialog).getByLabelText('Total');
    await user.clear(total);
    await user.type(total, '2500.5');
    expect(within(dialog).getByTestId('expense-closing')).toHaveTextContent('₹2,350.5');
    await user.click(within(dialog).getByRole('button', { name: 'Update Expense' }));
    expect(await screen.findByText('Expense has been updated!')).toBeInTheDocument();
    const update = sent.find((call) => call.url.startsWith('/api/expense/update'))!;
    expect(update.body).toMatchObject({ id: 1, total: 2500.5, cash: 300, closing: 2350.5, holiday: 0 });
  });

  it('deletes after the confirm', async () => {
    const { sent } = openBook(admin, { rows: twoDays() });
    await screen.findByRole('heading', { name: 'All expenses (2)' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Delete expense of ${cashBookDate(addDays(today, -2))}` }));
    expect(await screen.findByText('Are you sure you want to delete this Expense?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Expense has been deleted!')).toBeInTheDocument();
    expect(sent.find((call) => call.url.startsWith('/api/expense/delete'))!.body).toEqual({ id: 2 });
  });

  it('shows the first page of a long range with the whole range’s totals, and the next pages on Show more', async () => {
    const rows = Array.from({ length: 10 }, (_, index) =>
      entry(index + 1, { total: 100 + index, closing: 5000 - index, comment: `Day ${index + 1}` }),
    );
    const { sent } = openBook(admin, { rows }, '/expenses?start=2024-04-01&end=2026-03-31');
    expect(await screen.findByRole('heading', { name: 'All expenses (10)' }, LOAD)).toBeInTheDocument();
    expect(screen.getAllByTestId('expense-row')).toHaveLength(4);
    const lists = () => sent.filter((call) => call.url.startsWith('/api/expense/all'));
    expect(lists().at(-1)!.body).toMatchObject({
      start_date: '2024-04-01',
      end_date: '2026-03-31',
      page: 1,
      limit: 4,
    });
    // The footer has the range's totals, not the first page's.
    const totals = screen.getByTestId('expense-totals');
    expect(totals).toHaveTextContent(formatRupees(totalsOf(rows).total));
    expect(totals).toHaveTextContent(formatRupees(5000)); // the latest entry's closing
    expect(screen.getByText('Showing 4 of 10 entries')).toBeInTheDocument();
    // A keyboard reaches it: focus it and press Enter; a tap or a click does the same.
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Show more' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('expense-row')).toHaveLength(8), LOAD);
    expect(lists().at(-1)!.body).toMatchObject({ page: 2, limit: 4 });
    expect(screen.getByText('Showing 8 of 10 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('expense-row')).toHaveLength(10), LOAD);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('Day 10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All expenses (10)' })).toBeInTheDocument();
  });

  it('exports the whole range to Excel, page after page, not only the rows shown', async () => {
    const { sent } = openBook(
      admin,
      { rows: Array.from({ length: 12 }, (_, index) => entry(index + 1)) },
      '/expenses?start=2024-04-01&end=2026-03-31',
    );
    await screen.findByRole('heading', { name: 'All expenses (12)' }, LOAD);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Print/ }));
    const exportPages = () =>
      sent.filter((call) => call.url.startsWith('/api/expense/all') && call.body.limit === 5).map((c) => c.body.page);
    await waitFor(() => expect(exportPages()).toEqual([1, 2, 3]), LOAD);
  });

  it("says 'No expense found!' and hides Print when the range has no rows", async () => {
    openBook(admin, { rows: [] });
    expect(await screen.findByText('No expense found!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All expenses (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Print/ })).not.toBeInTheDocument();
  });
});

/** The Add Expense form, opened on an empty list whose book ended (by default) yesterday with a closing of ₹500. */
async function openAddExpenseOnEmptyBook(
  who: Parameters<typeof signIn>[0],
  last: Book['last'] = { closing: 500, date: addDays(today, -1) },
) {
  const { sent } = openBook(who, { rows: [], last });
  await screen.findByText('No expense found!');
  const user = userEvent.setup();
  await user.click(screen.getAllByRole('button', { name: 'Add Expense' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Add Expense' });
  await within(dialog).findByTestId('expense-opening');
  return { sent, user, dialog };
}

describe('the Add Expense form', () => {
  it('opens on today with the last closing as the opening, jumps to the day after the last entry, and sends the closing it showed', async () => {
    const lastDate = addDays(today, -3);
    const { sent } = openBook(staff, { rows: twoDays(), last: { closing: 1850.5, date: lastDate } });
    await screen.findByRole('heading', { name: 'All expenses' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Expense' });
    expect(await within(dialog).findByTestId('expense-opening')).toHaveTextContent('₹1,850.5');
    expect(within(dialog).getByLabelText(/^Date/)).toHaveTextContent(cashBookDate(today));
    await user.click(within(dialog).getByRole('button', { name: `Enter ${cashBookDate(addDays(lastDate, 1))}` }));
    expect(within(dialog).getByLabelText(/^Date/)).toHaveTextContent(cashBookDate(addDays(lastDate, 1)));
    expect(within(dialog).queryByRole('button', { name: /^Enter / })).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Total'), '1000');
    await user.type(within(dialog).getByLabelText('Cash'), '200');
    await user.type(within(dialog).getByLabelText('Online'), '0');
    await user.type(within(dialog).getByLabelText('Expense (cash)'), '50');
    expect(within(dialog).getByTestId('expense-closing')).toHaveTextContent('₹2,600.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    expect(await screen.findByText('Expense has been added!')).toBeInTheDocument();
    const added = sent.find((call) => call.url.startsWith('/api/expense/add'))!;
    expect(added.body).toMatchObject({
      date: addDays(lastDate, 1),
      total: 1000,
      cash: 200,
      expense: 50,
      online: 0,
      closing: 2600.5,
      holiday: 0,
    });
  });

  it('asks for each empty amount in the spec’s words instead of saving ₹0, and sends nothing', async () => {
    const { sent, user, dialog } = await openAddExpenseOnEmptyBook(staff);
    await user.type(within(dialog).getByLabelText('Cash'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    for (const message of ['Total expense is required!', 'Online expense is required!', 'Expense is required!']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).queryByText('Cash expense is required!')).not.toBeInTheDocument();
    expect(sent.some((call) => call.url.startsWith('/api/expense/add'))).toBe(false);
  });

  it('locks the amounts of a holiday and sends zero amounts with the holiday comment', async () => {
    const { sent, user, dialog } = await openAddExpenseOnEmptyBook(admin);
    await user.type(within(dialog).getByLabelText('Total'), '700');
    await user.click(within(dialog).getByLabelText('Holiday'));
    for (const label of ['Total', 'Cash', 'Online', 'Expense (cash)', 'Expense (online)']) {
      expect(within(dialog).getByLabelText(label)).toBeDisabled();
    }
    expect(
      within(dialog).getByText(
        `Saves the day with zero amounts and the comment “Holiday on (${cashBookDate(today)})”.`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('expense-closing')).toHaveTextContent('₹500');
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    expect(await screen.findByText('Expense has been added!')).toBeInTheDocument();
    expect(sent.find((call) => call.url.startsWith('/api/expense/add'))!.body).toMatchObject({
      date: today,
      total: 0,
      cash: 0,
      holiday: 1,
      closing: 500,
      comment: `Holiday on (${cashBookDate(today)})`,
    });
  });

  it("refuses a date before the last entry's in the spec's words, before asking the server", async () => {
    const { sent, user, dialog } = await openAddExpenseOnEmptyBook(staff, { closing: 0, date: addDays(today, 5) });
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    expect(await within(dialog).findByText('You can not Enter Previous Date Expense')).toBeInTheDocument();
    expect(sent.some((call) => call.url.startsWith('/api/expense/add'))).toBe(false);
  });
});

describe('ExpensesPage (staff)', () => {
  it("heads 'All expenses' and offers only Add Expense: no summary, range, Print or edit; delete disabled", async () => {
    openBook(staff, { rows: twoDays() });
    expect(await screen.findByRole('heading', { name: 'All expenses' })).toBeInTheDocument();
    await screen.findAllByTestId('expense-row');
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Print/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show Summary' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Date range')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit expense/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^View expense/ })).toHaveLength(2);
    // Delete shows, disabled, and says why; pressing it opens nothing.
    const deletes = screen.getAllByRole('button', { name: /^Delete expense/ });
    expect(deletes).toHaveLength(2);
    for (const button of deletes) expect(button).toHaveAttribute('aria-disabled', 'true');
    const user = userEvent.setup();
    await user.hover(deletes[0]!);
    expect(await screen.findByText('Only the admin can delete an expense.')).toBeInTheDocument();
    await user.click(deletes[0]!);
    expect(screen.queryByText('Are you sure you want to delete this Expense?')).not.toBeInTheDocument();
  });
});
