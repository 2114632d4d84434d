/**
 * Orders over HTTP (docs/product.md#api-orders): create_order and list_order for the desk, update_payment, cancel and
 * the month's invoice sheet for the admin, get_order for the open receipt page (its uid is random and unguessable).
 */
import type { FastifyInstance } from 'fastify';
import {
  ORDER_MESSAGES,
  cancelInvoiceSchema,
  createOrderSchema,
  listOrderQuery,
  orderAnswerSchema,
  orderListAnswerSchema,
  orderUidQuery,
  RECEIPT_PAYMENTS_MAX,
  receiptSchema,
  updatePaymentSchema,
} from '@shared/orders.schemas';
import { invoiceSheetAnswerSchema, invoiceSheetQuery } from '@shared/invoice-sheet.schemas';
import { isBackOffice } from '@shared/roles';
import type { AppContext } from '@server/context';
import { ADMIN_ONLY, BACK_OFFICE, signedInUser } from '@server/plugins/auth';
import { FORM_BODIES, featureRoutes } from '@server/plugins/routes';
import { answerPage, answerSaved } from '@server/plugins/answers';
import { z } from 'zod';
import { cancelInvoice, createOrder, listOrdersFor, receiptOf, updatePayment } from './orders.actions';
import { toOrderAnswer, toReceiptAnswer } from './orders.mapper';
import { invoiceSheet } from './invoice-sheet.actions';

export function registerOrderRoutes(app: FastifyInstance, context: AppContext): void {
  const route = featureRoutes(app, ['orders']);

  route.post('/api/order/create_order', {
    access: BACK_OFFICE,
    summary:
      'Create an invoice. `data` is JSON text of { services: [{ services: {id}, staff: [ids], qty, discount }], ' +
      'products: [{ name, price, comment, discount }] }; the server prices the services, recomputes every line ' +
      'and refuses a total_amount that disagrees. `services` and `staff` are derived from `data`.',
    consumes: FORM_BODIES,
    body: createOrderSchema,
    answer: orderAnswerSchema,
    handler: (request) =>
      answerSaved(ORDER_MESSAGES.created, toOrderAnswer, createOrder(context, signedInUser(request), request.body)),
  });

  route.post('/api/order/update_payment', {
    access: ADMIN_ONLY,
    summary: 'Add a cash and/or online payment to an order; refused when it would pay more than is due (admin)',
    consumes: FORM_BODIES,
    body: updatePaymentSchema,
    answer: orderAnswerSchema,
    handler: (request) =>
      answerSaved(ORDER_MESSAGES.paid, toOrderAnswer, updatePayment(context, signedInUser(request), request.body)),
  });

  route.post('/api/order/cancel', {
    access: ADMIN_ONLY,
    summary:
      'Cancel an invoice with a reason (admin). It keeps its number and stays in the lists; it and its payments ' +
      'leave the day’s totals, and it takes no more payments. A second cancellation is refused (409).',
    body: cancelInvoiceSchema,
    answer: orderAnswerSchema,
    handler: (request) =>
      answerSaved(ORDER_MESSAGES.cancelled, toOrderAnswer, cancelInvoice(context, signedInUser(request), request.body)),
  });

  route.get('/api/order/invoice_sheet', {
    access: ADMIN_ONLY,
    summary:
      'The month’s tax invoices for the accountant, GSTR-1’s B2C layout (admin): by bill date, each with its number, ' +
      'customer, rates and figures in rupees; a cancelled one with its reason and no value. At most 10,000 (422).',
    querystring: invoiceSheetQuery,
    answer: invoiceSheetAnswerSchema,
    handler: async (request) => ({ data: await invoiceSheet(context, request.query) }),
  });

  route.get('/api/order/get_order', {
    access: 'public',
    summary:
      'One order by its uid, for the receipt page (open: the uid is 128 random bits), with each payment ' +
      'taken on it; the customer’s phone whole for staff and the admin, masked (98•••••210) for anyone else ' +
      `(payments: date, cash or online, amount; at most ${RECEIPT_PAYMENTS_MAX}, oldest first)`,
    querystring: orderUidQuery,
    answer: z.object({ data: receiptSchema }),
    handler: async (request) => {
      const { order, payments } = await receiptOf(context, request.query.uid);
      return { data: toReceiptAnswer(order, payments, { wholePhone: isBackOffice(request.user) }) };
    },
  });

  route.get('/api/order/list_order', {
    access: BACK_OFFICE,
    summary:
      'Orders by bill month and year, newest first (sortby=asc for oldest first), 10 a page. Staff see only ' +
      'the orders they are on; the admin sees all, or one staff member’s with `staff`. `services` = a service id.',
    querystring: listOrderQuery,
    answer: orderListAnswerSchema,
    handler: (request) => answerPage(toOrderAnswer, listOrdersFor(context, signedInUser(request), request.query)),
  });
}
