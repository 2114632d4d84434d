/**
 * /userList (docs/product.md#users, admin only): every user, 10 a page, searched by name, phone or e-mail (500 ms
 * after the last key, docs/product.md#constants); Add Customer; each user's profile edit, password reset, and
 * activation after 'Are you sure'. The search and the page live in the address (?search=&page=), so a reload or a
 * shared link keeps them.
 */
import { useEffect } from 'react';
import { ActionIcon, Button, TextInput } from '@mantine/core';
import { IconSearch, IconUserPlus, IconUsers, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE } from '@shared/constants';
import type { ListedUser } from '@shared/users.schemas';
import { BackOfficePage, pageCount } from '@web/components/back-office/BackOfficePage';
import { DataTable } from '@web/components/back-office/DataTable';
import { urlParam, useUrlFilters } from '@web/components/back-office/url-filters';
import { useRowDialog } from '@web/components/back-office/use-row-dialog';
import { useSearchBox } from '@web/components/back-office/use-search-box';
import { useText } from '@web/i18n';
import { useSession } from '@web/lib/session';
import { AddCustomerDialog, preloadAddCustomer } from '@web/components/add-customer/AddCustomerDialog';
import { USERS_KEY, userListQuery } from '../api';
import { EditUserModal } from '../components/EditUserModal';
import { useUserColumns, type UserDialog } from '../components/user-columns';
import { UserPasswordModal } from '../components/UserPasswordModal';
import { UserStatusModal } from '../components/UserStatusModal';
import classes from './UserListPage.module.css';
import { usersText } from '../en';

const SEARCH_MAX = 100;

/** The search and page from the address. */
const FILTERS = z.object({ search: urlParam.text(SEARCH_MAX), page: urlParam.whole(1, 999_999, 1) });

export function UserListPage() {
  const { t } = useText(usersText);
  const { user: me } = useSession();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useUrlFilters(FILTERS, { push: true });
  const search = useSearchBox(filters.search, (term) => setFilters({ search: term, page: 1 }), SEARCH_MAX);
  const list = useQuery(userListQuery(filters));
  const dialog = useRowDialog<UserDialog, ListedUser>();

  const users = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE.users);
  const isPastLastPage = !list.isPlaceholderData && users.length === 0 && total > 0 && filters.page > pages;
  const columns = useUserColumns({
    firstNumber: (Math.min(filters.page, pages) - 1) * PAGE_SIZE.users + 1,
    currentUserId: me?.id ?? null,
    open: dialog.open,
  });

  // A page beyond the last (an old link, say) shows the last page instead.
  useEffect(() => {
    if (isPastLastPage) setFilters({ page: pages });
  }, [isPastLastPage, pages, setFilters]);

  return (
    <BackOfficePage
      title={t('page.title')}
      summary={list.data ? t('page.count', { count: total }) : t('page.subtitle')}
      action={
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={dialog.openAdd}
          onPointerEnter={preloadAddCustomer}
          onFocus={preloadAddCustomer}
          aria-haspopup="dialog"
        >
          {t('page.addCustomer')}
        </Button>
      }
      toolbar={
        <TextInput
          className={classes.search}
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            search.text ? (
              <ActionIcon variant="subtle" color="gray" aria-label={t('search.clear')} onClick={search.clear}>
                <IconX size={14} aria-hidden />
              </ActionIcon>
            ) : null
          }
          value={search.text}
          maxLength={SEARCH_MAX}
          onChange={(event) => search.change(event.currentTarget.value)}
        />
      }
      pagination={{ pages, page: filters.page, onChange: (page) => setFilters({ page }), label: t('list.pagination') }}
      after={
        <>
          <AddCustomerDialog
            opened={dialog.isAdding}
            onClose={dialog.close}
            onAdded={() => void queryClient.invalidateQueries({ queryKey: USERS_KEY })}
          />
          <EditUserModal user={dialog.rowOf('edit')} onClose={dialog.close} />
          <UserPasswordModal user={dialog.rowOf('password')} onClose={dialog.close} />
          <UserStatusModal user={dialog.rowOf('status')} onClose={dialog.close} />
        </>
      }
    >
      <DataTable
        columns={columns}
        rows={isPastLastPage ? [] : users}
        rowTestId="user-row"
        minWidth={860}
        state={{
          // The last page is on its way instead of one beyond it.
          query: { ...list, isPending: list.isPending || isPastLastPage },
          failed: t('list.failed'),
          empty: {
            title: t('list.empty'),
            body: filters.search ? t('list.emptySearch', { search: filters.search }) : t('list.emptyAll'),
            icon: IconUsers,
          },
        }}
        skeletonRows={5}
        busy={list.isPlaceholderData}
      />
    </BackOfficePage>
  );
}
