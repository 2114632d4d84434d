/**
 * The top band of /services and /curly-service/{slug}: 'Services for you', a line of intro, a Book Appointment
 * button (the booking modal), the search box and, on wider screens, the artwork of the category in view (decorative).
 */
import type { ReactNode } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import type { Category } from '@shared/catalogue.schemas';
import { bookingButtonProps } from '@web/lib/booking-modal';
import { CategoryImage } from '@web/components/categories/CategoryImage';
import classes from './CatalogueHeader.module.css';
import { catalogueText } from '../en';

interface CatalogueHeaderProps {
  children?: ReactNode;
  intro?: ReactNode;
  artwork?: Pick<Category, 'image'>;
}

export function CatalogueHeader({ children, intro, artwork }: CatalogueHeaderProps) {
  const { t } = useText(catalogueText);
  return (
    <section className={classes.band} aria-labelledby="services-title">
      <Container size="xl" py={{ base: 28, sm: 44 }} className={classes.inner}>
        <Stack gap="sm" align="flex-start" className={classes.copy}>
          <Text className={classes.eyebrow}>{t('services.eyebrow')}</Text>
          <Title id="services-title" order={1} className={classes.title}>
            {t('services.title')}
          </Title>
          <Text className={classes.intro}>{intro ?? t('services.intro')}</Text>
          <Button {...bookingButtonProps()} color="rose" leftSection={<IconCalendarEvent size={18} aria-hidden />}>
            {t('services.book')}
          </Button>
          {children}
        </Stack>
        {artwork && (
          <div className={classes.artFrame} aria-hidden>
            <CategoryImage category={artwork} alt="" className={classes.art} loading="eager" />
          </div>
        )}
      </Container>
    </section>
  );
}
