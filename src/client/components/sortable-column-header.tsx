import { Button, Table } from '@chakra-ui/react';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '▲', desc: '▼' } as const;

interface SortableColumnHeaderProps {
  label: string;
  /** The order of this column when the table is sorted by it, else null. */
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
}

/**
 * A column header a keyboard can sort by: the label is a button, and only the sorted column carries
 * aria-sort (WAI-ARIA sortable table pattern), so a screen reader announces the order where it applies.
 */
export function SortableColumnHeader({ label, direction, onSort }: SortableColumnHeaderProps) {
  return (
    <Table.ColumnHeader aria-sort={direction ? ARIA_SORT[direction] : undefined}>
      <Button
        variant="plain"
        size="sm"
        height="auto"
        minWidth="0"
        padding="0"
        gap="1"
        color="inherit"
        fontSize="inherit"
        fontWeight="inherit"
        onClick={onSort}
      >
        {label}
        <span aria-hidden="true">{direction ? ARROW[direction] : '↕'}</span>
      </Button>
    </Table.ColumnHeader>
  );
}
