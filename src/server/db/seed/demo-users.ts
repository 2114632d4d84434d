import { USER_TYPE } from '@shared/constants';
import type { NewUser } from '../tables';

export interface DemoUser {
  name: string;
  phone: string;
  password: string;
  user_type: number;
  extra: Partial<NewUser>;
}

/** The demo logins the README lists (docs/product.md#demo-data). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    name: 'Simran Kaur',
    phone: '9999900001',
    password: 'Admin@123',
    user_type: USER_TYPE.admin,
    extra: { name1: 'Simran', gender: 2, email: 'simran@curlystudio.in' },
  },
  {
    name: 'Neha Sharma',
    phone: '9999900002',
    password: 'Staff@123',
    user_type: USER_TYPE.staff,
    extra: { name1: 'Neha', gender: 2, dob: '1996-12-02' },
  },
  {
    name: 'Arjun Mehta',
    phone: '9999900003',
    password: 'Staff@123',
    user_type: USER_TYPE.staff,
    extra: { name1: 'Arjun', gender: 1, dob: '1993-05-19' },
  },
  {
    name: 'Priya Verma',
    phone: '9999900011',
    password: 'Customer@123',
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
    name: 'Rohit Malhotra',
    phone: '9999900012',
    password: 'Customer@123',
    user_type: USER_TYPE.customer,
    extra: { name1: 'Rohit', gender: 1, email: 'rohit.malhotra@example.com', address: 'Flat 12, Phase 7, Mohali' },
  },
];
