import { Stack, Text } from '@chakra-ui/react';
import type { RevisionAnalytics } from '../../../../shared/contract';
import { shownName } from '../../../../shared/rules/account';
import { categoryLabel } from '../../grading-desk';
import { type Column, SortableTable } from './sortable-table';

type Counts = Omit<RevisionAnalytics['courses'][number], 'title'>;
type Row = Counts & { name: string; share: number | null };
type Key = 'name' | 'revised_essays' | 'share' | 'average_grade_change';

const signed = (value: number | null) => (value === null ? '—' : value > 0 ? `+${value}` : String(value));
const addressedCell = (row: { carried: number; addressed: number }) =>
  row.carried === 0 ? '—' : `${row.addressed} of ${row.carried}`;

const columns = (who: string): Column<Row, Key>[] => [
  { key: 'name', label: who, cell: (row) => row.name },
  { key: 'revised_essays', label: 'Revised essays', cell: (row) => row.revised_essays },
  { key: 'share', label: 'Comments addressed', cell: addressedCell },
  { key: 'average_grade_change', label: 'Grade change', cell: (row) => signed(row.average_grade_change) },
];

const rowsOf = (entries: (Counts & { name: string })[]): Row[] =>
  entries.map(({ id, name, revised_essays, carried, addressed, average_grade_change }) => ({
    id,
    name,
    revised_essays,
    carried,
    addressed,
    average_grade_change,
    share: carried ? addressed / carried : null,
  }));

/**
 * The revision loop in numbers: per course and per student, how many carried comments were addressed
 * in the revisions and how the grade moved from the first version; and which kinds of comment students
 * act on.
 */
export function RevisionTables({ revisions }: { revisions: RevisionAnalytics }) {
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        By kind of comment:{' '}
        {revisions.by_category
          .map((entry) => `${categoryLabel(entry.category)} ${addressedCell(entry)}`)
          .join(', ')}
        .
      </Text>
      <SortableTable
        label="Revisions by course"
        rows={rowsOf(revisions.courses.map((course) => ({ ...course, name: course.title })))}
        columns={columns('Course')}
      />
      <SortableTable
        label="Revisions by student"
        rows={rowsOf(revisions.students.map((student) => ({ ...student, name: shownName(student) })))}
        columns={columns('Student')}
      />
    </Stack>
  );
}
