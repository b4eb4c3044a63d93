import { HStack, Link, Table, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Course } from '../../../../shared/contract';
import { ACTIONS_COLUMN, TableFrame } from '../../../components/table-frame';
import { formatDate } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { DeleteCourseButton } from './delete-course-button';

/** Courses by title, each leading to its details; edit and delete name the course for screen readers. */
export function CourseTable({ courses }: { courses: Course[] }) {
  return (
    <TableFrame>
      <Table.Root aria-label="Courses">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Title</Table.ColumnHeader>
            <Table.ColumnHeader>Description</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader {...ACTIONS_COLUMN}>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {courses.map((course) => (
            <Table.Row key={course.id}>
              <Table.Cell>
                <Link asChild>
                  <RouterLink to={paths.courseDetails(course.id)}>{course.title}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell minWidth="48">{course.description}</Table.Cell>
              <Table.Cell>{formatDate(course.created_at)}</Table.Cell>
              <Table.Cell {...ACTIONS_COLUMN}>
                <HStack wrap="wrap">
                  <Link asChild>
                    <RouterLink to={paths.editCourse(course.id)}>
                      Edit<VisuallyHidden> {course.title}</VisuallyHidden>
                    </RouterLink>
                  </Link>
                  <DeleteCourseButton course={course} />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
