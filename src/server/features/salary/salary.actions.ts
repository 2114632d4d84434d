/**
 * Salary payments (docs/product.md#salary, #validation-salary, #roles): the admin adds, edits and deletes; staff see
 * their own payments, the admin everyone's. Each write is one transaction that checks the staff member and the row it
 * changes, so a payment can never name someone who is not a staff member or vanish halfway.
 */
import { USER_STATUS } from '@shared/constants';
import { rupeesToPaise } from '@shared/money';
import { isAdmin, isStaff } from '@shared/roles';
import {
  SALARY_MESSAGES,
  defaultSalaryRange,
  salaryRangeProblem,
  type SalaryEditPayload,
  type SalaryListQuery,
  type SalaryPayload,
} from '@shared/salary.schemas';
import { rowsBefore } from '@shared/paged-range';
import { salonToday } from '@shared/salon-time';
import type { AppContext } from '@server/context';
import type { Executor } from '@server/db/database';
import type { UserRow } from '@server/db/tables';
import { HttpError, invalidInput } from '@server/plugins/errors';
import { findUserById } from '@server/features/accounts/accounts.repository';
import * as salaries from './salary.repository';

function notFound(): HttpError {
  return new HttpError(404, SALARY_MESSAGES.notFound);
}

/**
 * Salaries go to active staff members. An edit may keep the staff member the payment already names even after
 * they were deactivated, so an old payment can still be corrected.
 */
async function checkStaff(tx: Executor, staffId: number, alreadyPaidTo?: number): Promise<void> {
  const staff = await findUserById(tx, staffId);
  const isActive = staff?.status === USER_STATUS.activated;
  if (!isStaff(staff) || (!isActive && staffId !== alreadyPaidTo)) {
    throw invalidInput({ staff: [SALARY_MESSAGES.unknownStaff] });
  }
}

function stored(payload: SalaryPayload) {
  return {
    date: payload.date,
    staff_id: payload.staff,
    amount_paise: rupeesToPaise(payload.amount),
    online_amount_paise: rupeesToPaise(payload.online_amount),
    comment: payload.comment,
  };
}

export async function addSalary({ db }: AppContext, caller: UserRow, payload: SalaryPayload) {
  return db.transaction().execute(async (tx) => {
    await checkStaff(tx, payload.staff);
    const id = await salaries.insertSalary(tx, { ...stored(payload), user_id: caller.id });
    return (await salaries.findSalaryById(tx, id))!;
  });
}

export async function editSalary({ db }: AppContext, payload: SalaryEditPayload) {
  return db.transaction().execute(async (tx) => {
    const existing = await salaries.findSalaryStaffId(tx, payload.id);
    if (!existing) throw notFound();
    await checkStaff(tx, payload.staff, existing.staff_id);
    if (!(await salaries.updateSalary(tx, payload.id, stored(payload)))) throw notFound();
    return (await salaries.findSalaryById(tx, payload.id))!;
  });
}

export async function removeSalary({ db }: AppContext, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (!(await salaries.deleteSalary(tx, id))) throw notFound();
  });
}

/**
 * A page of the payments of a range (the salon's month so far unless given; any length) with the whole range's
 * totals summed in SQL; staff see only their own.
 */
export async function listSalariesFor({ db, config }: AppContext, caller: UserRow, query: SalaryListQuery) {
  const fallback = defaultSalaryRange(salonToday(config.timeZone));
  const start = query.start_date ?? fallback.start;
  const end = query.end_date ?? fallback.end;
  if (salaryRangeProblem(start, end) === 'order') throw invalidInput({ start_date: [SALARY_MESSAGES.rangeOrder] });
  const range = { start, end, staffId: isAdmin(caller) ? undefined : caller.id };
  const [rows, sums] = await Promise.all([
    salaries.listSalaries(db, {
      ...range,
      sortby: query.sortby,
      direction: query.direction,
      limit: query.limit,
      offset: rowsBefore(query),
    }),
    salaries.sumSalaryRange(db, range),
  ]);
  return { rows, sums, start, end };
}
