import { Stack } from '@chakra-ui/react';
import { AssignmentsSection } from '../../assignments';
import { LessonsSection } from '../../lessons';
import { WeekSummary } from './week-summary';

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
