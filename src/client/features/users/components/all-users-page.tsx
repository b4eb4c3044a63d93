import { Button, Stack, Text } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { countOf } from '../count-of';
import { useUserTable } from '../use-user-table';
import { pageCount, sortBy, toUserListQuery } from '../user-table-state';
import { useListUsersQuery } from '../users-api';
import { TablePagination } from './table-pagination';
import { UserFilters } from './user-filters';
import { UsersTable } from './users-table';

/** /admin/users (section 2: All Users): everyone, searched, filtered, sorted and paged by the server. */
export function AllUsersPage() {
  const { table, update } = useUserTable();
  const selfId = useAppSelector((state) => state.auth.userId);
  const { data, currentData, isLoading, isFetching, isError } = useListUsersQuery(toUserListQuery(table));
  // A page number kept in the address can outlast the rows it pointed at.
  const pastTheEnd = currentData && currentData.items.length === 0 && currentData.total > 0;

  return (
    <Stack gap="6">
      <PageHeader title="All Users" />
      <UserFilters table={table} onChange={update} />
      {isLoading && <LoadingSpinner label="Loading users…" />}
      {isError && <LoadFailedAlert message="Failed to fetch users" />}
      {!isError && data?.total === 0 && <EmptyState>No users match these filters</EmptyState>}
      {pastTheEnd && (
        <Stack gap="2" align="flex-start">
          <Text>There is no page {table.page} for these filters.</Text>
          <Button size="sm" onClick={() => update({ page: pageCount(currentData.total, table.pageSize) })}>
            Go to the last page
          </Button>
        </Stack>
      )}
      {!isError && !pastTheEnd && data && data.total > 0 && (
        <>
          <UsersTable
            users={data.items}
            table={table}
            busy={isFetching}
            onSort={(key) => update(sortBy(table, key))}
            rolesEditable={data.site_admin}
            selfId={selfId}
          />
          <TablePagination
            label="Pages of users"
            summary={countOf(data.total, 'user')}
            page={table.page}
            pageSize={table.pageSize}
            total={data.total}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        </>
      )}
    </Stack>
  );
}
