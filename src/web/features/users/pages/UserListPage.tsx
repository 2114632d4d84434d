/**
 * /userList (docs/product.md#users, admin only): every user, 10 a page, searched by name, phone or e-mail (500 ms
 * after the last key, docs/product.md#constants); Add Customer; each user's profile edit, password reset, and
 * activation after 'Are you sure'. The search and the page live in the address (?search=&page=), so a reload or a
 * shared link keeps them.
 */
import { useEffect, useState } from 'react';
import { ActionIcon, Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconUserPlus, IconUsers, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@shared/constants';
import type { ListedUser } from '@shared/users.schemas';
import { BackOfficePage, ListPagination } from '@web/components/back-office/BackOfficePage';
import { urlParam, useUrlFilters } from '@web/components/back-office/url-filters';
import { ListEmpty, ListFailed } from '@web/components/ListStates';
import { useText } from '@web/i18n';
import { useSession } from '@web/lib/session';
import { AddCustomerDialog, preloadAddCustomer } from '@web/components/add-customer/AddCustomerDialog';
import { USERS_KEY, userListQuery } from '../api';
import { EditUserModal } from '../components/EditUserModal';
import { UserPasswordModal } from '../components/UserPasswordModal';
import { UsersTable } from '../components/UsersTable';
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
  const [searchText, setSearchText] = useState(filters.search);
  // The address changed by itself (back, forward, a link): the box follows it.
  const [addressSearch, setAddressSearch] = useState(filters.search);
  if (addressSearch !== filters.search) {
    setAddressSearch(filters.search);
    if (searchText.trim() !== filters.search) setSearchText(filters.search);
  }
  const applySearch = useDebouncedCallback((text: string) => {
    const search = text.trim().slice(0, SEARCH_MAX);
    if (search !== filters.search) setFilters({ search, page: 1 });
  }, SEARCH_DEBOUNCE_MS);
  const list = useQuery(userListQuery(filters));
  const [isAdding, setAdding] = useState(false);
  const [editFor, setEditFor] = useState<ListedUser | null>(null);
  const [passwordFor, setPasswordFor] = useState<ListedUser | null>(null);
  const [statusFor, setStatusFor] = useState<ListedUser | null>(null);

  const users = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.users));
  const isPastLastPage = !list.isPlaceholderData && users.length === 0 && total > 0 && filters.page > pages;

  // A page beyond the last (an old link, say) shows the last page instead.
  useEffect(() => {
    if (isPastLastPage) setFilters({ page: pages });
  }, [isPastLastPage, pages, setFilters]);

  function changeSearch(text: string) {
    setSearchText(text);
    applySearch(text);
  }

  function clearSearch() {
    setSearchText('');
    applySearch.cancel();
    setFilters({ search: '', page: 1 });
  }

  let content;
  if (list.isError && !list.data) {
    content = (
      <Stack p={{ base: 'sm', sm: 'lg' }}>
        <ListFailed title={t('list.failed')} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
      </Stack>
    );
  } else if (list.data && users.length === 0 && !isPastLastPage) {
    content = (
      <Stack p={{ base: 'sm', sm: 'lg' }}>
        <ListEmpty
          title={t('list.empty')}
          body={filters.search ? t('list.emptySearch', { search: filters.search }) : t('list.emptyAll')}
          icon={IconUsers}
        />
      </Stack>
    );
  } else {
    content = (
      <UsersTable
        users={list.data && !isPastLastPage ? users : null}
        firstNumber={(Math.min(filters.page, pages) - 1) * PAGE_SIZE.users + 1}
        currentUserId={me?.id ?? null}
        isStale={list.isPlaceholderData}
        onEdit={setEditFor}
        onChangePassword={setPasswordFor}
        onToggleStatus={setStatusFor}
      />
    );
  }

  return (
    <BackOfficePage
      title={t('page.title')}
      summary={list.data ? t('page.count', { count: total }) : t('page.subtitle')}
      action={
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
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
            searchText ? (
              <ActionIcon variant="subtle" color="gray" aria-label={t('search.clear')} onClick={clearSearch}>
                <IconX size={14} aria-hidden />
              </ActionIcon>
            ) : null
          }
          value={searchText}
          maxLength={SEARCH_MAX}
          onChange={(event) => changeSearch(event.currentTarget.value)}
        />
      }
      after={
        <>
          <AddCustomerDialog
            opened={isAdding}
            onClose={() => setAdding(false)}
            onAdded={() => void queryClient.invalidateQueries({ queryKey: USERS_KEY })}
          />
          <EditUserModal user={editFor} onClose={() => setEditFor(null)} />
          <UserPasswordModal user={passwordFor} onClose={() => setPasswordFor(null)} />
          <UserStatusModal user={statusFor} onClose={() => setStatusFor(null)} />
        </>
      }
    >
      {content}
      <ListPagination
        pages={pages}
        page={filters.page}
        onChange={(page) => setFilters({ page })}
        label={t('list.pagination')}
      />
    </BackOfficePage>
  );
}
