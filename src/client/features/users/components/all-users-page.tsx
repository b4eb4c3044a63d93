import { Stack } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { PageHeader } from '../../../components/page-header';
import { PagedResults } from '../../../components/paged-results';
import { useUserTable } from '../use-user-table';
import { sortBy, toUserListQuery, USER_PAGINATION } from '../user-table-state';
import { useListUsersQuery } from '../users-api';
import { UserFilters } from './user-filters';
import { UsersTable } from './users-table';

const MESSAGES = {
  loading: 'Loading users…',
  failed: 'Failed to fetch users',
  empty: 'No users match these filters',
};

/** /admin/users (section 2: All Users): everyone, searched, filtered, sorted and paged by the server. */
export function AllUsersPage() {
  const { table, update } = useUserTable();
  const selfId = useAppSelector((state) => state.auth.userId);
  const query = useListUsersQuery(toUserListQuery(table));

  return (
    <Stack gap="6">
      <PageHeader title="All Users" />
      <UserFilters table={table} onChange={update} />
      <PagedResults
        query={query}
        paging={table}
        onPaging={update}
        messages={MESSAGES}
        pagination={{ ...USER_PAGINATION, label: 'Pages of users', noun: 'user' }}
      >
        {(result) => (
          <UsersTable
            users={result.items}
            table={table}
            busy={query.isFetching}
            onSort={(key) => update(sortBy(table, key))}
            rolesEditable={result.site_admin}
            selfId={selfId}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
