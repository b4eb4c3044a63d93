import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { LabelledSelect } from '../../../components/labelled-select';
import { PAGE_SIZES, pageCount } from '../user-table-state';

const SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

interface TablePaginationProps {
  /** Names the landmark, e.g. 'Pages of users'. */
  label: string;
  /** How many rows there are in all, in words: '3 users'. */
  summary: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Previous and next, where the reader is ('Page N of M'), and how many rows a page holds. */
export function TablePagination({
  label,
  summary,
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: TablePaginationProps) {
  const pages = pageCount(total, pageSize);
  return (
    <Flex as="nav" aria-label={label} justify="space-between" align="flex-end" gap="4" wrap="wrap">
      <HStack gap="3">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Text aria-live="polite">
          Page {page} of {pages}
        </Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
        <Text color="fg.muted">{summary}</Text>
      </HStack>
      <LabelledSelect
        label="Rows per page"
        name="page_size"
        value={String(pageSize)}
        options={SIZE_OPTIONS}
        onChange={(size) => onPageSize(Number(size))}
      />
    </Flex>
  );
}
