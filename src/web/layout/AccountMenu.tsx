/**
 * The signed-in user's menu (docs/product.md#header, #back-office-navigation): greeting and name, phone, then
 * the account links. The public header also offers Go to Admin (types 1 and 2) and My Appointments.
 *
 * The button is plain until first hovered, focused or clicked; then the menu's code (AccountMenuDropdown) is fetched.
 */
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentProps, Ref } from 'react';
import { useText } from '@web/i18n';
import { userImageUrl } from '@web/components/user-image';
import type { AccountMenuProps } from './AccountMenuDropdown';
import { useDeferred } from './use-deferred';
import classes from './AccountMenu.module.css';
import { layoutText } from '@web/layout/en';

const loadDropdown = () => import('./AccountMenuDropdown').then((module) => module.AccountMenuDropdown);

export function AccountMenu(props: AccountMenuProps) {
  const { Loaded: Dropdown, start, triggerProps } = useDeferred(loadDropdown);
  // The menu gets its button from here: importing this file back would make an import loop.
  if (Dropdown) return <Dropdown {...props} start={start} Button={AccountMenuButton} />;
  return <AccountMenuButton user={props.user} variant={props.variant} {...triggerProps} />;
}

type AccountMenuButtonProps = ComponentProps<'button'> &
  Pick<AccountMenuProps, 'user' | 'variant'> & { ref?: Ref<HTMLButtonElement> };

/** The avatar, first name and chevron, the same before and after the menu's code has arrived. */
function AccountMenuButton({ user, variant, className, ...props }: AccountMenuButtonProps) {
  const { t } = useText(layoutText);
  const ownClassName = variant === 'public' ? classes.target : `${classes.target} ${classes.inverted}`;
  return (
    <UnstyledButton
      aria-label={t('account.menu')}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
      className={className ? `${ownClassName} ${className}` : ownClassName}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar
          src={userImageUrl(user.image)}
          alt={user.name}
          size={34}
          radius="xl"
          imageProps={{ width: 34, height: 34 }}
        />
        <Text size="sm" fw={600} visibleFrom="sm" lineClamp={1} maw={120}>
          {user.name1 || user.name}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
