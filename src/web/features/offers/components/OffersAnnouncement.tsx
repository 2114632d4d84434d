/**
 * The banner that pushes visitors to /offers (docs/product.md#offers-page: 'A banner page with a Get Offers button'):
 * a slim, dismissible bar on the home page, shown once per browser session and only while offers are live. A
 * bar rather than a modal, so it never stands between a visitor and the page. The server draws it while offers are
 * live, hidden for a session that has seen it (its cookie); announcement.island.ts hides it on Dismiss or Get Offers,
 * and notes the session has seen it.
 */
import { useRef } from 'react';
import { CloseButton, Container, Group, Text } from '@mantine/core';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { LinkButton } from '@web/components/LinkButton';
import { useText } from '@web/i18n';
import { useIsland } from '@web/lib/use-island';
import { paths } from '@web/paths';
import { useLiveOfferCount } from '../api';
import { ANNOUNCEMENT_ISLAND, announcementIsland } from './announcement.island';
import classes from './OffersAnnouncement.module.css';
import { offersText } from '../en';

export function OffersAnnouncement() {
  const count = useLiveOfferCount();
  return count > 0 ? <AnnouncementBar count={count} /> : null;
}

function AnnouncementBar({ count }: { count: number }) {
  const { t } = useText(offersText);
  const rootRef = useRef<HTMLElement>(null);
  useIsland(rootRef, announcementIsland);

  return (
    <section
      ref={rootRef}
      className={classes.bar}
      aria-labelledby="offers-announcement-title"
      data-testid="offers-announcement"
      data-island={ANNOUNCEMENT_ISLAND}
    >
      <Container size="xl">
        <Group gap="sm" wrap="nowrap" py={10} className={classes.row}>
          <IconSparkles size={22} aria-hidden className={classes.icon} />
          <div className={classes.copy}>
            <Text id="offers-announcement-title" fw={700} className={classes.title}>
              {t('announcement.title')}
            </Text>
            <Text size="sm" className={classes.text}>
              {t('announcement.text', { count })}
            </Text>
          </div>
          <LinkButton
            to={paths.offers}
            icon={IconArrowRight}
            iconSide="right"
            iconSize={16}
            size="xs"
            h={34}
            color="rose.8"
            className={classes.cta}
            data-announcement="cta"
          >
            {t('announcement.cta')}
          </LinkButton>
          <CloseButton
            aria-label={t('announcement.dismiss')}
            c="rose.9"
            size={40}
            iconSize={20}
            className={classes.close}
            data-announcement="dismiss"
          />
        </Group>
      </Container>
    </section>
  );
}
