/**
 * The results of a category page (docs/product.md#services-page): every card of the category, those the address's
 * search leaves out hidden, the matching ones first in the server's order; the empty state and the notice of a failed
 * search, hidden until the search's island (service-search.island.ts) needs them; and the dialog of the long
 * descriptions. Skeleton cards stand in while the first list loads.
 */
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodEmpty, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import type { Service } from '@shared/catalogue.schemas';
import { ALL_CATEGORY_SLUG } from '@shared/constants';
import { Columns } from '@web/components/Columns';
import { categoryLink } from '../category-link';
import { ServiceCard, ServiceCardSkeleton } from './ServiceCard';
import { ServiceDetailsDialog } from './ServiceDetails';
import { EMPTY_ATTRIBUTE, GRID_ATTRIBUTE, RETRY_ATTRIBUTE, SEARCH_FAILED_ATTRIBUTE } from './service-search.island';
import classes from './ServiceResults.module.css';
import { catalogueText } from '../en';

const SERVICE_SKELETON_COUNT = 8;
const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

/** What the page first shows: every service of the category, and those the address's search matches. */
export interface FirstList {
  services: Service[];
  matched: Service[];
}

interface ServiceResultsProps {
  list: FirstList;
  isInCart: (serviceId: number) => boolean;
  isAdding: (serviceId: number) => boolean;
  onAdd: (service: Service) => void;
}

export function ServiceResults({ list, isInCart, isAdding, onAdd }: ServiceResultsProps) {
  const { t } = useText(catalogueText);
  const { services, matched } = list;
  const matchedIds = new Set(matched.map((service) => service.id));
  const ordered = [...matched, ...services.filter((service) => !matchedIds.has(service.id))];
  const orderOf = new Map(services.map((service, index) => [service.id, index]));
  const hasMatches = matched.length > 0;

  return (
    <>
      <Columns
        cols={GRID_COLS}
        spacing="lg"
        hidden={!hasMatches}
        className={classes.grid}
        {...{ [GRID_ATTRIBUTE]: '' }}
      >
        {ordered.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            order={orderOf.get(service.id) ?? services.length}
            hidden={!matchedIds.has(service.id)}
            isInCart={isInCart(service.id)}
            isAdding={isAdding(service.id)}
            onAdd={onAdd}
          />
        ))}
      </Columns>
      <ServicesLoadFailed />
      <Stack
        align="center"
        gap="sm"
        py={48}
        px="md"
        className={classes.empty}
        hidden={hasMatches}
        {...{ [EMPTY_ATTRIBUTE]: '' }}
      >
        <ThemeIcon size={56} radius="xl" variant="light" color="rose" aria-hidden>
          <IconMoodEmpty size={30} />
        </ThemeIcon>
        <Title order={3} ta="center" fz="lg">
          {t('service.noMatch')}
        </Title>
        <Text c="dimmed" ta="center" size="sm">
          {t('service.noMatchHint')}
        </Text>
        <Button component={Link} to={categoryLink(ALL_CATEGORY_SLUG)} variant="light">
          {t('service.showAll')}
        </Button>
      </Stack>
      {/* Closed, the dialog takes no room; open, it is drawn above the page. */}
      <div className={classes.dialogs}>
        <ServiceDetailsDialog />
      </div>
    </>
  );
}

/**
 * The services could not be had, with Try again. With `retryTo`, the first list failed to load, and Try again is a
 * link to the same address (the app opens it afresh, a document reloads); without, a search failed: the notice waits
 * hidden until the search's island shows it, and its button searches again.
 */
export function ServicesLoadFailed({ retryTo }: { retryTo?: string }) {
  const { t } = useText(catalogueText);
  const isSearch = retryTo === undefined;
  const icon = <IconRefresh size={16} aria-hidden />;
  return (
    <Stack
      align="center"
      gap="sm"
      py="xl"
      className={classes.empty}
      role="alert"
      hidden={isSearch}
      {...(isSearch ? { [SEARCH_FAILED_ATTRIBUTE]: '' } : {})}
    >
      <Text ta="center" maw={420}>
        {t('services.loadFailed')}
      </Text>
      {isSearch ? (
        <Button variant="light" leftSection={icon} {...{ [RETRY_ATTRIBUTE]: '' }}>
          {t('services.retry')}
        </Button>
      ) : (
        <Button component={Link} to={retryTo} variant="light" leftSection={icon}>
          {t('services.retry')}
        </Button>
      )}
    </Stack>
  );
}

/** Skeleton cards while the first list loads. */
export function ServiceResultsSkeleton() {
  return (
    <Columns cols={GRID_COLS} spacing="lg" aria-busy="true">
      {Array.from({ length: SERVICE_SKELETON_COUNT }, (_, index) => (
        <ServiceCardSkeleton key={index} />
      ))}
    </Columns>
  );
}
