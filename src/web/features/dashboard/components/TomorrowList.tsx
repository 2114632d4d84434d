/**
 * Tomorrow (docs/product.md#dashboard, #whatsapp-messages): every approved appointment of the salon's next day, by
 * time, a card each with the customer's name, the time, the services (or the offer) and the phone, and a one-tap
 * WhatsApp reminder in the language of the page. A long day comes a page at a time, with Show more.
 */
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarOff, IconClock } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Appointment } from '@shared/appointments.schemas';
import { readOfferComment } from '@shared/offer-comment';
import { serviceLine } from '@shared/whatsapp';
import { WhatsAppButton } from '@web/components/WhatsAppButton';
import { ListEmpty, ListFailed } from '@web/components/ListStates';
import { ShowMore } from '@web/components/ShowMore';
import { useText } from '@web/i18n';
import { telUrl } from '@web/layout/contact-links';
import { appointmentServicesFrom, appointmentWhen, formatClock, formatDay } from '@web/lib/appointment-text';
import { approvedAppointmentsQuery } from '../api';
import { useReminderLink } from '../use-whatsapp-messages';
import card from './DashboardCard.module.css';
import classes from './TomorrowList.module.css';
import { dashboardText } from '../en';

export function TomorrowList({ day }: { day: string }) {
  const { t } = useText(dashboardText);
  const list = useInfiniteQuery(approvedAppointmentsQuery(day));
  const appointments = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const date = formatDay(day);

  if (list.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={170} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (list.isError && !list.data) {
    return <ListFailed title={t('tomorrow.failed')} retryLabel={t('page.retry')} onRetry={() => void list.refetch()} />;
  }
  if (appointments.length === 0) {
    return <ListEmpty icon={IconCalendarOff} title={t('tomorrow.none', { date })} body={t('tomorrow.noneBody')} />;
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('tomorrow.summary', { count: total, date })}
      </Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        className={classes.list}
        aria-label={t('tomorrow.list')}
      >
        {appointments.map((appointment) => (
          <li key={appointment.id} className={classes.item}>
            <TomorrowCard appointment={appointment} />
          </li>
        ))}
      </SimpleGrid>
      <ShowMore
        status={t('tomorrow.shown', { shown: appointments.length, total })}
        label={t('tomorrow.more')}
        hasMore={list.hasNextPage}
        isLoading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </Stack>
  );
}

function TomorrowCard({ appointment }: { appointment: Appointment }) {
  const { t } = useText(dashboardText);
  const reminderLink = useReminderLink();
  const reminder = reminderLink(appointment);
  const name = appointment.name.trim() || t('tomorrow.guest');
  const time = appointmentWhen(appointment.date)?.time;
  const services = serviceLine(appointmentServicesFrom(appointment.services));
  const offer = readOfferComment(appointment.comment)?.offerName;
  const titleId = `tomorrow-${appointment.id}`;

  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={titleId} className={card.card}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text id={titleId} fw={700} className={card.wrap}>
          {name}
        </Text>
        <Group gap={4} wrap="nowrap" className={classes.time}>
          <IconClock size={16} aria-hidden className={card.icon} />
          <Text size="sm" fw={600}>
            <VisuallyHidden component="span">{t('tomorrow.time')}: </VisuallyHidden>
            {time ? formatClock(time) : t('tomorrow.noTime')}
          </Text>
        </Group>
      </Group>
      <Stack gap={2} mt="xs" mb="sm">
        {(services || offer) && (
          <Text size="sm" className={card.wrap}>
            <span className={card.label}>{services ? t('tomorrow.services') : t('tomorrow.offer')}: </span>
            {services || offer}
          </Text>
        )}
        {appointment.phone && (
          <Text size="sm">
            <span className={card.label}>{t('tomorrow.phone')}: </span>
            <Anchor href={telUrl(appointment.phone)} size="sm">
              {appointment.phone}
            </Anchor>
          </Text>
        )}
      </Stack>
      {reminder && (
        <WhatsAppButton
          href={reminder}
          className={classes.send}
          aria-label={t('tomorrow.remindTo', { name: appointment.name.trim() || appointment.phone })}
        >
          {t('tomorrow.remind')}
        </WhatsAppButton>
      )}
    </Card>
  );
}
