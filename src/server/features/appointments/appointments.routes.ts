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
import type { AppointmentRow } from '@server/db/tables';
import { ADMIN_ONLY, ANY_SIGNED_IN, BACK_OFFICE, signedInUser } from '@server/plugins/auth';
import { FORM_BODIES, featureRoutes } from '@server/plugins/routes';
import { answerPage, answerSaved } from '@server/plugins/answers';
import {
  bookAppointment,
  listAppointmentsFor,
  listApprovedAppointmentsOn,
  listOwnAppointments,
  reviewAppointment,
} from './appointments.actions';
import { toAppointmentAnswer } from './appointments.mapper';

/** What a review answers: approved or rejected, as the appointment now is. */
const reviewMessage = (row: AppointmentRow) =>
  row.status === APPOINTMENT_STATUS.approved ? APPOINTMENT_MESSAGES.approved : APPOINTMENT_MESSAGES.rejected;

export function registerAppointmentRoutes(app: FastifyInstance, context: AppContext): void {
  const route = featureRoutes(app, ['appointments']);

  route.post('/api/expense/makeAppoitment', {
    access: 'public',
    summary:
      'Book an appointment (both payload shapes: services as a comma list of names, or JSON text of { services: [{ id, quantity }], bridalDay }); Idempotency-Key header makes retries safe',
    consumes: FORM_BODIES,
    body: bookingSchema,
    answer: appointmentSavedAnswerSchema,
    handler: (request) => {
      const booking = { caller: request.user, address: request.ip, keyHeader: request.headers['idempotency-key'] };
      return answerSaved(
        APPOINTMENT_MESSAGES.booked,
        toAppointmentAnswer,
        bookAppointment(context, booking, request.body),
      );
    },
  });

  route.get('/api/expense/myAppointments', {
    access: ANY_SIGNED_IN,
    summary: 'The caller’s own appointments, newest first (limit 5, page, optional status 0, 1 or 2)',
    querystring: myAppointmentsQuery,
    answer: appointmentPageSchema,
    handler: (request) =>
      answerPage(toAppointmentAnswer, listOwnAppointments(context, signedInUser(request), request.query)),
  });

  route.get('/api/expense/appointmentList', {
    access: ADMIN_ONLY,
    summary: 'Every appointment, newest first, by year and month (limit 10, page)',
    querystring: appointmentListQuery,
    answer: appointmentPageSchema,
    handler: (request) => answerPage(toAppointmentAnswer, listAppointmentsFor(context, request.query)),
  });

  route.get('/api/expense/approvedAppointments', {
    access: BACK_OFFICE,
    summary:
      'The approved appointments of one of the salon’s days (date YYYY-MM-DD), by time (limit 50, at most 100, page): tomorrow’s visits to remind',
    querystring: approvedAppointmentsQuery,
    answer: appointmentPageSchema,
    handler: (request) => answerPage(toAppointmentAnswer, listApprovedAppointmentsOn(context, request.query)),
  });

  route.post('/api/expense/updateAppoitment', {
    access: ADMIN_ONLY,
    summary: 'Approve (status 1) or reject (status 2, with the reason in status_text) an appointment',
    consumes: FORM_BODIES,
    body: appointmentUpdateSchema,
    answer: appointmentSavedAnswerSchema,
    handler: (request) => answerSaved(reviewMessage, toAppointmentAnswer, reviewAppointment(context, request.body)),
  });
}
