/**
 * Booking and reviewing appointments (docs/product.md#booking-payloads, #booking-request, #api-appointments,
 * #appointment-review, #whatsapp-messages): POST /api/expense/makeAppoitment, GET /api/expense/myAppointments, GET
 * /api/expense/appointmentList, GET /api/expense/approvedAppointments and POST /api/expense/updateAppoitment. The
 * rules are in appointments.actions.ts.
 */
import type { FastifyInstance } from 'fastify';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUS,
  appointmentListQuery,
  appointmentPageSchema,
  appointmentSavedAnswerSchema,
  appointmentUpdateSchema,
  approvedAppointmentsQuery,
  bookingSchema,
  myAppointmentsQuery,
} from '@shared/appointments.schemas';
import type { AppContext } from '@server/context';
import { ADMIN_ONLY, ANY_SIGNED_IN, BACK_OFFICE, signedInUser } from '@server/plugins/auth';
import { FORM_BODIES, featureRoutes } from '@server/plugins/routes';
import {
  bookAppointment,
  listAppointmentsFor,
  listApprovedAppointmentsOn,
  listOwnAppointments,
  reviewAppointment,
} from './appointments.actions';
import { toAppointmentAnswer } from './appointments.mapper';

export function registerAppointmentRoutes(app: FastifyInstance, context: AppContext): void {
  const route = featureRoutes(app, ['appointments']);

  route.post('/api/expense/makeAppoitment', {
    access: 'public',
    summary:
      'Book an appointment (both payload shapes: services as a comma list of names, or JSON text of { services: [{ id, quantity }], bridalDay }); Idempotency-Key header makes retries safe',
    consumes: FORM_BODIES,
    body: bookingSchema,
    answer: appointmentSavedAnswerSchema,
    handler: async (request) => {
      const booking = { caller: request.user, address: request.ip, keyHeader: request.headers['idempotency-key'] };
      const row = await bookAppointment(context, booking, request.body);
      return { message: APPOINTMENT_MESSAGES.booked, data: toAppointmentAnswer(row) };
    },
  });

  route.get('/api/expense/myAppointments', {
    access: ANY_SIGNED_IN,
    summary: 'The caller’s own appointments, newest first (limit 5, page, optional status 0, 1 or 2)',
    querystring: myAppointmentsQuery,
    answer: appointmentPageSchema,
    handler: async (request) => {
      const { rows, total } = await listOwnAppointments(context, signedInUser(request), request.query);
      return { data: rows.map(toAppointmentAnswer), total };
    },
  });

  route.get('/api/expense/appointmentList', {
    access: ADMIN_ONLY,
    summary: 'Every appointment, newest first, by year and month (limit 10, page)',
    querystring: appointmentListQuery,
    answer: appointmentPageSchema,
    handler: async (request) => {
      const { rows, total } = await listAppointmentsFor(context, request.query);
      return { data: rows.map(toAppointmentAnswer), total };
    },
  });

  route.get('/api/expense/approvedAppointments', {
    access: BACK_OFFICE,
    summary:
      'The approved appointments of one of the salon’s days (date YYYY-MM-DD), by time (limit 50, at most 100, page): tomorrow’s visits to remind',
    querystring: approvedAppointmentsQuery,
    answer: appointmentPageSchema,
    handler: async (request) => {
      const { rows, total } = await listApprovedAppointmentsOn(context, request.query);
      return { data: rows.map(toAppointmentAnswer), total };
    },
  });

  route.post('/api/expense/updateAppoitment', {
    access: ADMIN_ONLY,
    summary: 'Approve (status 1) or reject (status 2, with the reason in status_text) an appointment',
    consumes: FORM_BODIES,
    body: appointmentUpdateSchema,
    answer: appointmentSavedAnswerSchema,
    handler: async (request) => {
      const row = await reviewAppointment(context, request.body);
      const message =
        row.status === APPOINTMENT_STATUS.approved ? APPOINTMENT_MESSAGES.approved : APPOINTMENT_MESSAGES.rejected;
      return { message, data: toAppointmentAnswer(row) };
    },
  });
}
