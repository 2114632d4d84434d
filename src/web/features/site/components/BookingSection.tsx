/** The booking call to action of the home page (docs/product.md#home): its button opens the Book Appointment modal. */
import { Container, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconPhone } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { telUrl } from '@web/layout/contact-links';
import { BookButton } from '@web/components/BookButton';
import { LinkButton } from '@web/components/LinkButton';
import { useSalonSettings } from '@web/lib/salon-settings';
import { Eyebrow } from '@web/components/Eyebrow';
import sections from './HomeSection.module.css';
import classes from './BookingSection.module.css';
import { homeText } from './home-en';

export function BookingSection() {
  const { t } = useText(homeText);
  const { settings } = useSalonSettings();
  const phone = settings?.phones[0];

  return (
    <section className={sections.section} aria-labelledby="booking-title">
      <Container size="xl">
        <div className={classes.panel}>
          <Stack gap="sm">
            <Eyebrow tone="light">{t('booking.eyebrow')}</Eyebrow>
            <Title id="booking-title" order={2} className={classes.title}>
              {t('booking.title')}
            </Title>
            <Text className={classes.text}>{t('booking.text')}</Text>
            {phone && <Text className={classes.text}>{t('booking.call', { phone })}</Text>}
          </Stack>
          <div className={classes.actions}>
            <BookButton size="lg" color="gold.4" c="dark.9" fullWidth iconSize={20}>
              {t('booking.cta')}
            </BookButton>
            {phone && (
              <LinkButton href={telUrl(phone)} icon={IconPhone} size="md" variant="white" color="rose" fullWidth>
                {t('booking.callButton', { phone })}
              </LinkButton>
            )}
            {settings?.openingHours && (
              <div className={classes.hours}>
                <IconClock size={16} aria-hidden />
                <span>{t('booking.hours', { hours: settings.openingHours })}</span>
              </div>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
