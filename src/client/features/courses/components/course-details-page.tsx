import { Stack } from '@chakra-ui/react';
import { UnlessMissing } from '../../../components/unless-missing';
import { paths } from '../../../lib/paths';
import { LmsRosterCard } from '../../lti';
import { CourseWeeksSection } from '../../weeks';
import { useGetCourseQuery } from '../courses-api';
import { CourseStaffCard } from './course-staff-card';
import { CourseSummary } from './course-summary';
import { JoinCodeCard } from './join-code-card';
import { RosterImportCard } from './roster-import-card';

/** /admin/apps/courses/details/{id}: the course with its weeks (the weeks feature's section, through its entry). */
export function CourseDetailsPage({ id }: { id: number }) {
  const { data: course, error } = useGetCourseQuery(id);
  return (
    <UnlessMissing
      error={error}
      title="Course not found"
      backLabel="Back to Courses"
      backTo={paths.courses()}
    >
      <Stack gap="8">
        <CourseSummary id={id} />
        <JoinCodeCard id={id} />
        <RosterImportCard id={id} />
        <LmsRosterCard courseId={id} maySync={course !== undefined && course.my_role !== 'assistant'} />
        <CourseStaffCard id={id} />
        <CourseWeeksSection courseId={id} />
      </Stack>
    </UnlessMissing>
  );
}
