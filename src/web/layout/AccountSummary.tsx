/** Greeting with the name, and the phone: the head of the account menu and of the drawers' account block. */
import { Stack, Text } from '@mantine/core';
import { useText } from '@web/i18n';
import type { User } from '@shared/accounts.schemas';
import { useGreeting } from './use-greeting';
import { layoutText } from '@web/layout/en';

export function AccountSummary({ user }: { user: User }) {
  const { t } = useText(layoutText);
  const greeting = useGreeting();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} c="rose.8">
        {t('greeting.withName', { greeting, name: user.name })}
      </Text>
      <Text size="xs" c="dimmed">
        {user.phone}
      </Text>
    </Stack>
  );
}
