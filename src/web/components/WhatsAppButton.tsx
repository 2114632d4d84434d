/**
 * The one WhatsApp button (docs/product.md#whatsapp-messages): a wa.me link with its message filled in (made by
 * src/shared/whatsapp.ts), opened in a new tab as another site, teal with WhatsApp's mark. Size, variant, the class
 * and the accessible name go to the button.
 */
import type { ComponentProps } from 'react';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { LinkButton } from './LinkButton';

type WhatsAppButtonProps = Omit<ComponentProps<typeof LinkButton>, 'to' | 'href' | 'newTab' | 'icon' | 'iconSide'> & {
  /** The wa.me link with its text. */
  href: string;
};

export function WhatsAppButton({ href, variant = 'light', children, ...buttonProps }: WhatsAppButtonProps) {
  return (
    <LinkButton
      href={href}
      newTab="other-site"
      icon={IconBrandWhatsapp}
      iconSize={16}
      variant={variant}
      color="teal"
      {...buttonProps}
    >
      {children}
    </LinkButton>
  );
}
