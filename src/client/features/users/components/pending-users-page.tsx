import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { countOf } from '../count-of';
import { DEFAULT_USER_TABLE } from '../user-table-state';
import { useListUsersQuery } from '../users-api';
import { PendingUsersTable } from './pending-users-table';
import { TablePagination } from './table-pagination';

/** /admin/pending-users (sections 1 and 2): accounts not yet approved, each approved or rejected here. */
export function PendingUsersPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_USER_TABLE.pageSize);
  const { data, currentData, isLoading, isFetching, isError } = useListUsersQuery({
    status: 'pending',
    sort: 'created_at',
    order: 'asc',
    page,
    page_size: pageSize,
  });
  // Deciding the last person on a later page empties it; step back to where people are still waiting.
  if (currentData && currentData.items.length === 0 && page > 1) setPage(page - 1);

  return (
    <Stack gap="6">
      <PageHeader
        title="Pending Users"
        description="These people asked for an account. Approve them to let them reach their courses."
      />
      {isLoading && <LoadingSpinner label="Loading pending users…" />}
      {isError && <LoadFailedAlert message="Failed to fetch pending users" />}
      {!isError && data?.total === 0 && <EmptyState>No users are waiting for approval.</EmptyState>}
      {!isError && data && data.total > 0 && (
        <>
          <PendingUsersTable users={data.items} busy={isFetching} />
          <TablePagination
            label="Pages of pending users"
            summary={`${countOf(data.total, 'account')} waiting`}
            page={page}
            pageSize={pageSize}
            total={data.total}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
    </Stack>
  );
}
