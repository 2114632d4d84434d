/**
 * The demo's appointment requests (docs/product.md#appointment-review, #appointment-status: 0 In Review, 1 Approved, 2
 * Rejected, with or without a reason): some past, some today and tomorrow, some later, one with no date yet and one for
 * an offer. Each is stored as a booking stores it (the catalogue's names and prices, in paise) through the appointments
 * repository, booked some days before its date; one of each state was booked today, so this month's dashboard counts
 * every state whatever day the demo starts.
 */
import { APPOINTMENT_STATUS } from '@shared/appointments.schemas';
import { ALL_CATEGORY_ID, ZERO_DATETIME } from '@shared/constants';
import { addDays } from '@shared/salon-time';
import type { StoredLine, StoredServices } from '@server/features/appointments/appointments.mapper';
import { appointmentTotalPaise } from '@server/features/appointments/appointments.actions';
import { insertAppointment } from '@server/features/appointments/appointments.repository';
import { listServices } from '@server/features/catalogue/catalogue.repository';
import type { Executor } from '../database';
import { instantOf, pastTime, type DemoClock } from './demo-calendar';

interface Booker {
  id: number | null;
  name: string;
  phone: string;
  email: string;
}

interface DemoAppointment {
  /** Who asked: a demo customer by phone, or a visitor without an account. */
  customerPhone?: string;
  guest?: { name: string; phone: string };
  /** Days from today, and the time; null: no date chosen yet. */
  inDays: number | null;
  time?: string;
  services: string[];
  status: number;
  statusText?: string;
  /** Booked this many days before today (0: today, a little before the seeding). */
  bookedDaysAgo: number;
  comment?: string;
  offerName?: string;
}

const { inReview, approved, rejected } = APPOINTMENT_STATUS;

const DEMO_APPOINTMENTS: readonly DemoAppointment[] = [
  {
    customerPhone: '9999900011',
    inDays: -20,
    time: '11:00',
    services: ['Hydra Facial'],
    status: approved,
    bookedDaysAgo: 23,
  },
  {
    customerPhone: '9999900022',
    inDays: -12,
    time: '16:30',
    services: ['Gel Nail Extensions'],
    status: approved,
    bookedDaysAgo: 14,
  },
  {
    guest: { name: 'Riya Malhotra', phone: '9814012345' },
    inDays: -9,
    time: '18:00',
    services: ['Party Makeup'],
    status: rejected,
    statusText: 'Fully booked that evening; we called to offer the next day.',
    bookedDaysAgo: 10,
  },
  {
    customerPhone: '9999900012',
    inDays: -6,
    time: '15:00',
    services: ["Men's Haircut & Styling", 'Beard Trim & Styling'],
    status: approved,
    bookedDaysAgo: 6,
  },
  {
    guest: { name: 'Simmi Kohli', phone: '9872201234' },
    inDays: -3,
    time: '12:30',
    services: ['Keratin Treatment'],
    status: rejected,
    bookedDaysAgo: 4,
  },
  {
    customerPhone: '9999900023',
    inDays: 0,
    time: '11:30',
    services: ['Hair Spa', 'Classic Manicure'],
    status: approved,
    bookedDaysAgo: 2,
    comment: 'Birthday treat',
  },
  {
    customerPhone: '9999900011',
    inDays: 0,
    time: '17:00',
    services: ['Party Makeup'],
    status: approved,
    bookedDaysAgo: 1,
  },
  {
    guest: { name: 'Tanvi Sood', phone: '9988012345' },
    inDays: 0,
    time: '19:00',
    services: ['Eyebrow Threading', 'Clean-Up'],
    status: inReview,
    bookedDaysAgo: 0,
  },
  {
    customerPhone: '9999900021',
    inDays: 1,
    time: '12:00',
    services: ['Hydra Facial'],
    status: approved,
    bookedDaysAgo: 0,
  },
  {
    customerPhone: '9999900027',
    inDays: 1,
    time: '16:00',
    services: ["Men's Facial", "Men's Haircut & Styling"],
    status: inReview,
    bookedDaysAgo: 1,
  },
  {
    guest: { name: 'Jasleen Kaur', phone: '9876123450' },
    inDays: 2,
    time: '15:30',
    services: ['Engagement Makeup'],
    status: rejected,
    statusText: 'Our makeup artist is at a wedding that day. Please choose another date.',
    bookedDaysAgo: 0,
  },
  {
    customerPhone: '9999900030',
    inDays: 3,
    time: '13:00',
    services: ['Hydra Facial', 'Hair Spa'],
    status: inReview,
    bookedDaysAgo: 0,
    offerName: 'Hydra Facial + Hair Spa at ₹2,999',
  },
  {
    customerPhone: '9999900024',
    inDays: 5,
    time: '10:30',
    services: ['Hair Smoothening'],
    status: inReview,
    bookedDaysAgo: 1,
  },
  {
    customerPhone: '9999900025',
    inDays: 10,
    time: '09:00',
    services: ['HD Bridal Makeup', 'Pre-Bridal Package (5 Days)'],
    status: approved,
    bookedDaysAgo: 15,
    comment: 'For my sister’s wedding; the pre-bridal visits start a week before.',
  },
  {
    guest: { name: 'Mehak Bedi', phone: '9855098765' },
    inDays: null,
    services: ['Airbrush Bridal Makeup'],
    status: inReview,
    bookedDaysAgo: 1,
    comment: 'Wedding in February; would like a trial first.',
  },
];

export async function insertDemoAppointments(
  tx: Executor,
  clock: DemoClock,
  customersByPhone: ReadonlyMap<string, Booker>,
  offers: ReadonlyMap<string, number>,
): Promise<void> {
  const catalogue = new Map((await listServices(tx, {}, ALL_CATEGORY_ID)).map((row) => [row.name, row]));
  for (const [index, demo] of DEMO_APPOINTMENTS.entries()) {
    const customer = demo.customerPhone ? customersByPhone.get(demo.customerPhone) : undefined;
    const booker: Booker = customer ?? { id: null, email: '', ...demo.guest! };
    const lines: StoredLine[] = demo.services.flatMap((name) => {
      const row = catalogue.get(name);
      if (!row) return [];
      const line = { price_paise: row.price_paise, discount_paise: row.discount_paise, quantity: 1 };
      return [{ id: row.id, name: row.name, ...line, advance_payment_paise: 0 }];
    });
    const stored: StoredServices = { services: lines, products: [], bridalDay: {} };
    const date =
      demo.inDays === null ? ZERO_DATETIME : `${addDays(clock.today, demo.inDays)} ${demo.time ?? '11:00'}:00`;
    const bookedOn = addDays(clock.today, -demo.bookedDaysAgo);
    const bookedAt = instantOf(
      clock,
      bookedOn,
      pastTime(clock, bookedOn, '10:15:00', DEMO_APPOINTMENTS.length - index),
    );
    const offerId = demo.offerName ? (offers.get(demo.offerName) ?? null) : null;
    await insertAppointment(
      tx,
      {
        user_id: booker.id,
        name: booker.name,
        phone: booker.phone,
        email: booker.email,
        date,
        list_month: (date === ZERO_DATETIME ? clock.today : date).slice(0, 7),
        comment: offerId ? `I selected This Offer ${demo.offerName}` : (demo.comment ?? ''),
        services: JSON.stringify(stored),
        total_paise: appointmentTotalPaise(stored),
        status: demo.status,
        status_text: demo.statusText ?? '',
        offer_id: offerId,
        staff_id: null,
        idempotency_key: null,
      },
      bookedAt,
    );
  }
}
