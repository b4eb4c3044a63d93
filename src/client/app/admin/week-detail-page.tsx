import { Stack } from '@chakra-ui/react';
import { WeekSummary } from '../../features/weeks/week-pages';

/** /admin/apps/weeks/detail/{id} (section 2: Week Detail, id passed as a prop). */
export function WeekDetailPage({ id }: { id: number }) {
  return (
    <Stack gap="8">
      <WeekSummary id={id} />
    </Stack>
  );
}
