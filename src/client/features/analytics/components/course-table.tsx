import type { CourseAnalytics } from '../../../../shared/contract';
import { formatAverage } from '../table-sort';
import { type Column, SortableTable } from './sortable-table';

type CourseKey =
  | 'title'
  | 'students_enrolled'
  | 'submissions'
  | 'awaiting_review'
  | 'released'
  | 'average_grade';

const COLUMNS: Column<CourseAnalytics, CourseKey>[] = [
  { key: 'title', label: 'Course', cell: (row) => row.title },
  { key: 'students_enrolled', label: 'Students enrolled', cell: (row) => row.students_enrolled },
  { key: 'submissions', label: 'Submissions', cell: (row) => row.submissions },
  { key: 'awaiting_review', label: 'Awaiting review', cell: (row) => row.awaiting_review },
  { key: 'released', label: 'Released', cell: (row) => row.released },
  { key: 'average_grade', label: 'Average grade', cell: (row) => formatAverage(row.average_grade) },
];

/** Each course in scope: how many study it, and where its essays stand. */
export function CourseTable({ courses }: { courses: CourseAnalytics[] }) {
  return <SortableTable label="Courses" rows={courses} columns={COLUMNS} />;
}
