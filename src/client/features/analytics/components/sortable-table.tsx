import { Table } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { SortableColumnHeader } from '../../../components/sortable-column-header';
import { TableFrame } from '../../../components/table-frame';
import { nextSort, type SortState, sortRows } from '../table-sort';

export interface Column<Row, Key extends keyof Row & string> {
  key: Key;
  label: string;
  cell: (row: Row) => ReactNode;
}

interface SortableTableProps<Row extends { id: number }, Key extends keyof Row & string> {
  label: string;
  rows: Row[];
  columns: Column<Row, Key>[];
  initialSort: SortState<Key>;
}

/** A table whose every column sorts, with `aria-sort` on the header in force. */
export function SortableTable<Row extends { id: number }, Key extends keyof Row & string>({
  label,
  rows,
  columns,
  initialSort,
}: SortableTableProps<Row, Key>) {
  const [sort, setSort] = useState<SortState<Key>>(initialSort);
  // Every sortable column holds text, a number or nothing (null sorts last).
  const sorted = sortRows(rows, sort, (row, key) => row[key] as string | number | null);
  return (
    <TableFrame>
      <Table.Root aria-label={label} size="sm">
        <Table.Header>
          <Table.Row>
            {columns.map(({ key, label: heading }) => (
              <SortableColumnHeader
                key={key}
                label={heading}
                direction={sort.key === key ? sort.order : null}
                onSort={() => setSort(nextSort(sort, key))}
              />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sorted.map((row) => (
            <Table.Row key={row.id}>
              {columns.map(({ key, cell }, index) => (
                <Table.Cell key={key} fontWeight={index === 0 ? 'medium' : undefined}>
                  {cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
