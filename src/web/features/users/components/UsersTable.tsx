/**
 * The users table (document 2 §2 Users): #, Name, Phone, Email, Type, Status and the actions Change Password and
 * Activate/Deactivate. The signed-in admin's own row has no Deactivate. Wide: it scrolls inside its card on a phone.
 */
import { Badge, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconKey, IconPlayerPlay, IconPower } from '@tabler/icons-react';
import { USER_STATUS, USER_TYPE } from '../../../../shared/constants';
import type { ListedUser } from '../../../../shared/users.schemas';
import { useTranslation } from '../../../i18n';
import classes from './UsersTable.module.css';

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
  onChangePassword: (user: ListedUser) => void;
  onToggleStatus: (user: ListedUser) => void;
}

export function UsersTable({
  users,
  firstNumber,
  currentUserId,
  isStale,
  onChangePassword,
  onToggleStatus,
}: UsersTableProps) {
  const { t } = useTranslation('users');

  const rows =
    users === null
      ? Array.from({ length: 5 }, (_, row) => (
          <Table.Tr key={row} aria-hidden>
            {COLUMNS.map((column) => (
              <Table.Td key={column}>
                <Skeleton height={14} width={column === 'number' ? 16 : undefined} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))
      : users.map((user, index) => {
          const isSelf = user.id === currentUserId;
          const isActive = user.status === USER_STATUS.activated;
          const typeKey = user.user_type === USER_TYPE.admin ? 1 : user.user_type === USER_TYPE.staff ? 2 : 3;
          return (
            <Table.Tr key={user.id} data-testid="user-row">
              <Table.Td c="dimmed">{firstNumber + index}</Table.Td>
              <Table.Td>
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
              </Table.Td>
              <Table.Td className={classes.nowrap}>{user.phone}</Table.Td>
              <Table.Td>
                {user.email ? (
                  <Text size="sm" className={classes.email}>
                    {user.email}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('row.noEmail')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={TYPE_COLOR[user.user_type] ?? 'gray'}>
                  {t(`type.${typeKey}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge variant={isActive ? 'light' : 'filled'} color={isActive ? 'teal' : 'red'}>
                  {isActive ? t('status.1') : t('status.0')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
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
              </Table.Td>
            </Table.Tr>
          );
        });

  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        striped
        highlightOnHover
        aria-label={t('page.title')}
        aria-busy={users === null || isStale}
        className={isStale ? classes.stale : undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} className={classes.nowrap}>
                {t(`column.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
