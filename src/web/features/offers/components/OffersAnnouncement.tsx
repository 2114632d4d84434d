/**
 * The banner that pushes visitors to /offers (docs/product.md#offers-page: 'A banner page with a Get Offers button'):
 * a slim, dismissible bar on the home page, shown once per browser session and only while offers are live. A
 * bar rather than a modal, so it never stands between a visitor and the page.
 */
import { useEffect, useState } from 'react';
import { CloseButton, Container, Group, Text } from '@mantine/core';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { LinkButton } from '@web/components/LinkButton';
import { useText } from '@web/i18n';
import { paths } from '@web/paths';
import { useLiveOfferCount } from '../api';
import classes from './OffersAnnouncement.module.css';
import { offersText } from '../en';

export const ANNOUNCEMENT_SEEN_KEY = 'offers-announcement-seen';

function wasSeen(): boolean {
  try {
    return window.sessionStorage.getItem(ANNOUNCEMENT_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    window.sessionStorage.setItem(ANNOUNCEMENT_SEEN_KEY, '1');
  } catch {
    // Storage may be off (private mode): then the bar shows on each visit to the home page, which is harmless.
  }
}

export function OffersAnnouncement() {
  const { t } = useText(offersText);
  const count = useLiveOfferCount();
  // Read once when the home page mounts: the bar then stays until dismissed or the visitor leaves the page.
  const [isHidden, setHidden] = useState(wasSeen);
  const isShown = count > 0 && !isHidden;

  useEffect(() => {
    if (isShown) markSeen();
  }, [isShown]);

  if (!isShown) return null;

  return (
    <section className={classes.bar} aria-labelledby="offers-announcement-title" data-testid="offers-announcement">
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
            onClick={() => setHidden(true)}
            className={classes.cta}
          >
            {t('announcement.cta')}
          </LinkButton>
          <CloseButton
            aria-label={t('announcement.dismiss')}
            onClick={() => setHidden(true)}
            c="rose.9"
            size={40}
            iconSize={20}
            className={classes.close}
          />
        </Group>
      </Container>
    </section>
  );
}
