import type { Course } from '../../../../shared/contract';
import { AppLink, EditLink } from '../../../components/app-link';
import { type DataColumn, DataTable, RowActions } from '../../../components/data-table';
import { formatDate } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { DeleteCourseButton } from './delete-course-button';

const COLUMNS: DataColumn<Course>[] = [
  { label: 'Title', cell: (course) => <AppLink to={paths.courseDetails(course.id)}>{course.title}</AppLink> },
  { label: 'Description', cell: (course) => course.description, cellProps: { minWidth: '48' } },
  { label: 'Created', cell: (course) => formatDate(course.created_at) },
  {
    label: 'Actions',
    actions: true,
    cell: (course) => (
      <RowActions>
        <EditLink to={paths.editCourse(course.id)} name={course.title} />
        <DeleteCourseButton course={course} />
      </RowActions>
    ),
  },
];

/** Courses by title, each leading to its details; edit and delete name the course for screen readers. */
export function CourseTable({ courses }: { courses: Course[] }) {
  return <DataTable label="Courses" rows={courses} columns={COLUMNS} />;
}
