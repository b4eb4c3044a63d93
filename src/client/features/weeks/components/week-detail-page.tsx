import { Stack } from '@chakra-ui/react';
import { UnlessMissing } from '../../../components/unless-missing';
import { paths } from '../../../lib/paths';
import { AssignmentsSection } from '../../assignments';
import { LessonsSection } from '../../lessons';
import { useGetWeekQuery } from '../weeks-api';
import { WeekSummary } from './week-summary';

/** /admin/apps/weeks/detail/{id} (section 2: Week Detail, id passed as a prop): the week, its lessons and assignments. */
export function WeekDetailPage({ id }: { id: number }) {
  const { error } = useGetWeekQuery(id);
  return (
    <UnlessMissing error={error} title="Week not found" backLabel="Back to Weeks" backTo={paths.weeks()}>
      <Stack gap="10">
        <WeekSummary id={id} />
        <LessonsSection weekId={id} />
        <AssignmentsSection weekId={id} />
      </Stack>
    </UnlessMissing>
  );
}
