import { HStack, Table, type TableCellProps, type TableRootProps, VisuallyHidden } from '@chakra-ui/react';
import type { Key, ReactNode } from 'react';
import { SortableColumnHeader } from './sortable-column-header';
import { ACTIONS_COLUMN, TableFrame } from './table-frame';

export interface DataColumn<Row, SortKey extends string = never> {
  /** The header's words, unique in the table. */
  label: string;
  /** Read by screen readers only, for a column whose cells say what they are (a row's buttons). */
  labelHidden?: boolean;
  /** What the table sorts by when this column's header is clicked; a column without one does not sort. */
  sortKey?: SortKey;
  /** The row's actions: the column stays in view at the row's end while the others scroll. */
  actions?: boolean;
  cell: (row: Row) => ReactNode;
  /** For each of the column's cells, e.g. a width, or a title that shows a cut-off value whole. */
  cellProps?: TableCellProps | ((row: Row) => TableCellProps);
}

/** The order the rows are in, and what a sortable header asks for. */
export interface TableSorting<SortKey extends string> {
  key: SortKey;
  order: 'asc' | 'desc';
  onSort: (key: SortKey) => void;
}

interface DataTableProps<Row, SortKey extends string> {
  /** Names the table for screen readers. */
  label: string;
  rows: readonly Row[];
  columns: readonly DataColumn<Row, SortKey>[];
  sorting?: TableSorting<SortKey>;
  size?: TableRootProps['size'];
  /** While a new page or order is on its way. */
  busy?: boolean;
  /** What tells the rows apart, where it is not their `id`. */
  rowKey?: (row: Row) => Key;
}

interface ColumnHeaderProps<SortKey extends string> {
  column: DataColumn<never, SortKey>;
  sorting?: TableSorting<SortKey>;
}

function ColumnHeader<SortKey extends string>({ column, sorting }: ColumnHeaderProps<SortKey>) {
  const { label, sortKey } = column;
  if (sorting && sortKey !== undefined) {
    const direction = sorting.key === sortKey ? sorting.order : null;
    return (
      <SortableColumnHeader label={label} direction={direction} onSort={() => sorting.onSort(sortKey)} />
    );
  }
  return (
    <Table.ColumnHeader {...(column.actions && ACTIONS_COLUMN)}>
      {column.labelHidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
    </Table.ColumnHeader>
  );
}

const cellPropsOf = <Row,>({ cellProps }: DataColumn<Row, string>, row: Row) =>
  typeof cellProps === 'function' ? cellProps(row) : cellProps;

const idOf = (row: unknown) => (row as { id: Key }).id;

/** A table of records in its scrolling frame: a header row, then one row per record (keyed by its id). */
export function DataTable<Row, SortKey extends string = never>(props: DataTableProps<Row, SortKey>) {
  const { label, rows, columns, sorting, size, busy, rowKey = idOf } = props;
  return (
    <TableFrame>
      <Table.Root aria-label={label} aria-busy={busy} size={size}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <ColumnHeader key={column.label} column={column} sorting={sorting} />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Cell
                  key={column.label}
                  {...(column.actions && ACTIONS_COLUMN)}
                  {...cellPropsOf(column, row)}
                >
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}

/** Several actions of one row, side by side, wrapping when the column is narrow. */
export function RowActions({ children }: { children: ReactNode }) {
  return <HStack wrap="wrap">{children}</HStack>;
}
