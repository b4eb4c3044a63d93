import { Stack } from '@chakra-ui/react';
import { CourseWeeksSection } from '../../weeks';
import { CourseStaffCard } from './course-staff-card';
import { CourseSummary } from './course-summary';
import { JoinCodeCard } from './join-code-card';
import { RosterImportCard } from './roster-import-card';

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
