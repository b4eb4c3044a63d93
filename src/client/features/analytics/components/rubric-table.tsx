import type { RubricCriterionAverage } from '../../../../shared/contract';
import { type Column, SortableTable } from './sortable-table';

/** A row of the table: one criterion of one assignment's rubric. */
type RubricRow = RubricCriterionAverage & { id: number; share: number | null };
type RubricKey = 'assignment_title' | 'criterion_title' | 'scored' | 'share';

const COLUMNS: Column<RubricRow, RubricKey>[] = [
  { key: 'assignment_title', label: 'Assignment', cell: (row) => row.assignment_title },
  { key: 'criterion_title', label: 'Criterion', cell: (row) => row.criterion_title },
  { key: 'scored', label: 'Essays scored', cell: (row) => row.scored },
  {
    key: 'share',
    label: 'Average points',
    cell: (row) => (row.average_points === null ? '—' : `${row.average_points} of ${row.points}`),
  },
];

/** How the released essays did on each rubric criterion; sorted by the share of points, the weakest show. */
export function RubricTable({ criteria }: { criteria: RubricCriterionAverage[] }) {
  const rows = criteria.map((criterion, index) => ({
    ...criterion,
    id: index + 1,
    share:
      criterion.average_points === null || criterion.points === 0
        ? null
        : criterion.average_points / criterion.points,
  }));
  return <SortableTable label="Rubric criteria" rows={rows} columns={COLUMNS} />;
}
