import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { LabelledSelect } from './labelled-select';

/** How many pages `total` rows make, `pageSize` a page; an empty result is still one page. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export interface TablePaginationProps {
  /** Names the landmark, e.g. 'Pages of users'. */
  label: string;
  /** How many rows there are in all, in words: '3 users'. */
  summary: string;
  page: number;
  pageSize: number;
  total: number;
  /** The sizes a reader may choose from. */
  pageSizes: readonly number[];
  /** Names the size select: 'Rows per page'. */
  pageSizeLabel: string;
  /**
   * Whether 'Page N of M' is read out as it changes; not where the list refreshes itself, whose
   * changing count would keep interrupting.
   */
  announcePage?: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Previous and next, where the reader is ('Page N of M'), how many rows there are and how many a page holds. */
export function TablePagination(props: TablePaginationProps) {
  const { label, summary, page, pageSize, total, onPage, onPageSize } = props;
  const pages = pageCount(total, pageSize);
  return (
    <Flex as="nav" aria-label={label} justify="space-between" align="flex-end" gap="4" wrap="wrap">
      <HStack gap="3">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Text aria-live={props.announcePage ? 'polite' : undefined}>
          Page {page} of {pages}
        </Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
        <Text color="fg.muted">{summary}</Text>
      </HStack>
      <LabelledSelect
        label={props.pageSizeLabel}
        name="page_size"
        value={String(pageSize)}
        options={props.pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
        onChange={(size) => onPageSize(Number(size))}
      />
    </Flex>
  );
}
