import { type DataColumn, DataTable } from '../../../components/data-table';
import { sortRows, useTableSort } from '../../../components/use-table-sort';

export type Column<Row, Key extends keyof Row & string> = Pick<DataColumn<Row, Key>, 'label' | 'cell'> & {
  key: Key;
};

interface SortableTableProps<Row extends { id: number }, Key extends keyof Row & string> {
  label: string;
  rows: Row[];
  /** The first names the row, and the table is sorted by it at first, A to Z. */
  columns: Column<Row, Key>[];
}

/** A table whose every column sorts, with `aria-sort` on the header in force; the first names the row. */
export function SortableTable<Row extends { id: number }, Key extends keyof Row & string>({
  label,
  rows,
  columns,
}: SortableTableProps<Row, Key>) {
  const sorting = useTableSort({ key: columns[0].key, order: 'asc' });
  // Every sortable column holds text, a number or nothing (null sorts last).
  const sorted = sortRows(rows, sorting, (row, key) => row[key] as string | number | null);
  const dataColumns = columns.map(
    ({ key, ...column }, index): DataColumn<Row, Key> => ({
      ...column,
      sortKey: key,
      cellProps: { fontWeight: index === 0 ? 'medium' : undefined },
    }),
  );
  return <DataTable label={label} rows={sorted} columns={dataColumns} sorting={sorting} size="sm" />;
}
