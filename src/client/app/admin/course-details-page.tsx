import { Stack } from '@chakra-ui/react';
import {
  CourseStaffCard,
  CourseSummary,
  JoinCodeCard,
  RosterImportCard,
} from '../../features/courses/course-pages';
import { CourseWeeksSection } from '../../features/weeks/week-pages';

/** /admin/apps/courses/details/{id}: the course with its weeks; features meet here, in the app layer. */
export function CourseDetailsPage({ id }: { id: number }) {
  return (
    <Stack gap="8">
      <CourseSummary id={id} />
      <JoinCodeCard id={id} />
      <RosterImportCard id={id} />
      <CourseStaffCard id={id} />
      <CourseWeeksSection courseId={id} />
    </Stack>
  );
}
