/**
 * The floating contact widget on the public pages (docs/product.md#contact-widget): phone numbers, e-mail and WhatsApp
 * chat; the back office has none (the app shell leaves it out there). Desktop: one round button each, the phones' and
 * the e-mail's opening a menu under the pointer, on a click or on Enter or Space, and the WhatsApp link naming itself
 * in a tooltip. Below 700 px (the spec's phone breakpoint): one button whose menu opens on a tap and lists everything.
 * Where the page leaves no margin beside it, the widget is a bar at the bottom of the screen that the page keeps room
 * for (Floating.module.css), so it never covers a button or a title.
 *
 * Markup only (docs/architecture.md#fast-public-pages): both layouts are rendered and the CSS shows the one that fits
 * the screen, every contact is a real link in the page, the menus are hidden until their islands (menu.island.ts,
 * contact-menu.island.ts) open them, and the tooltip is CSS. So the server's page is right on any screen and works
 * as it is; in the app the same islands run on this markup.
 */
import { ActionIcon, Box, Button } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconMessageCircle, IconPhone, type Icon } from '@tabler/icons-react';
import { useId, useRef, type ReactNode } from 'react';
import { useText } from '@web/i18n';
import type { SalonSettings } from '@shared/site.schemas';
import { useIsland } from '@web/lib/use-island';
import { useSalonSettings } from '@web/lib/salon-settings';
import { whatsAppLink } from '@shared/whatsapp';
import { mailUrl, telUrl } from './contact-links';
import { hoverContactMenuIsland } from './contact-menu.island';
import { menuIsland } from './menu.island';
import classes from './Floating.module.css';
import menuClasses from './Menu.module.css';
import { layoutText } from '@web/layout/en';

/** Every contact button is 44 px: a comfortable tap target that fits the 56 px bar. */
const BUTTON_SIZE = 44;

const phoneMenuIsland = menuIsland({ opensOnHover: false });

export function ContactWidget() {
  const { t } = useText(layoutText);
  const { settings } = useSalonSettings();
  if (!settings) return null;
  const chat = whatsAppLink(settings.whatsapp);

  return (
    <>
      <div className={classes.room} aria-hidden />
      <Box component="aside" aria-label={t('contact.widget')} className={classes.contact}>
        <PhoneContact settings={settings} />
        {settings.phones.length > 0 && (
          <HoverContact color="rose" Icon={IconPhone} label={t('contact.call')}>
            <PhoneItems phones={settings.phones} />
          </HoverContact>
        )}
        {settings.email && (
          <HoverContact color="gold.6" Icon={IconMail} label={t('contact.mail')}>
            <EmailItems email={settings.email} />
          </HoverContact>
        )}
        {chat && <Chat href={chat} />}
      </Box>
    </>
  );
}

/** A contact menu, hidden until its button opens it; `left` of a round button, else above the phone's button. */
function ContactMenu({
  id,
  label,
  placement,
  children,
}: {
  id: string;
  label: string;
  placement: 'above' | 'left';
  children: ReactNode;
}) {
  return (
    <div
      role="menu"
      id={id}
      aria-label={label}
      hidden
      data-placement={placement}
      className={`${menuClasses.menu} ${classes.menu}`}
    >
      {children}
    </div>
  );
}

/** A titled group of a contact menu (Call us, Write to us, Chat with us). */
function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <div id={labelId} className={classes.menuLabel}>
        {label}
      </div>
      {children}
    </div>
  );
}

function MenuLink({
  href,
  Icon,
  isExternal,
  children,
}: {
  href: string;
  Icon: Icon;
  isExternal?: boolean;
  children: string;
}) {
  return (
    <a
      role="menuitem"
      tabIndex={-1}
      href={href}
      className={`${menuClasses.item} ${classes.menuItem}`}
      {...(isExternal && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      <Icon size={16} aria-hidden />
      {children}
    </a>
  );
}

function PhoneItems({ phones }: { phones: string[] }) {
  const { t } = useText(layoutText);
  return (
    <MenuGroup label={t('contact.callLabel')}>
      {phones.map((phone) => (
        <MenuLink key={phone} href={telUrl(phone)} Icon={IconPhone}>
          {phone}
        </MenuLink>
      ))}
    </MenuGroup>
  );
}

function EmailItems({ email }: { email: string }) {
  const { t } = useText(layoutText);
  return (
    <MenuGroup label={t('contact.mailLabel')}>
      <MenuLink href={mailUrl(email)} Icon={IconMail}>
        {email}
      </MenuLink>
    </MenuGroup>
  );
}

/** The phone's single button and its menu of everything. */
function PhoneContact({ settings }: { settings: SalonSettings }) {
  const { t } = useText(layoutText);
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, phoneMenuIsland);
  const menuId = useId();
  const chat = whatsAppLink(settings.whatsapp);
  return (
    <div ref={rootRef} className={`${menuClasses.root} ${classes.phoneOnly}`} data-island="contact-menu">
      <Button
        h={BUTTON_SIZE}
        radius="xl"
        color="rose"
        variant="filled"
        leftSection={<IconMessageCircle size={20} aria-hidden />}
        aria-label={t('contact.widget')}
        aria-haspopup="menu"
        aria-expanded={false}
        aria-controls={menuId}
        className={classes.button}
      >
        {t('contact.short')}
      </Button>
      <ContactMenu id={menuId} label={t('contact.widget')} placement="above">
        {settings.phones.length > 0 && <PhoneItems phones={settings.phones} />}
        {settings.email && <EmailItems email={settings.email} />}
        {chat && (
          <MenuGroup label={t('contact.chatLabel')}>
            <MenuLink href={chat} Icon={IconBrandWhatsapp} isExternal>
              {t('contact.chat')}
            </MenuLink>
          </MenuGroup>
        )}
      </ContactMenu>
    </div>
  );
}

/** A desktop round button (call, e-mail) and its menu. */
function HoverContact({
  color,
  Icon,
  label,
  children,
}: {
  color: string;
  Icon: Icon;
  label: string;
  children: ReactNode;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, hoverContactMenuIsland);
  const menuId = useId();
  return (
    <div ref={rootRef} className={`${menuClasses.root} ${classes.wideOnly}`} data-island="contact-hover-menu">
      <ActionIcon
        size={BUTTON_SIZE}
        radius="xl"
        color={color}
        variant="filled"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        aria-controls={menuId}
        className={classes.button}
      >
        <Icon size={22} aria-hidden />
      </ActionIcon>
      <ContactMenu id={menuId} label={label} placement="left">
        {children}
      </ContactMenu>
    </div>
  );
}

/** WhatsApp chat, a link; its name shows beside it on hover or keyboard focus (CSS: nothing to run). */
function Chat({ href }: { href: string }) {
  const { t } = useText(layoutText);
  return (
    <div className={`${classes.chat} ${classes.wideOnly}`}>
      <ActionIcon
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        size={BUTTON_SIZE}
        radius="xl"
        color="green.8"
        variant="filled"
        aria-label={t('contact.chat')}
        className={classes.button}
      >
        <IconBrandWhatsapp size={24} aria-hidden />
      </ActionIcon>
      <span className={classes.tooltip} aria-hidden>
        {t('contact.chat')}
      </span>
    </div>
  );
}
