import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { pageCount, toLogListQuery } from '../log-filter-state';
import { useListLogsQuery } from '../logs-api';
import { useLogFilters } from '../use-log-filters';
import { usePageVisible } from '../use-page-visible';
import { LogDetailDialog } from './log-detail-dialog';
import { LogFilters } from './log-filters';
import { LogPagination } from './log-pagination';
import { LogsTable } from './logs-table';
import { RefreshControls } from './refresh-controls';

export const AUTO_REFRESH_MS = 5000;

/**
 * /admin/logs (section 2: System Logs): the browser's events and the server's records, newest first.
 * It opens on warnings and errors, what an admin comes to look for; a switch shows every call.
 */
export function SystemLogsPage() {
  const { filters, update } = useLogFilters();
  const [autoRefresh, setAutoRefresh] = useState(true);
  const visible = usePageVisible();
  const { data, currentData, isLoading, isFetching, isError, refetch, fulfilledTimeStamp } = useListLogsQuery(
    toLogListQuery(filters),
    { pollingInterval: autoRefresh && visible ? AUTO_REFRESH_MS : 0 },
  );
  // A page number kept in the address can outlast the records it pointed at.
  const pastTheEnd = currentData && currentData.items.length === 0 && currentData.total > 0;

  return (
    <Stack gap="6">
      <PageHeader
        title="System Logs"
        description={
          filters.everyCall
            ? 'What people did in the browser and what the server answered, newest first.'
            : 'Warnings and errors from the browser and the server, newest first.'
        }
        actions={
          <RefreshControls
            autoRefresh={autoRefresh}
            onAutoRefresh={setAutoRefresh}
            onRefresh={() => void refetch()}
            updatedAt={fulfilledTimeStamp ?? null}
          />
        }
      />
      <LogFilters filters={filters} onChange={update} />
      {isLoading && <LoadingSpinner label="Loading log records…" />}
      {isError && <LoadFailedAlert message="Failed to fetch log records" />}
      {!isError && data?.total === 0 && (
        <EmptyState>
          {filters.everyCall
            ? 'No log records match these filters'
            : 'No warnings or errors match these filters'}
        </EmptyState>
      )}
      {pastTheEnd && (
        <Stack gap="2" align="flex-start">
          <Text>There is no page {filters.page} for these filters.</Text>
          <Button size="sm" onClick={() => update({ page: pageCount(currentData.total, filters.pageSize) })}>
            Go to the last page
          </Button>
        </Stack>
      )}
      {!isError && !pastTheEnd && data && data.total > 0 && (
        <>
          <LogsTable records={data.items} busy={isFetching} onOpen={(log) => update({ log })} />
          <LogPagination
            page={filters.page}
            pageSize={filters.pageSize}
            total={data.total}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        </>
      )}
      <LogDetailDialog id={filters.log} onClose={() => update({ log: null })} />
    </Stack>
  );
}
