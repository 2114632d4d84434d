/**
 * The full description of a service (docs/product.md#services-page): the eye icon of its card and the dialog it
 * opens, with the description, the price and 'Add to My Room'. Markup only: service-details.island.ts opens and
 * closes the dialog and fills it in, the same on a guest's document and in the app. A page has one dialog for all
 * its cards (docs/architecture.md#fast-public-pages: a catalogue page drew one per service, 200 kB of its 460): the
 * eye icon carries its service's description, and the island fills the dialog from the card it belongs to, its name,
 * its price, and a mirror of its own 'Add to My Room', so the card's button, whoever runs it, stays the only one.
 */
import { useRef } from 'react';
import { ActionIcon, CloseButton, Divider, Skeleton, Stack, Typography } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { useIsland } from '@web/lib/use-island';
import type { Service } from '@shared/catalogue.schemas';
import { ISLAND_NAMES } from './island-names';
import {
  ADD_SLOT_ATTRIBUTE,
  CLOSE_ATTRIBUTE,
  DESCRIPTION_ATTRIBUTE,
  DESCRIPTION_LOADING_ATTRIBUTE,
  DESCRIPTION_SHOWN_ATTRIBUTE,
  PRICE_SLOT_ATTRIBUTE,
  TITLE_ATTRIBUTE,
  serviceDetailsIsland,
} from './service-details.island';
import classes from './ServiceDetails.module.css';
import { catalogueText } from '../en';

/** The id of the page's details dialog, which every eye icon names. */
export const DETAILS_DIALOG_ID = 'service-details';
const TITLE_ID = `${DETAILS_DIALOG_ID}-title`;

/** The eye icon, with its tooltip (a popover, so the card's edge does not cut it off) and its service's description. */
export function ServiceDetailsButton({ service }: { service: Pick<Service, 'comment'> }) {
  const { t } = useText(catalogueText);
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, serviceDetailsIsland);
  return (
    <div
      ref={rootRef}
      className={classes.opener}
      data-island={ISLAND_NAMES.serviceDetails}
      {...{ [DESCRIPTION_ATTRIBUTE]: service.comment }}
    >
      <ActionIcon
        variant="light"
        color="rose"
        radius="xl"
        size={36}
        aria-label={t('service.details')}
        aria-haspopup="dialog"
        aria-controls={DETAILS_DIALOG_ID}
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

/** The page's one details dialog, empty until an eye icon opens it. */
export function ServiceDetailsDialog() {
  const { t } = useText(catalogueText);
  return (
    <dialog id={DETAILS_DIALOG_ID} className={classes.dialog} aria-labelledby={TITLE_ID}>
      <div className={classes.header}>
        <h2 id={TITLE_ID} className={classes.title} {...{ [TITLE_ATTRIBUTE]: '' }} />
        <CloseButton aria-label={t('service.close')} className={classes.close} {...{ [CLOSE_ATTRIBUTE]: '' }} />
      </div>
      <Stack gap="md" className={classes.body}>
        <div>
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
          <div {...{ [PRICE_SLOT_ATTRIBUTE]: '' }} />
          <div {...{ [ADD_SLOT_ATTRIBUTE]: '' }} />
        </Stack>
      </Stack>
    </dialog>
  );
}
