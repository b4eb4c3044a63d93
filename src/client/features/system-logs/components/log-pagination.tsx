import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { LabelledSelect } from '../../../components/labelled-select';
import { LOG_PAGE_SIZES, pageCount } from '../log-filter-state';

const SIZE_OPTIONS = LOG_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

interface LogPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Previous and next, where the reader is, how many records match and how many a page holds. */
export function LogPagination({ page, pageSize, total, onPage, onPageSize }: LogPaginationProps) {
  const pages = pageCount(total, pageSize);
  return (
    <Flex
      as="nav"
      aria-label="Pages of log records"
      justify="space-between"
      align="flex-end"
      gap="4"
      wrap="wrap"
    >
      <HStack gap="3">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Text>
          Page {page} of {pages}
        </Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
        <Text color="fg.muted">{total === 1 ? '1 record' : `${total} records`}</Text>
      </HStack>
      <LabelledSelect
        label="Records per page"
        name="page_size"
        value={String(pageSize)}
        options={SIZE_OPTIONS}
        onChange={(size) => onPageSize(Number(size))}
      />
    </Flex>
  );
}
