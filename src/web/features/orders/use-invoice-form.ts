/**
 * The Quick Invoice's form (docs/product.md#validation-invoice): react-hook-form on the shared invoiceFormSchema, with
 * the customer, the bill date's day and time, the service and product lines and the payment as its values. Every change
 * goes through `change`: once the invoice has been submitted, each change checks every problem again (a new line can
 * make the payment too much, a removed one can fix it).
 */
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { ProductInput } from '@shared/appointments.schemas';
import type { Service } from '@shared/catalogue.schemas';
import type { GstSettings } from '@shared/invoice-tax';
import { isStaff } from '@shared/roles';
import { rupeesToPaise } from '@shared/money';
import { salonTimeOfDay, salonToday } from '@shared/salon-time';
import { CHECK_ON_SAVE, schemaResolver } from '@web/lib/form-fields';
import { useSession } from '@web/lib/session';
import { invoiceValuesSchema, type InvoiceFormOutput, type InvoiceValues } from './invoice-form';

type LineList = 'services' | 'products';
type Line<K extends LineList> = InvoiceValues[K][number];

export function useInvoiceForm(timeZone: string, gst: GstSettings | undefined) {
  const { user } = useSession();
  const nextKey = useRef(0);
  // The rules read the salon's GST settings as they are when the form is checked (they may arrive after it starts).
  const gstNow = useRef(gst);
  gstNow.current = gst;
  const form = useForm<InvoiceValues, unknown, InvoiceFormOutput>({
    ...CHECK_ON_SAVE,
    resolver: schemaResolver(
      invoiceValuesSchema(
        () => `${salonToday(timeZone)} ${salonTimeOfDay(timeZone)}`,
        () => gstNow.current,
      ),
    ),
    defaultValues: {
      customer: null,
      day: salonToday(timeZone),
      time: salonTimeOfDay(timeZone).slice(0, 5),
      services: [],
      products: [],
      method: null,
      cash: '',
      online: '',
    },
  });

  /** Changes the invoice; once it has been submitted, every problem is checked again. */
  function change<K extends keyof InvoiceValues>(name: K, value: InvoiceValues[K]) {
    form.setValue(name, value as never);
    if (form.formState.isSubmitted) void form.trigger();
  }
  function changeLines<K extends LineList>(name: K, update: (lines: Line<K>[]) => Line<K>[]) {
    change(name, update(form.getValues(name) as Line<K>[]) as InvoiceValues[K]);
  }
  const key = () => `line-${(nextKey.current += 1)}`;

  return {
    form,
    change,
    editLine:
      <K extends LineList>(name: K) =>
      (lineKey: string, edit: Partial<Line<K>>) =>
        changeLines(name, (lines) => lines.map((line) => (line.key === lineKey ? { ...line, ...edit } : line))),
    removeLine:
      <K extends LineList>(name: K) =>
      (lineKey: string) =>
        changeLines(name, (lines) => lines.filter((line) => line.key !== lineKey)),
    addService: (service: Service) =>
      changeLines('services', (lines) => [
        ...lines,
        {
          key: key(),
          serviceId: service.id,
          categoryIds: service.category_id,
          name: service.name,
          pricePaise: rupeesToPaise(service.price),
          // The spec's roles: a staff member is on their own lines by default; the admin gets the staff of the line
          // before (one stylist often does several services), or chooses on the first line.
          staffIds: user && isStaff(user) ? [user.id] : (lines.at(-1)?.staffIds ?? []),
          quantity: 1,
          discount: service.discount,
        },
      ]),
    addProduct: (product: ProductInput) =>
      changeLines('products', (lines) => [
        ...lines,
        {
          key: key(),
          name: product.name,
          pricePaise: rupeesToPaise(product.price),
          comment: product.comment,
          discount: '',
        },
      ]),
  };
}
