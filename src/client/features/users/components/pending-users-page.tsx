import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PagedResults } from '../../../components/paged-results';
import { countOf } from '../../../lib/wording';
import { DEFAULT_USER_TABLE, USER_PAGINATION } from '../user-table-state';
import { useListUsersQuery } from '../users-api';
import { PendingUsersTable } from './pending-users-table';

const MESSAGES = {
  loading: 'Loading pending users…',
  failed: 'Failed to fetch pending users',
  empty: 'No users are waiting for approval.',
};

const PAGINATION = {
  ...USER_PAGINATION,
  label: 'Pages of pending users',
  summary: (total: number) => `${countOf(total, 'account')} waiting`,
};

/** /admin/pending-users (sections 1 and 2): accounts not yet approved, each approved or rejected here. */
export function PendingUsersPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_USER_TABLE.pageSize);
  const query = useListUsersQuery({
    status: 'pending',
    sort: 'created_at',
    order: 'asc',
    page,
    page_size: pageSize,
  });
  // Deciding the last person on a later page empties it; step back to where people are still waiting.
  if (query.currentData && query.currentData.items.length === 0 && page > 1) setPage(page - 1);

  const onPaging = (change: { page?: number; pageSize?: number }) => {
    if (change.pageSize !== undefined) {
      setPageSize(change.pageSize);
      setPage(1);
    } else if (change.page !== undefined) setPage(change.page);
  };

  return (
    <Stack gap="6">
      <PageHeader
        title="Pending Users"
        description="These people asked for an account. Approve them to let them reach their courses."
      />
      <PagedResults
        query={query}
        paging={{ page, pageSize }}
        onPaging={onPaging}
        messages={MESSAGES}
        pagination={PAGINATION}
      >
        {(result) => <PendingUsersTable users={result.items} busy={query.isFetching} />}
      </PagedResults>
    </Stack>
  );
}
