import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SALARY_MESSAGES } from '@shared/salary.schemas';
import { renderAt, signIn, staffListAnswer, stubApi, testUser } from '@web/test/render';
import { SALARY_STAFF } from '../test/salaries';
import { SalaryFormModal } from './SalaryFormModal';

const admin = testUser({ id: 1, name: 'Simran Kaur', user_type: 1 });
const staff = testUser({ id: 2, name: 'Neha Sharma', user_type: 2 });

const stubStaffUsers = () => stubApi(staffListAnswer(SALARY_STAFF));

async function openAddSalary() {
  renderAt(<SalaryFormModal opened salary={null} onClose={() => {}} />, '/salary');
  return screen.findByRole('dialog', { name: 'Add Salary' });
}

// A busy machine renders Mantine's modals slowly.
describe('SalaryFormModal', { timeout: 30_000 }, () => {
  it('starts a staff member’s Add Salary with themselves chosen', async () => {
    stubStaffUsers();
    signIn(staff);
    const dialog = await openAddSalary();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Staff' })).toHaveValue('Neha Sharma'));
  });

  it('leaves the admin to choose', async () => {
    const fetchMock = stubStaffUsers();
    signIn(admin);
    const dialog = await openAddSalary();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/user/staffUsers'))).toBe(true),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Staff' })).toHaveValue('');
  });

  it('says an amount is needed even while the date is missing', async () => {
    stubStaffUsers();
    signIn(admin);
    const user = userEvent.setup();
    const dialog = await openAddSalary();
    await user.click(within(dialog).getByRole('button', { name: 'Clear the date' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SALARY_MESSAGES.dateRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(SALARY_MESSAGES.amountEmpty)).toBeInTheDocument();
  });
});
