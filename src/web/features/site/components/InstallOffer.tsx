/**
 * The installation page's offer to install the app in one tap (docs/product.md#installation): shown while the browser
 * holds an install prompt, and a note instead once the site runs as the installed app; otherwise a pointer to the
 * steps below. The three are in the markup, in one place on top of each other, the pointer showing; install.island.ts
 * shows the one that applies (the server cannot know). The place is as tall as the tallest of them, so the offer
 * arriving after the page (the browser's prompt comes when it likes) moves nothing below it.
 */
import { useRef } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { useIsland } from '@web/lib/use-island';
import { installIsland } from './install.island';
import classes from './Installation.module.css';
import { siteText } from '../en';

/** A state of the offer that does not apply yet: still taking its room, so that showing it moves nothing. */
const WAITING = { visibility: 'hidden' } as const;

/** A state's title and line of text. */
function OfferWords({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap={2}>
      <Text fw={700} ff="heading" size="lg" c="rose.9">
        {title}
      </Text>
      <Text size="sm" c="dark.5">
        {text}
      </Text>
    </Stack>
  );
}

export function InstallOffer() {
  const { t } = useText(siteText);
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, installIsland);
  return (
    <div ref={rootRef} data-island="install" className={classes.installSlot}>
      <Paper className={`${classes.install} ${classes.pointer}`} data-install="steps" p="lg">
        <OfferWords title={t('installation.stepsTitle')} text={t('installation.stepsText')} />
      </Paper>
      <Alert
        className={classes.install}
        data-install="installed"
        style={WAITING}
        color="teal"
        icon={<IconCircleCheck size={22} aria-hidden />}
        title={t('installation.installedTitle')}
      >
        {t('installation.installedText')}
      </Alert>
      <Paper className={classes.install} data-install="prompt" style={WAITING} p="lg" data-testid="install-prompt">
        <Group justify="space-between" gap="md">
          <OfferWords title={t('installation.promptTitle')} text={t('installation.promptText')} />
          <Button size="md" data-install="button" leftSection={<IconDownload size={18} aria-hidden />}>
            {t('installation.install')}
          </Button>
        </Group>
      </Paper>
    </div>
  );
}
