/**
 * The installation page's offer to install the app in one tap (docs/product.md#installation): shown while the browser
 * holds an install prompt, and a note instead once the site runs as the installed app. Both are in the markup,
 * hidden; install.island.ts shows the one that applies (the server cannot know either).
 */
import { useRef } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { useIsland } from '@web/lib/use-island';
import { installIsland } from './install.island';
import classes from './Installation.module.css';
import { siteText } from '../en';

export function InstallOffer() {
  const { t } = useText(siteText);
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, installIsland);
  return (
    <div ref={rootRef} data-island="install">
      <Alert
        className={classes.install}
        data-install="installed"
        hidden
        color="teal"
        icon={<IconCircleCheck size={22} aria-hidden />}
        title={t('installation.installedTitle')}
      >
        {t('installation.installedText')}
      </Alert>
      <Paper className={classes.install} data-install="prompt" hidden p="lg" data-testid="install-prompt">
        <Group justify="space-between" gap="md">
          <Stack gap={2}>
            <Text fw={700} ff="heading" size="lg" c="rose.9">
              {t('installation.promptTitle')}
            </Text>
            <Text size="sm" c="dark.5">
              {t('installation.promptText')}
            </Text>
          </Stack>
          <Button size="md" data-install="button" leftSection={<IconDownload size={18} aria-hidden />}>
            {t('installation.install')}
          </Button>
        </Group>
      </Paper>
    </div>
  );
}
