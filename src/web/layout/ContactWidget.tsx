/**
 * The floating contact widget on every page (document 1 §1): phone numbers, e-mail and WhatsApp chat.
 * Desktop: one button each, opening on hover. Below 700 px (document 1 §9): one button whose dropdown opens on
 * click and lists everything, so the widget covers as little of a small screen as possible.
 */
import { ActionIcon, Menu, Stack, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrandWhatsapp, IconMail, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants';
import type { SalonSettings } from '../../shared/site.schemas';
import { useSalonSettings } from '../features/site/api';
import { mailUrl, telUrl, whatsappUrl } from './contact-links';
import classes from './Floating.module.css';

const MENU = { position: 'left-end', offset: 10, withinPortal: true, width: 240 } as const;

export function ContactWidget() {
  const { t } = useTranslation('layout');
  const { settings } = useSalonSettings();
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  if (!settings) return null;

  return (
    <Stack component="aside" aria-label={t('contact.widget')} gap="xs" className={classes.contact}>
      {isMobile ? <MobileContactMenu settings={settings} /> : <DesktopContactButtons settings={settings} />}
    </Stack>
  );
}

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

function MobileContactMenu({ settings }: { settings: SalonSettings }) {
  const { t } = useTranslation('layout');
  return (
    <Menu {...MENU} trigger="click" position="top-end">
      <Menu.Target>
        <ActionIcon size={52} radius="xl" color="rose" variant="filled" aria-label={t('contact.widget')}>
          <IconMessageCircle size={26} aria-hidden />
        </ActionIcon>
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

interface HoverContactMenuProps {
  color: string;
  icon: ReactNode;
  /** The round button's accessible name. */
  label: string;
  /** The heading inside the dropdown. */
  title: string;
  children: ReactNode;
}

/** A round button whose dropdown opens on hover (desktop). */
function HoverContactMenu({ color, icon, label, title, children }: HoverContactMenuProps) {
  return (
    <Menu {...MENU} trigger="hover">
      <Menu.Target>
        <ActionIcon size={48} radius="xl" color={color} variant="filled" aria-label={label}>
          {icon}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{title}</Menu.Label>
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}

function DesktopContactButtons({ settings }: { settings: SalonSettings }) {
  const { t } = useTranslation('layout');
  return (
    <>
      {settings.phones.length > 0 && (
        <HoverContactMenu
          color="rose"
          icon={<IconPhone size={22} aria-hidden />}
          label={t('contact.call')}
          title={t('contact.callLabel')}
        >
          <PhoneItems phones={settings.phones} />
        </HoverContactMenu>
      )}
      {settings.email && (
        <HoverContactMenu
          color="gold.6"
          icon={<IconMail size={22} aria-hidden />}
          label={t('contact.mail')}
          title={t('contact.mailLabel')}
        >
          <EmailItem email={settings.email} />
        </HoverContactMenu>
      )}
      {settings.whatsapp && (
        <Tooltip label={t('contact.chat')} position="left" withArrow>
          <ActionIcon
            component="a"
            href={whatsappUrl(settings.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            size={48}
            radius="xl"
            color="green.8"
            variant="filled"
            aria-label={t('contact.chat')}
          >
            <IconBrandWhatsapp size={24} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
