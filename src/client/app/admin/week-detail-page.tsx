import { Stack } from '@chakra-ui/react';
import { AssignmentsSection } from '../../features/assignments/assignment-pages';
import { LessonsSection } from '../../features/lessons/lesson-pages';
import { WeekSummary } from '../../features/weeks/week-pages';

/** /admin/apps/weeks/detail/{id} (section 2: Week Detail, id passed as a prop): the week, its lessons and assignments. */
export function WeekDetailPage({ id }: { id: number }) {
  return (
    <Stack gap="10">
      <WeekSummary id={id} />
      <LessonsSection weekId={id} />
      <AssignmentsSection weekId={id} />
    </Stack>
  );
}
