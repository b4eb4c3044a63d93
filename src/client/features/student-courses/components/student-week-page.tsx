import { Stack } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { selectPermissions, selectUserState } from '../../../app/session';
import { AccessDenied } from '../../../components/access-denied';
import { AppLink } from '../../../components/app-link';
import { ListSection, TitledSection } from '../../../components/list-section';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { weekLabel } from '../../../lib/breadcrumb-entities';
import { paths } from '../../../lib/paths';
import { useGetStudentWeekQuery } from '../student-courses-api';
import { LessonList } from './lesson-list';
import { WeekAssignments } from './week-assignments';

const WEEK_NOT_FOUND = {
  title: 'Week not found',
  message: 'This week does not exist, or it has been removed.',
};

interface StudentWeekPageProps {
  id: number;
  /** Whether this browser holds an unsent draft of an assignment (the app layer supplies it). */
  hasDraft: (assignmentId: number) => boolean;
}

/** /user/weeks/{id} (section 2: Week Content): the week's lessons and assignments, with its header. */
export function StudentWeekPage({ id, hasDraft }: StudentWeekPageProps) {
  const permissions = useAppSelector(selectPermissions);
  const userState = useAppSelector(selectUserState);
  const { data: week, isLoading, error } = useGetStudentWeekQuery(id);
  if (isLoading) return <LoadingSpinner label="Loading the week…" />;
  if (error || !week) {
    return (
      <LoadFailure
        userState={userState}
        error={error}
        failedMessage="Failed to load the week"
        notFound={WEEK_NOT_FOUND}
      />
    );
  }
  if (!permissions.canViewWeek(week)) return <AccessDenied userState={userState} />;
  const courseLink = <AppLink to={paths.studentCourse(week.course_id)}>{week.course_title}</AppLink>;
  return (
    <Stack gap="8">
      <PageHeader
        title={weekLabel(week)}
        context={courseLink}
        isActiveWeek={week.is_active}
        statistics={week.statistics}
      />
      <ListSection
        id="week-lessons-heading"
        title="Lessons"
        gap="4"
        items={week.lessons}
        empty={<EmptyState>This week has no lessons yet.</EmptyState>}
      >
        {(lessons) => <LessonList lessons={lessons} />}
      </ListSection>
      <TitledSection id="week-assignments-heading" title="Assignments" gap="4">
        <WeekAssignments
          assignments={week.assignments}
          hasDraft={hasDraft}
          canWrite={permissions.canSubmitAssignment(week)}
        />
      </TitledSection>
    </Stack>
  );
}
