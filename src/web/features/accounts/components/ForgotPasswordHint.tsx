/**
 * There is no forgot-password flow (docs/product.md#forgot-password): the salon resets passwords sent to it on
 * WhatsApp. The number comes from the salon's settings.
 */
import { Anchor, Paper, Skeleton, Text } from '@mantine/core';
import { Trans, useText } from '@web/i18n';
import { whatsAppLink } from '@shared/whatsapp';
import { useSalonSettings } from '@web/lib/salon-settings';
import { accountsText } from '../en';

export function ForgotPasswordHint() {
  const { t } = useText(accountsText);
  const { settings, isLoading } = useSalonSettings();
  const chat = settings && whatsAppLink(settings.whatsapp);

  if (isLoading) {
    return (
      <Paper bg="rose.0" p="sm" radius="md">
        <Skeleton height={12} />
        <Skeleton height={12} mt={8} width="70%" />
      </Paper>
    );
  }

  return (
    <Paper bg="rose.0" p="sm" radius="md">
      <Text size="sm" c="dark.6">
        {chat ? (
          <Trans
            t={t}
            i18nKey="login.forgotHint"
            values={{ whatsapp: settings?.whatsapp }}
            components={{
              strong: <strong />,
              chat: <Anchor inherit fw={600} href={chat} target="_blank" rel="noopener noreferrer" />,
            }}
          />
        ) : (
          <Trans t={t} i18nKey="login.forgotHintNoNumber" components={{ strong: <strong /> }} />
        )}
      </Text>
    </Paper>
  );
}
