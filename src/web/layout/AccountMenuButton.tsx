/**
 * The account menu's button (see AccountMenu): shown plain before the menu's code has arrived and as the menu's
 * target after, so both files use it from here.
 */
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentProps, Ref } from 'react';
import { useTranslation } from '@web/i18n';
import type { User } from '@shared/accounts.schemas';
import { userImageUrl } from '@web/components/user-image';
import classes from './AccountMenu.module.css';

export interface AccountMenuProps {
  user: User;
  variant: 'public' | 'back-office';
  onChangePassword: () => void;
}

type AccountMenuButtonProps = ComponentProps<'button'> &
  Pick<AccountMenuProps, 'user' | 'variant'> & { ref?: Ref<HTMLButtonElement> };

/** The avatar, first name and chevron, the same before and after the menu's code has arrived. */
export function AccountMenuButton({ user, variant, className, ...props }: AccountMenuButtonProps) {
  const { t } = useTranslation('layout');
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
