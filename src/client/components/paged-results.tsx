import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { countOf } from '../lib/wording';
import { LoadingSpinner } from './loading-spinner';
import { EmptyState, LoadFailedAlert } from './query-states';
import { pageCount, TablePagination, type TablePaginationProps } from './table-pagination';

interface ResultPage {
  items: readonly unknown[];
  total: number;
}

interface Paging {
  page: number;
  pageSize: number;
}

interface PagedResultsProps<Page extends ResultPage> {
  /** The list query as RTK Query gives it: `data` stays while the next page loads, `currentData` does not. */
  query: { data?: Page; currentData?: Page; isLoading: boolean; isError: boolean };
  paging: Paging;
  onPaging: (change: Partial<Paging>) => void;
  /** What the spinner says, section 8's sentence for a failure, and what an empty result says. */
  messages: { loading: string; failed: string; empty: string };
  /**
   * The pagination under the table: its landmark's name, its page sizes, and how the total reads: by
   * what a row is called ('3 users'), or in the list's own words.
   */
  pagination: Pick<TablePaginationProps, 'label' | 'pageSizes' | 'pageSizeLabel' | 'announcePage'> &
    ({ noun: string } | { summary: (total: number) => string });
  /** The table of the page's rows. */
  children: (page: Page) => ReactNode;
}

/**
 * One page of a list the server pages: loading, failure, nothing found, a page past the end (a page
 * number kept in the address can outlast the rows it pointed at), or the rows and the pagination.
 */
export function PagedResults<Page extends ResultPage>(props: PagedResultsProps<Page>) {
  const { query, paging, onPaging, messages, pagination, children } = props;
  const { data, currentData, isLoading, isError } = query;
  const pastTheEnd = currentData && currentData.items.length === 0 && currentData.total > 0;
  const { label, pageSizes, pageSizeLabel, announcePage } = pagination;
  const summaryOf = (total: number) =>
    'summary' in pagination ? pagination.summary(total) : countOf(total, pagination.noun);
  return (
    <>
      {isLoading && <LoadingSpinner label={messages.loading} />}
      {isError && <LoadFailedAlert message={messages.failed} />}
      {!isError && data?.total === 0 && <EmptyState>{messages.empty}</EmptyState>}
      {pastTheEnd && (
        <Stack gap="2" align="flex-start">
          <Text>There is no page {paging.page} for these filters.</Text>
          <Button size="sm" onClick={() => onPaging({ page: pageCount(currentData.total, paging.pageSize) })}>
            Go to the last page
          </Button>
        </Stack>
      )}
      {!isError && !pastTheEnd && data && data.total > 0 && (
        <>
          {children(data)}
          <TablePagination
            label={label}
            pageSizes={pageSizes}
            pageSizeLabel={pageSizeLabel}
            announcePage={announcePage}
            summary={summaryOf(data.total)}
            page={paging.page}
            pageSize={paging.pageSize}
            total={data.total}
            onPage={(page) => onPaging({ page })}
            onPageSize={(pageSize) => onPaging({ pageSize })}
          />
        </>
      )}
    </>
  );
}
