/**
 * The confirmation after booking from My Room (docs/product.md#my-room): 'Your Appointment has been booked' with the
 * name, date, time (or 'Not Mentioned') and services, and the buttons Go To Home and View Appointments.
 */
import { Button, Group, List, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Appointment } from '@shared/appointments.schemas';
import { useText } from '@web/i18n';
import { appointmentServicesFrom, appointmentWhen, formatClock, formatDay } from '@web/lib/appointment-text';
import { cartText } from '../en';

interface BookedModalProps {
  appointment: Appointment | null;
  onClose: () => void;
  onGoHome: () => void;
  onViewAppointments: () => void;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

export function BookedModal({ appointment, onClose, onGoHome, onViewAppointments }: BookedModalProps) {
  const { t } = useText(cartText);
  const when = appointment ? appointmentWhen(appointment.date) : null;
  const services = appointment ? appointmentServicesFrom(appointment.services) : [];
  const notMentioned = t('booked.notMentioned');

  return (
    <Modal opened={appointment !== null} onClose={onClose} title={t('booked.title')} centered size={480}>
      {appointment && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon color="teal" variant="light" radius="xl" size={36}>
              <IconCheck size={20} aria-hidden />
            </ThemeIcon>
            <Text size="sm" c="dimmed">
              {t('booked.body')}
            </Text>
          </Group>
          <Detail label={t('booked.name')} value={appointment.name} />
          <SimpleGrid cols={2} spacing="sm">
            <Detail label={t('booked.date')} value={when ? formatDay(when.day) : notMentioned} />
            <Detail label={t('booked.time')} value={when?.time ? formatClock(when.time) : notMentioned} />
          </SimpleGrid>
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
              {t('booked.services')}
            </Text>
            <List size="sm" spacing={2}>
              {services.map((service, index) => (
                <List.Item key={`${service.id}-${index}`}>
                  {service.quantity > 1 ? `${service.name} × ${service.quantity}` : service.name}
                </List.Item>
              ))}
            </List>
          </div>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onGoHome}>
              {t('booked.goHome')}
            </Button>
            <Button onClick={onViewAppointments}>{t('booked.viewAppointments')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
