/**
 * The contact widget's buttons (see ContactWidget), the same before and after their menus' code (ContactMenus) has
 * arrived, so both files use them from here.
 */
import { ActionIcon, Button } from '@mantine/core';
import { IconBrandWhatsapp, IconMessageCircle } from '@tabler/icons-react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { useTranslation } from '@web/i18n';
import type { SalonSettings } from '@shared/site.schemas';
import { whatsappUrl } from './contact-links';

/** Every contact button is 44 px: a comfortable tap target that fits the 56 px bar. */
const BUTTON_SIZE = 44;

type ButtonProps = ComponentProps<'button'> & { ref?: Ref<HTMLButtonElement> };

/** The phone's single button, the same before and after its menu code has arrived. */
export function MobileContactButton(props: ButtonProps) {
  const { t } = useTranslation('layout');
  return (
    <Button
      h={BUTTON_SIZE}
      radius="xl"
      color="rose"
      variant="filled"
      leftSection={<IconMessageCircle size={20} aria-hidden />}
      aria-label={t('contact.widget')}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      {t('contact.short')}
    </Button>
  );
}

/** A desktop round button and what its dropdown lists. */
export interface HoverContactProps {
  settings: SalonSettings;
  kind: 'phone' | 'email';
  color: string;
  icon: ReactNode;
  /** The round button's accessible name. */
  label: string;
}

type HoverContactButtonProps = ButtonProps & Pick<HoverContactProps, 'color' | 'icon' | 'label'>;

/** A desktop round button (call, e-mail), the same before and after its menu code has arrived. */
export function HoverContactButton({ color, icon, label, ...props }: HoverContactButtonProps) {
  return (
    <ActionIcon
      size={BUTTON_SIZE}
      radius="xl"
      color={color}
      variant="filled"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      {icon}
    </ActionIcon>
  );
}

type ChatLinkProps = ComponentProps<'a'> & { whatsapp: string; ref?: Ref<HTMLAnchorElement> };

/** WhatsApp chat, a link; its tooltip's code comes when it is first hovered or focused. */
export function ChatLink({ whatsapp, ...props }: ChatLinkProps) {
  const { t } = useTranslation('layout');
  return (
    <ActionIcon
      component="a"
      href={whatsappUrl(whatsapp)}
      target="_blank"
      rel="noopener noreferrer"
      size={BUTTON_SIZE}
      radius="xl"
      color="green.8"
      variant="filled"
      aria-label={t('contact.chat')}
      {...props}
    >
      <IconBrandWhatsapp size={24} aria-hidden />
    </ActionIcon>
  );
}
