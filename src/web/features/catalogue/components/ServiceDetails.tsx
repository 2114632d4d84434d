/**
 * The full description of a service (docs/product.md#services-page): the eye icon of its card and the dialog it
 * opens, with the description, the price and 'Add to My Room'. Markup only: service-details.island.ts opens and
 * closes the dialog and fills in the description, the same on a guest's document and in the app. The dialog stands
 * apart from the card (the island finds it by its id), so the card holds no second heading or button.
 */
import { useRef } from 'react';
import { ActionIcon, CloseButton, Divider, Skeleton, Stack, Typography } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { useIsland } from '@web/lib/use-island';
import type { Service } from '@shared/catalogue.schemas';
import { AddToRoomButton } from './AddToRoomButton';
import { ISLAND_NAMES } from './island-names';
import { ServicePrice } from './ServicePrice';
import {
  CLOSE_ATTRIBUTE,
  DESCRIPTION_ATTRIBUTE,
  DESCRIPTION_LOADING_ATTRIBUTE,
  DESCRIPTION_SHOWN_ATTRIBUTE,
  serviceDetailsIsland,
} from './service-details.island';
import classes from './ServiceDetails.module.css';
import { catalogueText } from '../en';

/** The id of a service's dialog, which its eye icon names. */
export const detailsDialogId = (serviceId: number) => `service-${serviceId}-details`;

/** The eye icon, with its tooltip (a popover, so the card's edge does not cut it off). */
export function ServiceDetailsButton({ serviceId }: { serviceId: number }) {
  const { t } = useText(catalogueText);
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, serviceDetailsIsland);
  return (
    <div ref={rootRef} className={classes.opener} data-island={ISLAND_NAMES.serviceDetails}>
      <ActionIcon
        variant="light"
        color="rose"
        radius="xl"
        size={36}
        aria-label={t('service.details')}
        aria-haspopup="dialog"
        aria-controls={detailsDialogId(serviceId)}
      >
        <IconEye size={18} aria-hidden />
      </ActionIcon>
      {/* The icon's name already says it: a screen reader needs it once. */}
      <div popover="manual" className={classes.tooltip} aria-hidden>
        {t('service.details')}
      </div>
    </div>
  );
}

interface ServiceDetailDialogProps {
  service: Service;
  isInCart: boolean;
  isAdding: boolean;
  onAdd: (service: Service) => void;
}

export function ServiceDetailDialog({ service, isInCart, isAdding, onAdd }: ServiceDetailDialogProps) {
  const { t } = useText(catalogueText);
  const dialogId = detailsDialogId(service.id);
  const titleId = `${dialogId}-title`;
  return (
    <dialog id={dialogId} className={classes.dialog} aria-labelledby={titleId}>
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {service.name}
        </h2>
        <CloseButton aria-label={t('service.close')} className={classes.close} {...{ [CLOSE_ATTRIBUTE]: '' }} />
      </div>
      <Stack gap="md" className={classes.body}>
        <div {...{ [DESCRIPTION_ATTRIBUTE]: service.comment }}>
          <Stack
            gap={8}
            aria-busy="true"
            aria-label={t('service.descriptionLoading')}
            {...{ [DESCRIPTION_LOADING_ATTRIBUTE]: '' }}
          >
            <Skeleton height={12} radius="xl" />
            <Skeleton height={12} radius="xl" />
            <Skeleton height={12} width="70%" radius="xl" />
          </Stack>
          <Typography hidden {...{ [DESCRIPTION_SHOWN_ATTRIBUTE]: '' }}>
            <div data-testid="service-description" />
          </Typography>
        </div>
        <Divider color="rose.1" />
        <Stack gap="sm">
          <ServicePrice service={service} />
          <AddToRoomButton isInCart={isInCart} isAdding={isAdding} onAdd={() => onAdd(service)} />
        </Stack>
      </Stack>
    </dialog>
  );
}
