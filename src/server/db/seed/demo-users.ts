import { USER_TYPE } from '@shared/constants';
import type { NewUser } from '../tables';

/** A demo login: who it is, and the phone and password to sign in with. */
export interface DemoLogin {
  name: string;
  phone: string;
  password: string;
}

export interface DemoUser extends DemoLogin {
  user_type: number;
  extra: Partial<NewUser>;
}

/**
 * The demo logins (docs/decisions/004-data-and-seed.md), by the part each plays: the one list of their phones and
 * passwords. The seed creates them, the start banner prints them, and every test, browser test and script that signs
 * in as a demo user takes its login from here; the README's table is checked against it (demo-users.test.ts).
 */
export const DEMO = {
  admin: { name: 'Simran Kaur', phone: '9999900001', password: 'Admin@123' },
  staff: { name: 'Neha Sharma', phone: '9999900002', password: 'Staff@123' },
  staff2: { name: 'Arjun Mehta', phone: '9999900003', password: 'Staff@123' },
  customer: { name: 'Priya Verma', phone: '9999900011', password: 'Customer@123' },
  customer2: { name: 'Rohit Malhotra', phone: '9999900012', password: 'Customer@123' },
} as const satisfies Record<string, DemoLogin>;

/** The demo users the seed creates, in this order (their ids follow it). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    ...DEMO.admin,
    user_type: USER_TYPE.admin,
    extra: { name1: 'Simran', gender: 2, email: 'simran@curlystudio.in' },
  },
  {
    ...DEMO.staff,
    user_type: USER_TYPE.staff,
    extra: { name1: 'Neha', gender: 2, dob: '1996-12-02' },
  },
  {
    ...DEMO.staff2,
    user_type: USER_TYPE.staff,
    extra: { name1: 'Arjun', gender: 1, dob: '1993-05-19' },
  },
  {
    ...DEMO.customer,
    user_type: USER_TYPE.customer,
    extra: {
      name1: 'Priya',
      gender: 2,
      email: 'priya.verma@example.com',
      dob: '1998-11-28',
      anniversary: '2022-02-14',
      address: 'House 1180, Sector 21-B, Chandigarh',
    },
  },
  {
    ...DEMO.customer2,
    user_type: USER_TYPE.customer,
    extra: { name1: 'Rohit', gender: 1, email: 'rohit.malhotra@example.com', address: 'Flat 12, Phase 7, Mohali' },
  },
];
