/**
 * The salon's regular customers beyond the two demo logins: the people the demo's orders and appointments are for.
 * Their birthdays and anniversaries are relative to the seeding day, so the dashboard's lists of the next 15 days
 * (docs/product.md#dashboard) always have someone, one of them today. They never sign in: each has a stored
 * hash that no password matches.
 */
import { USER_TYPE } from '@shared/constants';
import { addDays } from '@shared/salon-time';
import type { NewUser } from '../tables';
import { yearsBefore } from './demo-calendar';

interface DemoCustomer {
  name: string;
  phone: string;
  gender: 1 | 2;
  email?: string;
  address?: string;
  /** Born this many years before the day that is `birthdayInDays` from today. */
  birthday?: { inDays: number; age: number };
  anniversary?: { inDays: number; years: number };
  /** A fixed date of birth, when the birthday is not one of the next days. */
  dob?: string;
}

const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: 'Ananya Gupta',
    phone: '9999900021',
    gender: 2,
    email: 'ananya.gupta@example.com',
    birthday: { inDays: 2, age: 27 },
  },
  { name: 'Kavya Bansal', phone: '9999900022', gender: 2, address: 'Sector 15-C, Chandigarh', dob: '1995-03-14' },
  { name: 'Ishita Arora', phone: '9999900023', gender: 2, birthday: { inDays: 0, age: 24 } },
  {
    name: 'Meenal Sethi',
    phone: '9999900024',
    gender: 2,
    dob: '1976-08-09',
    anniversary: { inDays: 11, years: 25 },
  },
  {
    name: 'Harpreet Gill',
    phone: '9999900025',
    gender: 2,
    address: 'Phase 3B2, Mohali',
    dob: '1990-01-22',
    anniversary: { inDays: 5, years: 8 },
  },
  { name: 'Sakshi Jain', phone: '9999900026', gender: 2, email: 'sakshi.jain@example.com', dob: '1999-06-30' },
  { name: 'Vikram Chawla', phone: '9999900027', gender: 1, birthday: { inDays: 9, age: 34 } },
  { name: 'Karan Ahuja', phone: '9999900028', gender: 1, dob: '1992-10-05' },
  { name: 'Pooja Khanna', phone: '9999900029', gender: 2, address: 'Sector 8, Panchkula', dob: '1988-04-17' },
  { name: 'Nisha Bhatia', phone: '9999900030', gender: 2, birthday: { inDays: 13, age: 31 } },
];

/** The customers as rows to insert, dated from the salon's today. */
export function demoCustomerRows(
  today: string,
  passwordHash: () => string,
): Omit<NewUser, 'created_at' | 'updated_at'>[] {
  return DEMO_CUSTOMERS.map((customer) => ({
    name: customer.name,
    name1: customer.name.split(' ')[0]!,
    phone: customer.phone,
    email: customer.email ?? '',
    address: customer.address ?? '',
    gender: customer.gender,
    dob: customer.birthday
      ? yearsBefore(addDays(today, customer.birthday.inDays), customer.birthday.age)
      : (customer.dob ?? null),
    anniversary: customer.anniversary
      ? yearsBefore(addDays(today, customer.anniversary.inDays), customer.anniversary.years)
      : null,
    password_hash: passwordHash(),
    user_type: USER_TYPE.customer,
    status: 1,
  }));
}
