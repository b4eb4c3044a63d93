import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PagedResults } from '../../../components/paged-results';
import { LOG_PAGE_SIZES, toLogListQuery } from '../log-filter-state';
import { useListLogsQuery } from '../logs-api';
import { useLogFilters } from '../use-log-filters';
import { usePageVisible } from '../use-page-visible';
import { LogDetailDialog } from './log-detail-dialog';
import { LogFilters } from './log-filters';
import { LogsTable } from './logs-table';
import { RefreshControls } from './refresh-controls';

export const AUTO_REFRESH_MS = 5000;

// The page's place is not read out: the list refreshes itself, and its count would keep interrupting.
const PAGINATION = {
  label: 'Pages of log records',
  noun: 'record',
  pageSizes: LOG_PAGE_SIZES,
  pageSizeLabel: 'Records per page',
};

/**
 * /admin/logs (section 2: System Logs): the browser's events and the server's records, newest first.
 * It opens on warnings and errors, what an admin comes to look for; a switch shows every call.
 */
export function SystemLogsPage() {
  const { filters, update } = useLogFilters();
  const [autoRefresh, setAutoRefresh] = useState(true);
  const visible = usePageVisible();
  const query = useListLogsQuery(toLogListQuery(filters), {
    pollingInterval: autoRefresh && visible ? AUTO_REFRESH_MS : 0,
  });
  const messages = {
    loading: 'Loading log records…',
    failed: 'Failed to fetch log records',
    empty: filters.everyCall
      ? 'No log records match these filters'
      : 'No warnings or errors match these filters',
  };

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
            onRefresh={() => void query.refetch()}
            updatedAt={query.fulfilledTimeStamp ?? null}
          />
        }
      />
      <LogFilters filters={filters} onChange={update} />
      <PagedResults
        query={query}
        paging={filters}
        onPaging={update}
        messages={messages}
        pagination={PAGINATION}
      >
        {(result) => (
          <LogsTable records={result.items} busy={query.isFetching} onOpen={(log) => update({ log })} />
        )}
      </PagedResults>
      <LogDetailDialog id={filters.log} onClose={() => update({ log: null })} />
    </Stack>
  );
}
