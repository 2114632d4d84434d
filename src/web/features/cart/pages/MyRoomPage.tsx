/**
 * /cart, My Room (docs/product.md#my-room, #cart-states): the cart's lines with quantities, the note, Subtotal,
 * Discount and Total in rupees, and the Book Appointment area. After booking the confirmation shows and the cart is
 * emptied (on the server too); closing the confirmation empties it as well, in case that first sync failed.
 */
import { useState } from 'react';
import { Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconShoppingBag, IconSparkles } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { LinkButton } from '@web/components/LinkButton';
import type { Appointment } from '@shared/appointments.schemas';
import { formatRupees } from '@shared/money';
import { useText } from '@web/i18n';
import { paths } from '@web/paths';
import { BookedModal } from '../components/BookedModal';
import { BookFromRoom } from '../components/BookFromRoom';
import { RoomTable } from '../components/RoomTable';
import { roomTotals } from '../room-totals';
import { useCart } from '@web/lib/use-cart';
import classes from './MyRoomPage.module.css';
import { ListEmpty } from '@web/components/ListStates';
import { cartText } from '../en';

export function MyRoomPage() {
  const { t } = useText(cartText);
  const navigate = useNavigate();
  const { shownLines, setQuantity, clear } = useCart();
  const [booked, setBooked] = useState<Appointment | null>(null);
  const totals = roomTotals(shownLines);

  const onBooked = (appointment: Appointment) => {
    setBooked(appointment);
    clear();
  };
  const closeConfirmation = (then?: string) => {
    setBooked(null);
    clear();
    if (then) void navigate(then);
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} px="md">
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('room.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {shownLines.length > 0 ? t('room.count', { count: shownLines.length }) : t('room.subtitle')}
          </Text>
        </div>
        {shownLines.length > 0 && (
          <LinkButton to={paths.services} icon={IconSparkles} iconSize={16} variant="subtle">
            {t('room.addMore')}
          </LinkButton>
        )}
      </Group>

      {shownLines.length === 0 ? (
        <ListEmpty
          icon={IconShoppingBag}
          className={classes.empty}
          title={t('room.empty')}
          body={t('room.emptyBody')}
          action={
            <Button component={Link} to={paths.services} mt="xs" size="md">
              {t('room.addServices')}
            </Button>
          }
        />
      ) : (
        <Grid gutter="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card padding={0} className={classes.lines}>
              <RoomTable lines={shownLines} onQuantity={setQuantity} />
            </Card>
            <Text size="sm" c="dimmed" fs="italic" mt="sm">
              {t('room.note')}
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" className={classes.aside}>
              <Card padding="lg" component="section" aria-labelledby="room-summary">
                <Title order={2} fz={20} id="room-summary">
                  {t('summary.title')}
                </Title>
                <dl className={classes.summary}>
                  <dt>{t('summary.subtotal')}</dt>
                  <dd>{formatRupees(totals.subtotal)}</dd>
                  <dt>{t('summary.discount')}</dt>
                  <dd className={classes.saving}>
                    {totals.discount > 0 ? `−${formatRupees(totals.discount)}` : formatRupees(0)}
                  </dd>
                  <dt className={classes.total}>{t('summary.total')}</dt>
                  <dd className={classes.total}>{formatRupees(totals.total)}</dd>
                </dl>
              </Card>
              <BookFromRoom lines={shownLines} onBooked={onBooked} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}

      <BookedModal
        appointment={booked}
        onClose={() => closeConfirmation()}
        onGoHome={() => closeConfirmation(paths.home)}
        onViewAppointments={() => closeConfirmation(paths.myAppointments)}
      />
    </Container>
  );
}
