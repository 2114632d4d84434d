/**
 * The top band of /services and /curly-service/{slug}: 'Services for you', a line of intro, a Book Appointment
 * button (the booking modal), the search box and, on wider screens, the artwork of the category in view (decorative).
 */
import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useText } from '@web/i18n';
import type { Category } from '@shared/catalogue.schemas';
import { BookButton } from '@web/components/BookButton';
import { CategoryImage } from '@web/components/categories/CategoryImage';
import { Eyebrow } from '@web/components/Eyebrow';
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
      <Container size="xl" className={classes.inner}>
        <Stack gap="sm" align="flex-start" className={classes.copy}>
          <Eyebrow>{t('services.eyebrow')}</Eyebrow>
          <Title id="services-title" order={1} className={classes.title}>
            {t('services.title')}
          </Title>
          <Text className={classes.intro}>{intro ?? t('services.intro')}</Text>
          <BookButton color="rose">{t('services.book')}</BookButton>
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
