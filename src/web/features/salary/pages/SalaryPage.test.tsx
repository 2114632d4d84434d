import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SALARY_MESSAGES, type Salary, type SalaryListAnswer } from '@shared/salary.schemas';
import type * as PagedRange from '@shared/paged-range';
import { salonToday } from '@shared/salon-time';
import { PAGES } from '@web/pages';
import { openAppAs, renderApp, signIn, staffListAnswer, stubApi, testUser } from '@web/test/render';
import { itSendsHome } from '@web/test/guards';
import { SALARY_SHEET_HEADER } from '@web/test/workbook';
import { headersOf } from '@web/test/tables';
import { openDialog } from '@web/test/dialogs';
import { SALARY_STAFF, testSalary } from '../test/salaries';

// Pages of 4 rows and an export of 5 a request, so the long-range tests render a few rows, not hundreds.
vi.mock('@shared/paged-range', async (importOriginal) => ({
  ...(await importOriginal<typeof PagedRange>()),
  LIST_PAGE_SIZE: 4,
  LIST_PAGE_MAX: 5,
}));

// The page's code is loaded once, before the tests time anything (a busy machine can take seconds).
beforeAll(() => PAGES.salary.preload(), 30_000);

const LOAD = { timeout: 20_000 };
/** The rows are in (the loading table has the same name). */
const loaded = () => screen.findAllByTestId('salary-row', {}, LOAD);
const admin = testUser({ id: 1, name: 'Simran Kaur', user_type: 1 });
const staff = testUser({ id: 2, name: 'Neha Sharma', user_type: 2 });
const today = () => salonToday('Asia/Kolkata');

function totalsOf(rows: Salary[]): SalaryListAnswer['totals'] {
  const cash = rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
  const online = rows.reduce((sum, row) => sum + Math.round(row.online_amount * 100), 0);
  return { amount: cash / 100, online_amount: online / 100, total: (cash + online) / 100, count: rows.length };
}

interface Sent {
  url: string;
  body: Record<string, unknown> | null;
}

/** The salary routes over an in-memory list; `saveAnswer` replaces the add/edit answer. */
function stubSalary(rows: Salary[] | 'fail', saveAnswer?: { status: number; body: unknown }) {
  const lists: URLSearchParams[] = [];
  const sent: Sent[] = [];
  stubApi(staffListAnswer(SALARY_STAFF), ({ url, init }) => {
    if (url.startsWith('/api/salary/list')) {
      const query = new URLSearchParams(url.split('?')[1]);
      lists.push(query);
      if (rows === 'fail') return { status: 500, body: { message: 'Server Error', error: 'Server Error' } };
      // One page of the rows, with the whole range's totals, as the server answers (issue 15).
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 100);
      return {
        body: {
          data: rows.slice((page - 1) * limit, page * limit),
          totals: totalsOf(rows),
          page,
          limit,
          start_date: query.get('start_date'),
          end_date: query.get('end_date'),
        },
      };
    }
    if (url.startsWith('/api/salary/add') || url.startsWith('/api/salary/edit')) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ url, body });
      if (saveAnswer) return saveAnswer;
      return { body: { message: 'ok', data: testSalary(Number(body.id ?? 99)) } };
    }
    if (url.startsWith('/api/salary/delete')) {
      sent.push({ url, body: null });
      return { body: { message: 'Salary has been deleted!' } };
    }
    return undefined;
  });
  return { lists, sent };
}

// A busy machine renders Mantine's modals slowly.
describe('SalaryPage', { timeout: 30_000 }, () => {
  it('lists the payments of the month so far with every column, the totals, and the admin’s actions', async () => {
    const { lists } = stubSalary([
      testSalary(1),
      testSalary(2, { staff: { id: 3, name: 'Arjun Mehta' }, amount: 0, online_amount: 15000.5, comment: 'Bonus' }),
    ]);
    signIn(admin);
    renderApp('/salary');
    await loaded();
    const table = screen.getByRole('table', { name: 'Salary' });
    expect(headersOf(table).slice(0, 8)).toEqual(['Actions', ...SALARY_SHEET_HEADER]);
    expect(Object.fromEntries(lists[0]!)).toEqual({
      start_date: `${today().slice(0, 7)}-01`,
      end_date: today(),
      sortby: 'date',
      direction: 'desc',
      page: '1',
      limit: '4',
    });
    const arjun = screen.getByText('Arjun Mehta').closest('tr')!;
    expect(within(arjun).getByText('05 Nov 2026')).toBeInTheDocument();
    expect(within(arjun).getAllByText('₹15,000.5')).toHaveLength(2);
    expect(within(arjun).getByText('Bonus')).toBeInTheDocument();
    const totals = screen.getByTestId('salary-totals');
    expect(within(totals).getByText('₹12,000')).toBeInTheDocument();
    expect(within(totals).getByText('₹21,000.5')).toBeInTheDocument();
    expect(within(totals).getByText('₹33,000.5')).toBeInTheDocument();
    expect(screen.getByText(/2 payments from/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Salary' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Edit salary of Arjun Mehta on 05 Nov 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete salary of Arjun Mehta on 05 Nov 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('shows staff the list with Add disabled and no edit or delete, only view', async () => {
    stubSalary([testSalary(1)]);
    const { user } = openAppAs(staff, '/salary');
    await loaded();
    const add = screen.getByRole('button', { name: 'Add Salary' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    await user.click(add);
    expect(screen.queryByRole('dialog', { name: 'Add Salary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit salary/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete salary/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View salary of Neha Sharma on 05 Nov 2026' }));
    const view = await screen.findByRole('dialog', { name: 'Salary' });
    expect(within(view).getByText('₹18,000')).toBeInTheDocument();
    expect(within(view).getByText('Salary for October 2026')).toBeInTheDocument();
    expect(within(view).getByText('Simran Kaur')).toBeInTheDocument();
  });

  it('shows the first page of a long range with the whole range’s totals, and the rest on Show more', async () => {
    const rows = Array.from({ length: 6 }, (_, index) => testSalary(index + 1, { comment: `Week ${index + 1}` }));
    const { lists } = stubSalary(rows);
    signIn(admin);
    renderApp('/salary?start=2024-04-01&end=2026-03-31');
    await loaded();
    expect(screen.getAllByTestId('salary-row')).toHaveLength(4);
    expect(Object.fromEntries(lists.at(-1)!)).toMatchObject({ page: '1', limit: '4' });
    expect(screen.getByText(/6 payments from 01 Apr 2024 to 31 Mar 2026/)).toBeInTheDocument();
    const totals = screen.getByTestId('salary-totals');
    expect(within(totals).getByText('₹72,000')).toBeInTheDocument(); // 6 × ₹12,000 cash
    expect(screen.getByText('Showing 4 of 6 payments')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('salary-row')).toHaveLength(6), LOAD);
    expect(Object.fromEntries(lists.at(-1)!)).toMatchObject({ page: '2', limit: '4' });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('exports every payment of the range, page after page', async () => {
    const { lists } = stubSalary(Array.from({ length: 11 }, (_, index) => testSalary(index + 1)));
    signIn(admin);
    renderApp('/salary?start=2024-04-01&end=2026-03-31');
    await loaded();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    const exportPages = () => lists.filter((query) => query.get('limit') === '5').map((query) => query.get('page'));
    await waitFor(() => expect(exportPages()).toEqual(['1', '2', '3']), LOAD);
  });

  it("says 'No salary found!' and hides Print when the range has no payments", async () => {
    stubSalary([]);
    signIn(admin);
    renderApp('/salary');
    expect(await screen.findByText('No salary found!', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubSalary('fail');
    signIn(admin);
    renderApp('/salary');
    expect(await screen.findByText('The salaries could not be loaded.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows and hides the summary', async () => {
    stubSalary([testSalary(1), testSalary(2, { amount: 500, online_amount: 0 })]);
    const { user } = openAppAs(admin, '/salary');
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Show Summary' }));
    const summary = await screen.findByRole('region', { name: 'Summary of the salaries shown' });
    expect(within(summary).getByText('Total cash salary').nextSibling).toHaveTextContent('₹12,500');
    expect(within(summary).getByText('Total online salary').nextSibling).toHaveTextContent('₹6,000');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('₹18,500');
    expect(within(summary).getByText('Number of payments').nextSibling).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Hide Summary' }));
    expect(screen.getByRole('button', { name: 'Show Summary' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the first 15 characters of a comment and the rest on a click', async () => {
    stubSalary([testSalary(1, { comment: 'Salary for October 2026 paid in two parts' })]);
    const { user } = openAppAs(admin, '/salary');
    const preview = await screen.findByRole('button', { name: 'Salary for Octo…' }, LOAD);
    expect(preview).toHaveAttribute('aria-expanded', 'false');
    await user.click(preview);
    expect(screen.getByRole('button', { name: 'Salary for October 2026 paid in two parts' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('sorts by a column, keeping the sort in the address', async () => {
    const { lists } = stubSalary([testSalary(1)]);
    signIn(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/salary');
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Cash' }));
    await waitFor(() => expect(lists.at(-1)!.get('sortby')).toBe('amount'));
    expect(lists.at(-1)!.get('direction')).toBe('desc');
    expect(router.state.location.search).toContain('sortby=amount');
    await user.click(screen.getByRole('button', { name: 'Cash' }));
    await waitFor(() => expect(lists.at(-1)!.get('direction')).toBe('asc'));
  });

  it('reads the range from the address', async () => {
    const { lists } = stubSalary([]);
    signIn(admin);
    renderApp('/salary?start=2026-10-01&end=2026-10-31');
    await screen.findByText('No salary found!', {}, LOAD);
    expect(lists[0]!.get('start_date')).toBe('2026-10-01');
    expect(lists[0]!.get('end_date')).toBe('2026-10-31');
  });

  it('checks Add Salary in the spec’s words, then sends it and says Salary has been added!', async () => {
    const { sent } = stubSalary([]);
    const { user } = openAppAs(admin, '/salary');
    const dialog = await openDialog(user, 'Add Salary', 'Add Salary', LOAD);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SALARY_MESSAGES.staffRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(SALARY_MESSAGES.amountEmpty)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: 'Staff' }));
    // Salaries go to staff members: the admin is not offered.
    expect(screen.queryByRole('option', { name: 'Simran Kaur' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Arjun Mehta' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Cash' }), '9000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Online' }), '1500.5');
    expect(within(dialog).getByTestId('salary-form-total')).toHaveTextContent('₹10,500.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'November');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Salary has been added!')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: '/api/salary/add',
        body: { date: today(), staff: 3, amount: 9000, online_amount: 1500.5, comment: 'November' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Salary' })).not.toBeInTheDocument());
  });

  it('puts the server’s field errors under the fields', async () => {
    stubSalary([], {
      status: 422,
      body: { message: SALARY_MESSAGES.unknownStaff, error: { staff: [SALARY_MESSAGES.unknownStaff] } },
    });
    const { user } = openAppAs(admin, '/salary');
    const dialog = await openDialog(user, 'Add Salary', 'Add Salary', LOAD);
    await user.click(within(dialog).getByRole('textbox', { name: 'Staff' }));
    await user.click(await screen.findByRole('option', { name: 'Neha Sharma' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Cash' }), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SALARY_MESSAGES.unknownStaff)).toBeInTheDocument();
  });

  it('edits a payment with its values filled in and says Salary has been updated!', async () => {
    const { sent } = stubSalary([testSalary(7, { comment: 'Advance' })]);
    const { user } = openAppAs(admin, '/salary');
    const dialog = await openDialog(user, 'Edit salary of Neha Sharma on 05 Nov 2026', 'Edit Salary', LOAD);
    expect(within(dialog).getByRole('textbox', { name: 'Staff' })).toHaveValue('Neha Sharma');
    const cash = within(dialog).getByRole('textbox', { name: 'Cash' });
    expect(cash).toHaveValue('₹12,000');
    await user.clear(cash);
    await user.type(cash, '11000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Salary has been updated!')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: '/api/salary/edit',
        body: { id: 7, date: '2026-11-05', staff: 2, amount: 11000, online_amount: 6000, comment: 'Advance' },
      },
    ]);
  });

  it('deletes a payment after the confirmation and says Salary has been deleted!', async () => {
    const { sent } = stubSalary([testSalary(7)]);
    const { user } = openAppAs(admin, '/salary');
    await user.click(await screen.findByRole('button', { name: 'Delete salary of Neha Sharma on 05 Nov 2026' }, LOAD));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Salary' });
    expect(within(confirm).getByText('Are you sure you want to delete this salary?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Salary has been deleted!')).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/api/salary/delete?id=7', body: null }]);
  });

  itSendsHome('/salary', ['a customer'], () => stubSalary([]));
});
