/**
 * Birthdays or anniversaries of the next 15 days (docs/product.md#dashboard): photo, name, age or anniversary count
 * (Silver Jubilee at 25, Golden Jubilee at 50, otherwise an ordinal), phone, days left (Day, Days), the date, a
 * Today banner on the day itself, and Send wishes: a WhatsApp greeting naming the person and the salon
 * (docs/product.md#whatsapp-messages).
 */
import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCake, IconConfetti, IconHeart, type Icon } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { hindiOrdinal, jubileeOf, ordinal } from '@shared/birthdays';
import { useText } from '@web/i18n';
import { telUrl } from '@web/layout/contact-links';
import { WhatsAppButton } from '@web/components/WhatsAppButton';
import { userImageUrl } from '@web/components/user-image';
import classes from './CelebrationList.module.css';
import { dashboardText } from '../en';
import { useWishesLink } from '../use-whatsapp-messages';

export interface Celebrant {
  id: number;
  name: string;
  phone: string;
  image: string;
  days_left: number;
  date: string;
  /** The age reached (birthdays) or the count of years (anniversaries). */
  years: number;
}

interface CelebrationListProps {
  kind: 'birthdays' | 'anniversaries';
  people: readonly Celebrant[];
}

export function CelebrationList({ kind, people }: CelebrationListProps) {
  const { t, language } = useText(dashboardText);
  const wishesLink = useWishesLink(kind);
  const TitleIcon: Icon = kind === 'birthdays' ? IconCake : IconHeart;
  const title = kind === 'birthdays' ? t('celebration.birthdays') : t('celebration.anniversaries');

  const countText = (years: number) => {
    if (kind === 'birthdays') return t('celebration.age', { age: years });
    const jubilee = jubileeOf(years);
    if (jubilee) return t(`celebration.${jubilee}`);
    return t('celebration.anniversary', { ordinal: language === 'hi' ? hindiOrdinal(years) : ordinal(years) });
  };

  return (
    <Card withBorder radius="md" padding="md" className={classes.card}>
      <Group gap="xs" mb="sm">
        <TitleIcon size={20} aria-hidden className={classes.titleIcon} />
        <Title order={3} fz="lg">
          {title}
        </Title>
      </Group>
      {people.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          {kind === 'birthdays' ? t('celebration.noBirthdays') : t('celebration.noAnniversaries')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" className={classes.list} aria-label={title}>
          {people.map((person) => {
            const isToday = person.days_left === 0;
            const wishes = wishesLink(person);
            return (
              <li key={person.id} className={classes.entry} data-today={isToday || undefined} data-testid="celebrant">
                {isToday && (
                  <Group gap={6} className={classes.banner} role="status">
                    <IconConfetti size={16} aria-hidden />
                    <Text size="xs" fw={700}>
                      {t('celebration.todayBanner')}
                    </Text>
                  </Group>
                )}
                <Group gap="sm" wrap="nowrap" p="xs" align="center">
                  <Avatar
                    src={userImageUrl(person.image)}
                    alt={t('celebration.photo', { name: person.name })}
                    radius="xl"
                    size={44}
                  />
                  <Stack gap={0} className={classes.who}>
                    <Text fw={700} size="sm" className={classes.name}>
                      {person.name}
                    </Text>
                    <Text size="xs" c="rose.8" fw={600}>
                      {countText(person.years)}
                    </Text>
                    <Anchor href={telUrl(person.phone)} size="xs" c="dimmed">
                      {person.phone}
                    </Anchor>
                  </Stack>
                  <Stack gap={2} align="flex-end" className={classes.when}>
                    <Badge
                      variant={isToday ? 'filled' : 'light'}
                      color={isToday ? 'gold.8' : 'rose'}
                      radius="sm"
                      tt="none"
                    >
                      {isToday ? t('celebration.today') : t('celebration.daysLeft', { count: person.days_left })}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {dayjs(person.date).format('ddd, D MMM')}
                    </Text>
                  </Stack>
                </Group>
                {wishes && (
                  <Group justify="flex-end" px="xs" pb="xs">
                    <WhatsAppButton
                      href={wishes}
                      variant={isToday ? 'filled' : 'light'}
                      size="xs"
                      className={classes.wishes}
                      aria-label={t('celebration.wishesTo', { name: person.name })}
                    >
                      {t('celebration.wishes')}
                    </WhatsAppButton>
                  </Group>
                )}
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
