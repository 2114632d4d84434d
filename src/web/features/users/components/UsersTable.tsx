/**
 * The users table (docs/product.md#users): #, Name, Phone, Email, Type, Status and the actions Edit,
 * Change Password and Activate/Deactivate. The signed-in admin's own row has no Deactivate. On a phone each user is a card (CardTable).
 */
import { Badge, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconEdit, IconKey, IconPlayerPlay, IconPower } from '@tabler/icons-react';
import { USER_STATUS, USER_TYPE } from '@shared/constants';
import { isAdmin, isStaff } from '@shared/roles';
import type { ListedUser } from '@shared/users.schemas';
import { CardTable } from '@web/components/CardTable';
import { useText } from '@web/i18n';
import classes from './UsersTable.module.css';
import { usersText } from '../en';

const COLUMNS = ['number', 'name', 'phone', 'email', 'type', 'status', 'actions'] as const;

const TYPE_COLOR: Record<number, string> = {
  [USER_TYPE.admin]: 'grape',
  [USER_TYPE.staff]: 'blue',
  [USER_TYPE.customer]: 'gray',
};

interface UsersTableProps {
  /** null while the first page loads. */
  users: ListedUser[] | null;
  /** The number of the first row (11 on page 2). */
  firstNumber: number;
  currentUserId: number | null;
  isStale: boolean;
  onEdit: (user: ListedUser) => void;
  onChangePassword: (user: ListedUser) => void;
  onToggleStatus: (user: ListedUser) => void;
}

export function UsersTable({
  users,
  firstNumber,
  currentUserId,
  isStale,
  onEdit,
  onChangePassword,
  onToggleStatus,
}: UsersTableProps) {
  const { t } = useText(usersText);

  const rows =
    users === null
      ? Array.from({ length: 5 }, (_, row) => (
          <CardTable.Tr key={row} aria-hidden>
            {COLUMNS.map((column) => (
              <CardTable.Td key={column}>
                <Skeleton height={14} width={column === 'number' ? 16 : undefined} />
              </CardTable.Td>
            ))}
          </CardTable.Tr>
        ))
      : users.map((user, index) => {
          const isSelf = user.id === currentUserId;
          const isActive = user.status === USER_STATUS.activated;
          const typeKey = isAdmin(user) ? 1 : isStaff(user) ? 2 : 3;
          return (
            <CardTable.Tr key={user.id} data-testid="user-row">
              <CardTable.Td kind="lead" c="dimmed">
                {firstNumber + index}
              </CardTable.Td>
              <CardTable.Td kind="title">
                <Group gap={6} wrap="nowrap">
                  <Text fw={600} size="sm" className={classes.name}>
                    {user.name}
                  </Text>
                  {isSelf && (
                    <Badge size="xs" variant="outline" color="rose" className={classes.you}>
                      {t('row.you')}
                    </Badge>
                  )}
                </Group>
              </CardTable.Td>
              <CardTable.Td label={t('column.phone')} className={classes.nowrap}>
                {user.phone}
              </CardTable.Td>
              <CardTable.Td label={t('column.email')}>
                {user.email ? (
                  <Text size="sm" className={classes.email}>
                    {user.email}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('row.noEmail')}
                  </Text>
                )}
              </CardTable.Td>
              <CardTable.Td label={t('column.type')}>
                <Badge variant="light" color={TYPE_COLOR[user.user_type] ?? 'gray'}>
                  {t(`type.${typeKey}`)}
                </Badge>
              </CardTable.Td>
              <CardTable.Td label={t('column.status')}>
                <Badge variant={isActive ? 'light' : 'filled'} color={isActive ? 'teal' : 'red'}>
                  {isActive ? t('status.1') : t('status.0')}
                </Badge>
              </CardTable.Td>
              <CardTable.Td kind="actions">
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="gray"
                    leftSection={<IconEdit size={14} aria-hidden />}
                    aria-label={t('action.editUser', { name: user.name })}
                    onClick={() => onEdit(user)}
                  >
                    {t('action.edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconKey size={14} aria-hidden />}
                    aria-label={t('action.changePasswordOf', { name: user.name })}
                    onClick={() => onChangePassword(user)}
                  >
                    {t('action.changePassword')}
                  </Button>
                  {!(isSelf && isActive) && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color={isActive ? 'red' : 'teal'}
                      leftSection={
                        isActive ? <IconPower size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />
                      }
                      aria-label={
                        isActive
                          ? t('action.deactivateUser', { name: user.name })
                          : t('action.activateUser', { name: user.name })
                      }
                      onClick={() => onToggleStatus(user)}
                    >
                      {isActive ? t('action.deactivate') : t('action.activate')}
                    </Button>
                  )}
                </Group>
              </CardTable.Td>
            </CardTable.Tr>
          );
        });

  return (
    <CardTable
      minWidth={860}
      verticalSpacing="sm"
      horizontalSpacing="md"
      striped
      highlightOnHover
      aria-label={t('page.title')}
      aria-busy={users === null || isStale}
      className={isStale ? classes.stale : undefined}
    >
      <CardTable.Thead>
        <CardTable.Tr>
          {COLUMNS.map((column) => (
            <CardTable.Th key={column} className={classes.nowrap}>
              {t(`column.${column}`)}
            </CardTable.Th>
          ))}
        </CardTable.Tr>
      </CardTable.Thead>
      <CardTable.Tbody>{rows}</CardTable.Tbody>
    </CardTable>
  );
}
