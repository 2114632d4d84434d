/**
 * The users table's columns (docs/product.md#users): #, Name, Phone, Email, Type, Status and the actions Edit, Change
 * Password and Activate/Deactivate. The signed-in admin's own row has no Deactivate. On a phone each user is a card.
 */
import { Badge, Group, Text } from '@mantine/core';
import { USER_STATUS, USER_TYPE } from '@shared/constants';
import { isAdmin, isStaff } from '@shared/roles';
import type { ListedUser } from '@shared/users.schemas';
import type { DataColumn } from '@web/components/back-office/DataTable';
import { RowActions, type RowAction } from '@web/components/back-office/RowActions';
import { NameCell } from '@web/components/back-office/NameCell';
import { useText } from '@web/i18n';
import classes from './user-columns.module.css';
import { usersText } from '../en';

export type UserDialog = 'edit' | 'password' | 'status';

/** What each of the list's dialogs on a user (edit, password, status) is given. */
export interface UserDialogProps {
  /** The user the dialog is about; null keeps it closed. */
  user: ListedUser | null;
  onClose: () => void;
}

const TYPE_COLOR: Record<number, string> = {
  [USER_TYPE.admin]: 'grape',
  [USER_TYPE.staff]: 'blue',
  [USER_TYPE.customer]: 'gray',
};

interface UserColumnsOptions {
  /** The number of the first row (11 on page 2). */
  firstNumber: number;
  currentUserId: number | null;
  open: (dialog: UserDialog, user: ListedUser) => void;
}

export function useUserColumns({ firstNumber, currentUserId, open }: UserColumnsOptions): DataColumn<ListedUser>[] {
  const { t } = useText(usersText);
  const actionsOf = (user: ListedUser): RowAction[] => {
    const isActive = user.status === USER_STATUS.activated;
    const edit: RowAction = {
      kind: 'edit',
      text: t('action.edit'),
      label: t('action.editUser', { name: user.name }),
      onClick: () => open('edit', user),
    };
    const password: RowAction = {
      kind: 'password',
      text: t('action.changePassword'),
      label: t('action.changePasswordOf', { name: user.name }),
      onClick: () => open('password', user),
    };
    const status: RowAction = isActive
      ? { kind: 'deactivate', text: t('action.deactivate'), label: t('action.deactivateUser', { name: user.name }) }
      : { kind: 'activate', text: t('action.activate'), label: t('action.activateUser', { name: user.name }) };
    // The admin does not deactivate themself.
    const canToggle = !(user.id === currentUserId && isActive);
    return [edit, password, ...(canToggle ? [{ ...status, onClick: () => open('status', user) }] : [])];
  };
  return [
    {
      key: 'number',
      header: t('column.number'),
      kind: 'lead',
      cell: (_, index) => (
        <Text span inherit c="dimmed">
          {firstNumber + index}
        </Text>
      ),
    },
    {
      key: 'name',
      header: t('column.name'),
      kind: 'title',
      cell: (user) => (
        <Group gap={6} wrap="nowrap">
          <NameCell>{user.name}</NameCell>
          {user.id === currentUserId && (
            <Badge size="xs" variant="outline" color="rose" className={classes.you}>
              {t('row.you')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'phone', header: t('column.phone'), nowrap: true, cell: (user) => user.phone },
    {
      key: 'email',
      header: t('column.email'),
      cell: (user) =>
        user.email ? (
          <Text size="sm" className={classes.email}>
            {user.email}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('row.noEmail')}
          </Text>
        ),
    },
    {
      key: 'type',
      header: t('column.type'),
      cell: (user) => (
        <Badge variant="light" color={TYPE_COLOR[user.user_type] ?? 'gray'}>
          {t(`type.${isAdmin(user) ? 1 : isStaff(user) ? 2 : 3}`)}
        </Badge>
      ),
    },
    {
      key: 'status',
      header: t('column.status'),
      cell: (user) => {
        const isActive = user.status === USER_STATUS.activated;
        return (
          <Badge variant={isActive ? 'light' : 'filled'} color={isActive ? 'teal' : 'red'}>
            {isActive ? t('status.1') : t('status.0')}
          </Badge>
        );
      },
    },
    {
      key: 'actions',
      header: t('column.actions'),
      kind: 'actions',
      cell: (user) => <RowActions actions={actionsOf(user)} />,
    },
  ];
}
