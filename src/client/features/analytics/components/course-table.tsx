import { Table } from '@chakra-ui/react';
import { useState } from 'react';
import type { CourseAnalytics } from '../../../../shared/contract';
import { SortableColumnHeader } from '../../../components/sortable-column-header';
import { formatAverage, nextSort, type SortState, sortRows } from '../table-sort';

type CourseKey =
  | 'title'
  | 'students_enrolled'
  | 'submissions'
  | 'awaiting_review'
  | 'released'
  | 'average_grade';

const COLUMNS: { key: CourseKey; label: string }[] = [
  { key: 'title', label: 'Course' },
  { key: 'students_enrolled', label: 'Students enrolled' },
  { key: 'submissions', label: 'Submissions' },
  { key: 'awaiting_review', label: 'Awaiting review' },
  { key: 'released', label: 'Released' },
  { key: 'average_grade', label: 'Average grade' },
];

/** Each course in scope: how many study it, and where its essays stand. */
export function CourseTable({ courses }: { courses: CourseAnalytics[] }) {
  const [sort, setSort] = useState<SortState<CourseKey>>({ key: 'title', order: 'asc' });
  const rows = sortRows(courses, sort, (row, key) => row[key]);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root aria-label="Courses" size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map(({ key, label }) => (
              <SortableColumnHeader
                key={key}
                label={label}
                direction={sort.key === key ? sort.order : null}
                onSort={() => setSort(nextSort(sort, key))}
              />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((course) => (
            <Table.Row key={course.id}>
              <Table.Cell fontWeight="medium">{course.title}</Table.Cell>
              <Table.Cell>{course.students_enrolled}</Table.Cell>
              <Table.Cell>{course.submissions}</Table.Cell>
              <Table.Cell>{course.awaiting_review}</Table.Cell>
              <Table.Cell>{course.released}</Table.Cell>
              <Table.Cell>{formatAverage(course.average_grade)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
