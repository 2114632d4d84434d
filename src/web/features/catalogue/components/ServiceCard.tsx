/**
 * A service as a product card (docs/product.md#services-page): name, price and discount, and 'Add to My Room'. The eye
 * icon for the full description shows only when the plain text is longer than 36 characters. The card carries its
 * service's id and its place in the category, by which the search island (service-search.island.ts) shows, hides and
 * orders the cards; the component renders `hidden` once, as the page first shows the list.
 */
import { serviceIn } from '@web/lib/content-language';
import { useLanguage } from '@web/i18n';
import { Card, Skeleton, Text, Title } from '@mantine/core';
import type { Service } from '@shared/catalogue.schemas';
import { plainText } from '@shared/rich-text';
import { SERVICE_DETAIL_MIN_CHARS } from '@shared/constants';
import { AddToRoomButton } from './AddToRoomButton';
import { ServiceDetailsButton } from './ServiceDetails';
import { ServicePrice } from './ServicePrice';
import { ORDER_ATTRIBUTE, SERVICE_ID_ATTRIBUTE } from './service-search.island';
import classes from './ServiceCard.module.css';

export function hasLongDescription(service: Pick<Service, 'comment'>): boolean {
  return plainText(service.comment).length > SERVICE_DETAIL_MIN_CHARS;
}

interface ServiceCardProps {
  service: Service;
  /** Its place in the whole category. */
  order: number;
  hidden: boolean;
  isInCart: boolean;
  isAdding: boolean;
  onAdd: (service: Service) => void;
}

export function ServiceCard({ service: added, order, hidden, isInCart, isAdding, onAdd }: ServiceCardProps) {
  // Shown in the language of the page (its Hindi where staff wrote one); added to My Room as it is.
  const service = serviceIn(added, useLanguage());
  const summary = plainText(service.comment);
  const titleId = `service-${service.id}-name`;

  return (
    <Card
      component="article"
      className={classes.card}
      aria-labelledby={titleId}
      hidden={hidden}
      {...{ [SERVICE_ID_ATTRIBUTE]: service.id, [ORDER_ATTRIBUTE]: order }}
    >
      <div className={classes.head}>
        <Title order={3} id={titleId} className={classes.name}>
          {service.name}
        </Title>
        {hasLongDescription(service) && <ServiceDetailsButton service={service} />}
      </div>
      <div className={classes.summary}>
        {summary && (
          <Text size="sm" c="dark.4" lineClamp={2}>
            {summary}
          </Text>
        )}
      </div>
      <ServicePrice service={service} />
      <AddToRoomButton isInCart={isInCart} isAdding={isAdding} onAdd={() => onAdd(added)} />
    </Card>
  );
}

export function ServiceCardSkeleton() {
  return (
    <Card className={classes.card} data-testid="service-skeleton" aria-hidden>
      <Skeleton height={20} width="70%" radius="xl" />
      <Skeleton height={12} radius="xl" />
      <Skeleton height={12} width="80%" radius="xl" />
      <Skeleton height={24} width="40%" radius="xl" mt="xs" />
      <Skeleton height={36} radius="xl" />
    </Card>
  );
}
