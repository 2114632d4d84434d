/**
 * The floating contact widget on the public pages (docs/product.md#contact-widget): phone numbers, e-mail and WhatsApp
 * chat; the back office has none (the app shell leaves it out there). Desktop: one button each, opening on hover. Below
 * 700 px (the spec's phone breakpoint): one button whose dropdown opens on click and lists everything. Where the page
 * leaves no margin beside it, the widget is a bar at the bottom of the screen that the page keeps room for
 * (Floating.module.css), so it never covers a button or a title.
 *
 * The buttons are plain until first hovered, focused or clicked; then the menus' code (ContactMenus) is fetched.
 */
import { ActionIcon, Box, Button } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import type { ComponentProps, Ref } from 'react';
import { useText } from '@web/i18n';
import { useIsPhone } from '@web/lib/breakpoints';
import type { SalonSettings } from '@shared/site.schemas';
import { useSalonSettings } from '@web/lib/salon-settings';
import { whatsappUrl } from './contact-links';
import type { HoverContactProps } from './ContactMenus';
import { useDeferred } from './use-deferred';
import classes from './Floating.module.css';
import { layoutText } from '@web/layout/en';

/** Every contact button is 44 px: a comfortable tap target that fits the 56 px bar. */
const BUTTON_SIZE = 44;

const loadMobileMenu = () => import('./ContactMenus').then((module) => module.MobileContactMenu);
const loadHoverMenu = () => import('./ContactMenus').then((module) => module.HoverContactMenu);
const loadChatTooltip = () => import('./ContactMenus').then((module) => module.ChatTooltip);

export function ContactWidget() {
  const { t } = useText(layoutText);
  const { settings } = useSalonSettings();
  const isMobile = useIsPhone();
  if (!settings) return null;

  return (
    <Box component="aside" aria-label={t('contact.widget')} className={classes.contact}>
      {isMobile ? <MobileContact settings={settings} /> : <DesktopContactButtons settings={settings} />}
    </Box>
  );
}

type ButtonProps = ComponentProps<'button'> & { ref?: Ref<HTMLButtonElement> };

/** The phone's single button, the same before and after its menu code has arrived. */
function MobileContactButton(props: ButtonProps) {
  const { t } = useText(layoutText);
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

type HoverContactButtonProps = ButtonProps & Pick<HoverContactProps, 'color' | 'icon' | 'label'>;

/** A desktop round button (call, e-mail), the same before and after its menu code has arrived. */
function HoverContactButton({ color, icon, label, ...props }: HoverContactButtonProps) {
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
function ChatLink({ whatsapp, ...props }: ChatLinkProps) {
  const { t } = useText(layoutText);
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

function MobileContact({ settings }: { settings: SalonSettings }) {
  const { Loaded: Menu, start, triggerProps } = useDeferred(loadMobileMenu);
  // Each menu gets its button from here: importing this file back would make an import loop.
  if (Menu) return <Menu settings={settings} start={start} Button={MobileContactButton} />;
  return <MobileContactButton {...triggerProps} />;
}

function HoverContact(props: HoverContactProps) {
  const { Loaded: Menu, start, triggerProps } = useDeferred(loadHoverMenu);
  if (Menu) return <Menu {...props} start={start} Button={HoverContactButton} />;
  return <HoverContactButton color={props.color} icon={props.icon} label={props.label} {...triggerProps} />;
}

function Chat({ whatsapp }: { whatsapp: string }) {
  const { Loaded: Tooltip, start, triggerProps } = useDeferred(loadChatTooltip);
  if (Tooltip) return <Tooltip whatsapp={whatsapp} start={start} ChatLink={ChatLink} />;
  return <ChatLink whatsapp={whatsapp} {...triggerProps} />;
}

/** The desktop round buttons that open a menu: whether each shows, its colour, icon and label key. */
const HOVER_CONTACTS = [
  {
    kind: 'phone',
    shows: (settings) => settings.phones.length > 0,
    color: 'rose',
    Icon: IconPhone,
    label: 'contact.call',
  },
  {
    kind: 'email',
    shows: (settings) => Boolean(settings.email),
    color: 'gold.6',
    Icon: IconMail,
    label: 'contact.mail',
  },
] as const satisfies readonly {
  kind: HoverContactProps['kind'];
  shows: (settings: SalonSettings) => boolean;
  color: string;
  Icon: typeof IconPhone;
  label: 'contact.call' | 'contact.mail';
}[];

function DesktopContactButtons({ settings }: { settings: SalonSettings }) {
  const { t } = useText(layoutText);
  return (
    <>
      {HOVER_CONTACTS.filter((contact) => contact.shows(settings)).map(({ kind, color, Icon, label }) => (
        <HoverContact
          key={kind}
          settings={settings}
          kind={kind}
          color={color}
          icon={<Icon size={22} aria-hidden />}
          label={t(label)}
        />
      ))}
      {settings.whatsapp && <Chat whatsapp={settings.whatsapp} />}
    </>
  );
}
