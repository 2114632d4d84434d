/**
 * A believable salon on the first start (SEED_DEMO): last month's and this month's invoices and payments, the cash
 * book that agrees with them, appointments in every state, salaries and attendance, every date relative to the
 * salon's today. Runs in the seed's transaction, after the users, services and offers are in.
 */
import { USER_TYPE } from '@shared/constants';
import { findUserByPhone } from '@server/features/accounts/accounts.repository';
import { listAllOffers } from '@server/features/offers/offers.repository';
import type { Executor } from '../database';
import type { DemoClock } from './demo-calendar';
import { insertDemoAppointments } from './demo-appointments';
import { insertDemoAttendance } from './demo-attendance';
import { insertDemoExpenses } from './demo-expenses';
import { insertDemoOrders } from './demo-orders';
import { insertDemoSalaries } from './demo-salaries';

const ADMIN_PHONE = '9999900001';
/** Neha does skin, nails and makeup; Arjun does hair and the men's services. */
const BEAUTICIAN_PHONE = '9999900002';
const HAIR_STYLIST_PHONE = '9999900003';

export async function insertDemoSalon(
  tx: Executor,
  clock: DemoClock,
  customerPhones: readonly string[],
): Promise<void> {
  const admin = await findUserByPhone(tx, ADMIN_PHONE);
  const beautician = await findUserByPhone(tx, BEAUTICIAN_PHONE);
  const hairStylist = await findUserByPhone(tx, HAIR_STYLIST_PHONE);
  if (!admin || !beautician || !hairStylist) return;
  const customers = [];
  for (const phone of customerPhones) {
    const customer = await findUserByPhone(tx, phone);
    if (customer?.user_type === USER_TYPE.customer) customers.push(customer);
  }
  const person = (user: { id: number; name: string }) => ({ id: user.id, name: user.name });

  await insertDemoOrders(tx, clock, {
    admin: person(admin),
    beautician: person(beautician),
    hairStylist: person(hairStylist),
    customers: customers.map((customer) => ({ ...person(customer), gender: customer.gender })),
  });
  await insertDemoExpenses(tx, clock, [beautician.id, hairStylist.id, admin.id]);
  await insertDemoSalaries(tx, clock.today, {
    adminId: admin.id,
    beauticianId: beautician.id,
    hairStylistId: hairStylist.id,
  });
  await insertDemoAttendance(tx, clock.today, [beautician.id, hairStylist.id]);
  const offers = new Map((await listAllOffers(tx)).map((offer) => [offer.name, offer.id]));
  await insertDemoAppointments(
    tx,
    clock,
    new Map(
      customers.map((customer) => [
        customer.phone,
        { id: customer.id, name: customer.name, phone: customer.phone, email: customer.email },
      ]),
    ),
    offers,
  );
}
