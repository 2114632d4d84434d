/**
 * The contact widget's menus and tooltip (see ContactWidget), fetched when their button is first hovered, focused,
 * touched or clicked.
 */
import { Menu, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { useEffect, useState, type ComponentType, type MouseEventHandler, type ReactNode, type Ref } from 'react';
import { useText } from '@web/i18n';
import type { SalonSettings } from '@shared/site.schemas';
import { mailUrl, telUrl, whatsappUrl } from './contact-links';
import { opensOnKeyboardClick, useStartedMenu, type DeferredStart } from './use-deferred';
import { layoutText } from '@web/layout/en';

const MENU = { position: 'left-end', offset: 10, withinPortal: true, width: 240 } as const;

/** A desktop round button and what its dropdown lists. */
export interface HoverContactProps {
  settings: SalonSettings;
  kind: 'phone' | 'email';
  color: string;
  icon: ReactNode;
  /** The round button's accessible name. */
  label: string;
}

// Each menu is handed the button ContactWidget showed before this code arrived.
type ButtonRef = { ref?: Ref<HTMLButtonElement> };
type HoverButton = Pick<HoverContactProps, 'color' | 'icon' | 'label'> &
  ButtonRef & { onClick?: MouseEventHandler<HTMLButtonElement> };

function PhoneItems({ phones }: { phones: string[] }) {
  return phones.map((phone) => (
    <Menu.Item key={phone} component="a" href={telUrl(phone)} leftSection={<IconPhone size={16} />}>
      {phone}
    </Menu.Item>
  ));
}

function EmailItem({ email }: { email: string }) {
  return (
    <Menu.Item component="a" href={mailUrl(email)} leftSection={<IconMail size={16} />}>
      {email}
    </Menu.Item>
  );
}

export function MobileContactMenu({
  settings,
  start,
  Button,
}: {
  settings: SalonSettings;
  start: DeferredStart;
  Button: ComponentType<ButtonRef>;
}) {
  const { t } = useText(layoutText);
  const { targetRef, opened, setOpened } = useStartedMenu(start);
  return (
    <Menu {...MENU} opened={opened} onChange={setOpened} trigger="click" position="top-end">
      <Menu.Target>
        <Button ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown>
        {settings.phones.length > 0 && <Menu.Label>{t('contact.callLabel')}</Menu.Label>}
        <PhoneItems phones={settings.phones} />
        {settings.email && (
          <>
            <Menu.Label>{t('contact.mailLabel')}</Menu.Label>
            <EmailItem email={settings.email} />
          </>
        )}
        {settings.whatsapp && (
          <>
            <Menu.Label>{t('contact.chatLabel')}</Menu.Label>
            <Menu.Item
              component="a"
              href={whatsappUrl(settings.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconBrandWhatsapp size={16} />}
            >
              {t('contact.chat')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A round button whose dropdown opens on hover (desktop), or on Enter or Space. */
export function HoverContactMenu({
  settings,
  kind,
  color,
  icon,
  label,
  start,
  Button,
}: HoverContactProps & { start: DeferredStart; Button: ComponentType<HoverButton> }) {
  const { t } = useText(layoutText);
  const { targetRef, opened, setOpened } = useStartedMenu(start);
  return (
    <Menu {...MENU} opened={opened} onChange={setOpened} trigger="hover">
      <Menu.Target>
        <Button
          ref={targetRef}
          color={color}
          icon={icon}
          label={label}
          onClick={opensOnKeyboardClick(() => setOpened(true))}
        />
      </Menu.Target>
      <Menu.Dropdown>
        {kind === 'phone' ? (
          <>
            <Menu.Label>{t('contact.callLabel')}</Menu.Label>
            <PhoneItems phones={settings.phones} />
          </>
        ) : (
          <>
            <Menu.Label>{t('contact.mailLabel')}</Menu.Label>
            {settings.email && <EmailItem email={settings.email} />}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The WhatsApp link with its tooltip; shown at once when the pointer is already resting on the link. */
export function ChatTooltip({
  whatsapp,
  start,
  ChatLink,
}: {
  whatsapp: string;
  start: DeferredStart;
  ChatLink: ComponentType<{ whatsapp: string; ref?: Ref<HTMLAnchorElement> }>;
}) {
  const { t } = useText(layoutText);
  const [target, setTarget] = useState<HTMLAnchorElement | null>(null);
  useEffect(() => {
    if (start.isFocused) target?.focus({ preventScroll: true });
  }, [start, target]);
  return (
    <Tooltip label={t('contact.chat')} position="left" withArrow defaultOpened={start.isHovered}>
      <ChatLink whatsapp={whatsapp} ref={setTarget} />
    </Tooltip>
  );
}
