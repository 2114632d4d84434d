/**
 * The Book Appointment modal (docs/product.md#booking-modal, #booking-payloads, #validation-booking): name,
 * e-mail, phone, date, time, services and a comment with optional extra text, pre-filled from the signed-in user
 * (who is then sent as user_id). Validation on blur; the phone is cut to 10 digits as typed. On success the modal
 * becomes the 'Appointment Booked Sucessfully' dialog with the date, time and services. The spec stores booking
 * errors without a word to the user (docs/product.md#errors-public); here the server's message shows as a toast, and a
 * 422's field errors under their fields, since a silent failure leaves a visitor thinking they booked.
 *
 * The date and time start at the next slot within the salon's opening hours (shared/opening-hours), shown under the
 * time. Below 700 px the dialog fills the screen and the services open as a full-width checklist in its place.
 *
 * The salon's staff and admin also see a Staff select (loaded as the modal opens, themselves preselected) and can
 * add products (docs/product.md#add-product: name, price, comment) shown in a list; the booking then sends staff_id and
 * products, and may hold products alone. Guests and customers see neither and never send them.
 */
import { serviceIn } from '@web/lib/content-language';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendarEvent, IconCircleCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useText } from '@web/i18n';
import { useIsPhone } from '@web/lib/breakpoints';
import { useMessageText } from '@web/i18n/message-text';
import type { Appointment, ProductInput } from '@shared/appointments.schemas';
import { formatRupees } from '@shared/money';
import { defaultBookingSlot } from '@shared/opening-hours';
import { isBackOffice } from '@shared/roles';
import { salonToday } from '@shared/salon-time';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSession } from '@web/lib/session';
import { CHECK_ON_BLUR, SchemaField, schemaResolver, showServerFieldErrors, useFieldProps } from '@web/lib/form-fields';
import { useSalonSettings, useSalonTimeZone } from '@web/lib/salon-settings';
import { useBookAppointment } from '@web/lib/book-appointment';
import type { BookingModalOptions } from '@web/lib/booking-modal';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import { bookableServicesQuery, staffMembersQuery } from '@web/lib/staff-and-services';
import { bookedProducts, bookedServiceNames } from '../booked-appointment';
import {
  bookingFormDefaults,
  bookingFormSchema,
  bookingRequest,
  cutPhone,
  type BookingFormOutput,
  type BookingFormValues,
} from '../booking-form';
import { useAppointmentWhen } from '../use-appointment-when';
import classes from './BookAppointmentModal.module.css';
import { BookingTimeField } from './BookingTimeField';
import { ProductForm } from '@web/components/product-form/ProductForm';
import { CommentInput } from '@web/components/person-fields';
import { ServiceChecklist } from './ServiceChecklist';
import { ServicesField } from './ServicesField';
import { bookingText } from '../en';

const DATE_FORMAT = 'DD MMM YYYY';
const SERVER_FIELDS: readonly Path<BookingFormValues>[] = ['name', 'email', 'phone', 'date', 'services', 'comment'];

interface BookAppointmentModalProps {
  opened: boolean;
  /** Each opening starts a fresh form. */
  opening: number;
  options: BookingModalOptions;
  onClose: () => void;
}

export function BookAppointmentModal({ opened, opening, options, onClose }: BookAppointmentModalProps) {
  const { t } = useText(bookingText);
  const isPhone = useIsPhone();
  const [booked, setBooked] = useState<{ opening: number; appointment: Appointment } | null>(null);
  const isBooked = booked?.opening === opening;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={isBooked ? t('success.title') : t('modal.title')}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      {isBooked ? (
        <BookedSummary appointment={booked.appointment} onDone={onClose} />
      ) : (
        <BookingForm
          key={opening}
          isPhone={isPhone}
          options={options}
          onCancel={onClose}
          onBooked={(appointment) => setBooked({ opening, appointment })}
        />
      )}
    </Modal>
  );
}

interface BookingFormProps {
  isPhone: boolean;
  options: BookingModalOptions;
  onCancel: () => void;
  onBooked: (appointment: Appointment) => void;
}

function BookingForm({ isPhone, options, onCancel, onBooked }: BookingFormProps) {
  const { t, language } = useText(bookingText);
  const messageText = useMessageText();
  const { user } = useSession();
  const timeZone = useSalonTimeZone();
  const { settings } = useSalonSettings();
  const today = salonToday(timeZone);
  const schema = useMemo(() => bookingFormSchema(today), [today]);
  // Made once per opened form: sending the same form twice books once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [defaults] = useState(() =>
    bookingFormDefaults(user, defaultBookingSlot(settings?.openingHoursSpec, timeZone), options.comment ?? ''),
  );
  const form = useForm<BookingFormValues, unknown, BookingFormOutput>({
    ...CHECK_ON_BLUR,
    resolver: schemaResolver(schema),
    defaultValues: defaults,
  });
  const field = useFieldProps(form);
  const errorOf = (name: Path<BookingFormValues>) =>
    messageText(form.formState.errors[name as keyof BookingFormValues]?.message);
  const services = useQuery(bookableServicesQuery);
  // The services by their names in the language shown (lib/content-language.ts).
  const shownServices = useMemo(
    () => (services.data ?? []).map((service) => serviceIn(service, language)),
    [services.data, language],
  );
  // Staff and admin choose the staff member and add products; guests and customers do not.
  const isStaff = isBackOffice(user);
  const staffMembers = useQuery({ ...staffMembersQuery, enabled: isStaff });
  const products = useFieldArray({ control: form.control, name: 'products' });
  const [addingProduct, setAddingProduct] = useState(false);
  const book = useBookAppointment();
  const [isChoosingServices, setChoosingServices] = useState(false);
  const chooseServicesButton = useRef<HTMLButtonElement>(null);
  const chosenServices = useWatch({ control: form.control, name: 'services' });

  // The salon's hours may arrive after the form opened: the default slot follows them until the booker sets it.
  // (Read while rendering: the form tracks only the state read there.)
  const hoursSpec = settings?.openingHoursSpec;
  const isWhenSet = Boolean(form.formState.dirtyFields.date || form.formState.dirtyFields.time);
  useEffect(() => {
    if (hoursSpec === undefined || isWhenSet) return;
    const slot = defaultBookingSlot(hoursSpec, timeZone);
    form.resetField('date', { defaultValue: slot.date });
    form.resetField('time', { defaultValue: slot.time });
  }, [form, hoursSpec, isWhenSet, timeZone]);

  const setServices = (value: string[]) => {
    form.setValue('services', value, { shouldDirty: true });
    if (form.formState.errors.services) void form.trigger('services');
  };
  const closeChecklist = () => {
    setChoosingServices(false);
    // Leaving the list counts as leaving the field: the choice is checked as a blur would check it.
    void form.trigger('services');
    // Back on the form, the focus returns to the button that opened the list (after the form shows again).
    requestAnimationFrame(() => chooseServicesButton.current?.focus());
  };

  const staffOptions = useMemo(
    () => (staffMembers.data ?? []).map((member) => ({ value: String(member.id), label: member.name })),
    [staffMembers.data],
  );

  const addProduct = (product: ProductInput) => {
    products.append(product);
    setAddingProduct(false);
    if (form.formState.errors.services) void form.trigger('services');
    notifySuccess(t('product.added'));
  };

  const submit = form.handleSubmit((values) =>
    book.mutate(
      { request: bookingRequest(values, services.data ?? [], user), idempotencyKey },
      {
        onSuccess: (answer) => onBooked(answer.data),
        onError: (error) => {
          const staffError = error instanceof ApiError && error.status === 422 && error.firstFieldError('staff_id');
          if (staffError) form.setError('staffId', { type: 'server', message: staffError });
          if (showServerFieldErrors(form, error, SERVER_FIELDS) || staffError) return;
          notifyError(
            error instanceof ApiError ? messageText(error.displayText, error.displayCode) : t('error.generic'),
          );
        },
      },
    ),
  );

  const phone = form.register('phone', {
    onChange: () => {
      if (form.formState.errors.phone) void form.trigger('phone');
    },
  });

  return (
    <>
      {isChoosingServices && (
        <ServiceChecklist
          services={shownServices}
          value={chosenServices}
          onChange={setServices}
          onDone={closeChecklist}
        />
      )}
      <form onSubmit={submit} noValidate hidden={isChoosingServices}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('modal.intro')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('field.name')} autoComplete="name" data-autofocus {...field('name')} />
            <TextInput
              label={t('field.phone')}
              placeholder={t('field.phoneHint')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              {...phone}
              onChange={(event) => {
                event.target.value = cutPhone(event.target.value);
                void phone.onChange(event);
              }}
              error={errorOf('phone')}
            />
          </SimpleGrid>
          <TextInput label={t('field.email')} type="email" autoComplete="email" {...field('email')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SchemaField
              form={form}
              name="date"
              render={(date) => (
                <DatePickerInput
                  label={t('field.date')}
                  placeholder={t('field.datePlaceholder')}
                  valueFormat={DATE_FORMAT}
                  minDate={today}
                  numberOfColumns={isPhone ? 1 : 2}
                  clearable
                  clearButtonProps={{ 'aria-label': t('field.dateClear'), className: classes.clearDate }}
                  leftSection={<IconCalendarEvent size={18} aria-hidden />}
                  value={date.value}
                  onChange={date.onChange}
                  onBlur={date.onBlur}
                  error={date.error}
                  popoverProps={{ withinPortal: true, returnFocus: true }}
                />
              )}
            />
            <BookingTimeField control={form.control} settings={settings} inputProps={field('time')} />
          </SimpleGrid>
          <SchemaField
            form={form}
            name="services"
            render={(chosen) => (
              <ServicesField
                ref={chooseServicesButton}
                services={shownServices}
                isLoading={services.isPending}
                isPhone={isPhone}
                required={!isStaff}
                value={chosen.value}
                onChange={setServices}
                onBlur={chosen.onBlur}
                error={chosen.error}
                onOpenChecklist={() => setChoosingServices(true)}
              />
            )}
          />
          {services.isError && (
            <Alert color="red" variant="light" p="xs">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t('field.servicesFailed')}</Text>
                <Button size="xs" variant="white" color="red" onClick={() => void services.refetch()}>
                  {t('field.servicesRetry')}
                </Button>
              </Group>
            </Alert>
          )}
          {isStaff && (
            <>
              <SchemaField
                form={form}
                name="staffId"
                render={(staff) => (
                  <Select
                    label={t('field.staff')}
                    placeholder={staffMembers.isPending ? t('field.staffLoading') : t('field.staffPlaceholder')}
                    data={staffOptions}
                    searchable
                    allowDeselect={false}
                    nothingFoundMessage={t('field.staffNone')}
                    disabled={staffMembers.isPending}
                    value={staff.value}
                    onChange={staff.onChange}
                    onBlur={staff.onBlur}
                    error={staff.error ?? (staffMembers.isError ? t('field.staffFailed') : undefined)}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <Stack gap="xs">
                <Group justify="space-between" gap="sm">
                  <Text size="sm" fw={500}>
                    {t('product.list')}
                  </Text>
                  {!addingProduct && (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPlus size={16} aria-hidden />}
                      onClick={() => setAddingProduct(true)}
                    >
                      {t('product.add')}
                    </Button>
                  )}
                </Group>
                {products.fields.length > 0 && (
                  <Stack gap={6} role="list" aria-label={t('product.list')}>
                    {products.fields.map((product, index) => (
                      <Paper key={product.id} withBorder radius="sm" px="sm" py={6} role="listitem">
                        <Group justify="space-between" gap="sm" wrap="nowrap">
                          <div style={{ minWidth: 0 }}>
                            <Text size="sm" fw={500} truncate>
                              {product.name}
                            </Text>
                            {product.comment && (
                              <Text size="xs" c="dimmed" truncate>
                                {product.comment}
                              </Text>
                            )}
                          </div>
                          <Group gap="xs" wrap="nowrap">
                            <Text size="sm">{formatRupees(product.price)}</Text>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('product.remove', { name: product.name })}
                              onClick={() => products.remove(index)}
                            >
                              <IconTrash size={16} aria-hidden />
                            </ActionIcon>
                          </Group>
                        </Group>
                      </Paper>
                    ))}
                  </Stack>
                )}
                {addingProduct && <ProductForm onAdd={addProduct} onCancel={() => setAddingProduct(false)} />}
              </Stack>
            </>
          )}
          <CommentInput label={t('field.comment')} placeholder={t('field.commentPlaceholder')} {...field('comment')} />
          <TextInput label={t('field.extra')} placeholder={t('field.extraPlaceholder')} {...field('extra')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" loading={book.isPending} leftSection={<IconCalendarEvent size={18} aria-hidden />}>
              {t('action.book')}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}

function BookedSummary({ appointment, onDone }: { appointment: Appointment; onDone: () => void }) {
  const { t } = useText(bookingText);
  const when = useAppointmentWhen();
  const names = bookedServiceNames(appointment);
  const products = bookedProducts(appointment);
  return (
    <Stack gap="md" data-testid="booking-success">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="teal" variant="light" size={44} radius="xl">
          <IconCircleCheck size={26} aria-hidden />
        </ThemeIcon>
        <Text>{t('success.text')}</Text>
      </Group>
      <SummaryPart label={t('success.when')}>
        <Text>{when(appointment.date)}</Text>
      </SummaryPart>
      {names.length > 0 && (
        <SummaryPart label={t('success.services')}>
          <List spacing={4}>
            {names.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        </SummaryPart>
      )}
      {products.length > 0 && (
        <SummaryPart label={t('success.products')}>
          <List spacing={4}>
            {products.map((product, index) => (
              // The same product may be added twice: the place in the list tells them apart.
              <List.Item key={`${index}-${product.name}`}>
                {t('success.product', { name: product.name, price: formatRupees(product.price) })}
              </List.Item>
            ))}
          </List>
        </SummaryPart>
      )}
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          {t('action.done')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One part of the booked summary: its rose label above what was booked. */
function SummaryPart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={700} c="rose.9">
        {label}
      </Text>
      {children}
    </div>
  );
}
